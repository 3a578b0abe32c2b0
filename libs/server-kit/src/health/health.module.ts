import { type DynamicModule, Module, type Provider, type Type } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController, READINESS_CHECKS } from './health.controller';
import type { ReadinessCheck } from './readiness-check';
import { ShutdownState } from './shutdown-state';

export interface HealthModuleOptions {
  /** Injectable classes (e.g. PostgresReadinessCheck, RedisReadinessCheck) or ready-made checks. */
  checks: Array<Type<ReadinessCheck> | ReadinessCheck>;
}

/** GET /health (liveness) and GET /health/ready (dependencies reachable; 503 otherwise or while draining). */
@Module({})
export class HealthModule {
  static forRoot(options: HealthModuleOptions): DynamicModule {
    const classes = options.checks.filter(
      (check): check is Type<ReadinessCheck> => typeof check === 'function',
    );
    const instances = options.checks.filter((check): check is ReadinessCheck => typeof check !== 'function');
    const collect: Provider = {
      provide: READINESS_CHECKS,
      inject: classes,
      useFactory: (...resolved: ReadinessCheck[]) => [...resolved, ...instances],
    };
    return {
      module: HealthModule,
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [HealthController],
      providers: [...classes, collect, ShutdownState],
    };
  }
}
