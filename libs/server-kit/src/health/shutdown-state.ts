import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';

/** Flips to draining when shutdown starts, so /health/ready answers 503 while in-flight requests finish. */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  beforeApplicationShutdown(): void {
    this.draining = true;
  }
}
