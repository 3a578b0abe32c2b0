import {
  ACCOUNT_MESSAGES,
  type AccountDataExport,
  type ActiveSession,
  type ChangePasswordResult,
  IDENTITY_MESSAGES,
} from '@grammarpath/contracts';
import { endSession, SessionStore, sessionHandle, type StoredSession } from '@grammarpath/server-kit';
import {
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PasswordHasher } from '../auth/password-hasher';
import { PasswordPolicy } from '../password-policy/password-policy';
import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { LearningDataClient } from './learning-data.client';
import { PasswordConfirmationLimiter } from './password-confirmation-limiter';
import { describeUserAgent } from './user-agent';

/**
 * The learner's own account and sessions (DESIGN §4): change the password, see and end sessions, download
 * everything stored about them, delete the account. Every call is for the session's own user.
 */
@Injectable()
export class AccountManagementService {
  private readonly logger = new Logger('Account');

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly passwordPolicy: PasswordPolicy,
    private readonly sessions: SessionStore,
    private readonly learning: LearningDataClient,
    private readonly confirmations: PasswordConfirmationLimiter,
  ) {}

  /** Checks the current password, saves the new one (the new-password rule), ends every other session. */
  async changePassword(
    userId: number,
    currentSessionId: string | null,
    reply: FastifyReply,
    currentPassword: string,
    newPassword: string,
  ): Promise<ChangePasswordResult> {
    const user = await this.userWithPassword(
      userId,
      reply,
      currentPassword,
      ACCOUNT_MESSAGES.currentPasswordIncorrect,
    );
    this.passwordPolicy.assertAcceptable(newPassword);
    await this.users.setPasswordHash(user.id, await this.hasher.hash(newPassword));
    return { endedSessions: await this.sessions.destroyAllForUser(userId, currentSessionId) };
  }

  /** The learner's live sessions: this device first, then the most recently used. */
  async listSessions(userId: number, currentSessionId: string | null): Promise<ActiveSession[]> {
    const stored = await this.sessions.listForUser(userId);
    return stored
      .map((session) => this.toActiveSession(session, currentSessionId))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
  }

  /** Ends one session by its handle; ending this device's session is logging out. Answers the sessions left. */
  async endSession(
    userId: number,
    req: FastifyRequest,
    currentSessionId: string | null,
    handle: string,
  ): Promise<ActiveSession[]> {
    const target = (await this.sessions.listForUser(userId)).find(({ id }) => sessionHandle(id) === handle);
    if (!target) throw new NotFoundException(ACCOUNT_MESSAGES.sessionNotFound);
    if (target.id === currentSessionId) {
      await endSession(req);
      return [];
    }
    await this.sessions.destroy(target.id, userId);
    return this.listSessions(userId, currentSessionId);
  }

  /** Everything stored about the learner: identity's rows (no password hash) and learning's. */
  async exportData(userId: number): Promise<AccountDataExport> {
    const user = await this.users.exportRow(userId);
    if (!user) throw new UnauthorizedException(IDENTITY_MESSAGES.notLoggedIn);
    const [studyDays, learning] = [
      await this.users.studyDays(userId),
      await this.learning.exportLearner(userId),
    ];
    return { exportedAt: new Date().toISOString(), user, studyDays, learning };
  }

  /**
   * Deletes the account once the password is confirmed. Learning's rows go first (one transaction there): if
   * learning cannot be reached, nothing is deleted and the learner is told to try again. Then identity's rows
   * in one transaction (the username is free again), then every session. Should identity's delete fail after
   * learning's succeeded, the account remains, without learning data, and deleting again completes it.
   */
  async deleteAccount(
    userId: number,
    req: FastifyRequest,
    reply: FastifyReply,
    password: string,
  ): Promise<void> {
    await this.userWithPassword(userId, reply, password, ACCOUNT_MESSAGES.passwordIncorrect);
    await this.learning.deleteLearner(userId);
    await this.users.delete(userId);
    try {
      await this.sessions.destroyAllForUser(userId);
    } catch (error) {
      // The user no longer exists: identity treats the sessions as logged out; they expire with the idle timeout.
      this.logger.warn(
        `Sessions of deleted user ${userId} not ended: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    await endSession(req).catch(() => undefined);
  }

  /** The user, once the password given matches; wrong passwords are counted and throttled (429). */
  private async userWithPassword(
    userId: number,
    reply: FastifyReply,
    password: string,
    wrongMessage: string,
  ): Promise<UserEntity> {
    await this.confirmations.assertAllowed(userId, reply);
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(IDENTITY_MESSAGES.notLoggedIn);
    if (!(await this.hasher.verify(user.passwordHash, password))) {
      await this.confirmations.recordFailure(userId);
      throw new ForbiddenException(wrongMessage);
    }
    await this.confirmations.reset(userId);
    return user;
  }

  private toActiveSession({ id, data }: StoredSession, currentSessionId: string | null): ActiveSession {
    return {
      id: sessionHandle(id),
      ...describeUserAgent(data.userAgent),
      createdAt: new Date(data.createdAt).toISOString(),
      lastUsedAt: new Date(data.lastUsedAt ?? data.createdAt).toISOString(),
      current: id === currentSessionId,
    };
  }
}
