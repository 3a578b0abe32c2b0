import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Achievement } from './achievement.entity';
import { Badge } from './badge.entity';
import { RefreshedSnapshot, type Snapshot } from '../shared/refreshed-snapshot';

export interface RulesCatalogue {
  /** In id order. */
  achievements: Achievement[];
  /** In id order. */
  badges: Badge[];
}

/** The achievement and badge catalogue the check evaluates, kept in memory (the seed writes it). */
@Injectable()
export class RulesCatalogueCache {
  private readonly logger = new Logger(RulesCatalogueCache.name);
  private readonly snapshot = new RefreshedSnapshot<RulesCatalogue>(
    async () => ({
      achievements: await this.dataSource.manager.find(Achievement, { order: { id: 'ASC' } }),
      badges: await this.dataSource.manager.find(Badge, { order: { id: 'ASC' } }),
    }),
    (error) => this.logger.warn(`Achievement catalogue refresh failed: ${error.message}`),
  );

  constructor(private readonly dataSource: DataSource) {}

  get(): Promise<Snapshot<RulesCatalogue>> {
    return this.snapshot.get();
  }
}
