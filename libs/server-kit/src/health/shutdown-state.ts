import type { Server } from 'node:http';
import { Injectable, Optional, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

const IDLE_SWEEP_MS = 50;

/**
 * Flips to draining when shutdown starts, so /health/ready answers 503 while in-flight requests finish.
 * It also closes each keep-alive connection as soon as it is idle: server.close() waits for every open
 * connection, and a client's pooled socket (the gateway's, a browser's) would otherwise hold the process
 * for the whole keep-alive timeout (65 s), past any termination grace period.
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  private draining = false;

  constructor(@Optional() private readonly adapterHost?: HttpAdapterHost) {}

  get isDraining(): boolean {
    return this.draining;
  }

  beforeApplicationShutdown(): void {
    this.draining = true;
    const server = this.adapterHost?.httpAdapter?.getHttpServer() as Server | undefined;
    if (typeof server?.closeIdleConnections !== 'function' || !server.listening) return;
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    server.once('close', () => clearInterval(sweep));
  }
}
