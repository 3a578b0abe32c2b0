import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import type { ReadinessCheck } from './readiness-check';
import { ShutdownState } from './shutdown-state';

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
const CHECK_TIMEOUT_MS = 2_000;

@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly shutdown: ShutdownState,
    @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[],
  ) {}

  /** Liveness: the process answers. */
  @Get()
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: every dependency answers within the timeout and the service is not shutting down. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: FastifyReply): Promise<Record<string, unknown>> {
    if (this.shutdown.isDraining) {
      res.status(503);
      return { statusCode: 503, status: 'error', message: 'Shutting down' };
    }
    try {
      return await this.health.check(
        this.checks.map(
          (readiness) => () =>
            this.indicators
              .check(readiness.name)
              .attempt(({ signal }) => readiness.check(signal))
              .withTimeout(CHECK_TIMEOUT_MS),
        ),
      );
    } catch (error) {
      res.status(503);
      const details = (error as { response?: { details?: unknown } }).response?.details;
      return { statusCode: 503, status: 'error', message: 'Not ready', details };
    }
  }
}
