import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ReadinessCheck } from './readiness-check';

@Injectable()
export class PostgresReadinessCheck implements ReadinessCheck {
  readonly name = 'postgres';

  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
