import type { RateLimitRule } from '@grammarpath/contracts';
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sessionOf } from '../session/request-session';
import { RateLimiter, type RateLimitWindow } from './rate-limiter';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis.module';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

export interface RateLimitPolicy {
  /** Names the counters, e.g. `quiz-start`. */
  name: string;
  perAccount?: RateLimitRule;
  perAddress?: RateLimitRule;
  /** The 429's message (default TOO_MANY_REQUESTS_MESSAGE). */
  message?: string;
}

const POLICY = Symbol('rate-limit-policy');

/** Sets a 429 with `Retry-After` (whole seconds, at least 1) on the reply, as every refusal must carry. */
export function tooManyRequests(
  reply: FastifyReply,
  retryAfterSeconds: number,
  message: string,
): HttpException {
  void reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}

/** The windows of a policy for one request: per signed-in account and per client address. */
export function policyWindows(
  policy: RateLimitPolicy,
  userId: number | null,
  ip: string,
  scale: number,
): RateLimitWindow[] {
  const windows: RateLimitWindow[] = [];
  if (policy.perAccount && userId !== null)
    windows.push({ key: `rl:${policy.name}:user:${userId}`, ...scaled(policy.perAccount, scale) });
  if (policy.perAddress)
    windows.push({ key: `rl:${policy.name}:ip:${ip}`, ...scaled(policy.perAddress, scale) });
  return windows;
}

function scaled(rule: RateLimitRule, scale: number): RateLimitRule {
  return { max: rule.max * scale, windowSeconds: rule.windowSeconds };
}

/**
 * Counts each request of a `@RateLimit(...)` route per account and per address in Redis and refuses one
 * over a limit with 429 and `Retry-After`. Redis being unavailable lets requests through (and says so in
 * the log): the limit protects capacity, and without Redis sessions fail first anyway.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);
  private readonly limiter: RateLimiter;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) redis: RedisClient,
  ) {
    this.limiter = new RateLimiter(redis, config.redisPrefix);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(POLICY, context.getHandler());
    if (!policy) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const userId = sessionOf(req)?.data?.userId ?? null;
    const windows = policyWindows(policy, userId, req.ip, this.config.rateLimitScale);
    let wait = 0;
    try {
      wait = await this.limiter.consume(windows);
    } catch (error) {
      this.logger.warn({ err: error, policy: policy.name }, 'Rate limit unavailable; request let through');
    }
    if (wait > 0)
      throw tooManyRequests(
        http.getResponse<FastifyReply>(),
        wait,
        policy.message ?? TOO_MANY_REQUESTS_MESSAGE,
      );
    return true;
  }
}

/** Limits a route per signed-in account and per client address (contracts RATE_LIMITS). */
export function RateLimit(policy: RateLimitPolicy): MethodDecorator {
  return applyDecorators(
    SetMetadata(POLICY, policy),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Over the rate limit; Retry-After says when to try again' }),
  );
}
