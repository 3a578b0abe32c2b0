import { APP_CONFIG, type AppConfig } from '@grammarpath/server-kit';
import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';

/** The header identity sends its shared secret in (contracts-free: only the two services know it). */
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Lets through only requests carrying the configured INTERNAL_API_SECRET (compared in constant time). */
@Injectable()
export class InternalSecretGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = digest(config.internalApiSecret);
  }

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers[INTERNAL_SECRET_HEADER];
    if (typeof header !== 'string' || !timingSafeEqual(digest(header), this.expected)) {
      throw new ForbiddenException('Forbidden');
    }
    return true;
  }
}
