import { ACCOUNT_MESSAGES, type LearningDataExport } from '@grammarpath/contracts';
import { APP_CONFIG, type AppConfig } from '@grammarpath/server-kit';
import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';

/** The header learning's internal endpoints read the shared secret from. */
const INTERNAL_SECRET_HEADER = 'x-internal-secret';
const TIMEOUT_MS = 15_000;

/**
 * Identity's calls to learning's internal endpoints (outside /api: the gateway never routes them), for
 * "download my data" and "delete my account". Identity never reads learning's schema (DESIGN §3). When
 * learning cannot be reached or fails, the caller gets 503 and nothing has been changed on identity's side.
 */
@Injectable()
export class LearningDataClient {
  private readonly logger = new Logger('LearningData');
  private readonly baseUrl: string;
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.baseUrl = config.learningUrl.replace(/\/+$/, '');
    this.secret = config.internalApiSecret;
  }

  exportLearner(userId: number): Promise<LearningDataExport> {
    return this.call<LearningDataExport>('GET', `/internal/learners/${userId}/export`);
  }

  /** Deletes every learning row of the learner, in one transaction on learning's side; safe to repeat. */
  async deleteLearner(userId: number): Promise<void> {
    await this.call('DELETE', `/internal/learners/${userId}`);
  }

  private async call<T>(method: 'GET' | 'DELETE', path: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(this.baseUrl + path, {
        method,
        headers: { [INTERNAL_SECRET_HEADER]: this.secret },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.warn(`${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(ACCOUNT_MESSAGES.learningUnavailable);
    }
    if (!response.ok) {
      this.logger.warn(`${method} ${path} answered ${response.status}`);
      throw new ServiceUnavailableException(ACCOUNT_MESSAGES.learningUnavailable);
    }
    return (await response.json()) as T;
  }
}
