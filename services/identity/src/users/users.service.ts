import { IDENTITY_MESSAGES, type MoodTheme, type StudyDay, type User } from '@grammarpath/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { toUser } from './to-user';
import { UserEntity } from './user.entity';
import { UserProfileCache } from './user-profile-cache';

export interface NewUser {
  username: string;
  passwordHash: string;
  displayName?: string;
  email?: string;
  preferHighContrast?: boolean;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
  );
}

/**
 * The one access path to identity.users; every write is scoped to one user id and clears the user's cached
 * profile once it has committed.
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly profiles: UserProfileCache,
  ) {}

  /** The public profile, from the cache when it holds it. */
  async findProfile(id: number): Promise<User | null> {
    const cached = await this.profiles.read(id);
    if (cached) return cached;
    const user = await this.users.findOneBy({ id });
    if (!user) return null;
    const profile = toUser(user);
    await this.profiles.store(profile);
    return profile;
  }

  /** The whole row, password hash included: for checks inside identity only. */
  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
  }

  /** Registering logs the user in: createdAt and lastLogin are the same instant. */
  async create(newUser: NewUser): Promise<UserEntity> {
    const now = new Date();
    try {
      return await this.users.save(
        this.users.create({
          username: newUser.username,
          passwordHash: newUser.passwordHash,
          displayName: newUser.displayName ?? null,
          email: newUser.email ?? null,
          preferHighContrast: newUser.preferHighContrast ?? false,
          createdAt: now,
          lastLogin: now,
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(IDENTITY_MESSAGES.usernameTaken);
      throw error;
    }
  }

  async recordLogin(id: number): Promise<Date> {
    const lastLogin = new Date();
    await this.users.update({ id }, { lastLogin });
    await this.profiles.forget(id);
    return lastLogin;
  }

  async setTheme(id: number, theme: MoodTheme): Promise<void> {
    await this.users.update({ id }, { theme });
    await this.profiles.forget(id);
  }

  async setPreferences(id: number, preferences: { preferHighContrast?: boolean }): Promise<void> {
    if (preferences.preferHighContrast !== undefined) {
      await this.users.update({ id }, { preferHighContrast: preferences.preferHighContrast });
      await this.profiles.forget(id);
    }
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
    await this.profiles.forget(id);
  }

  /** The users row as stored, every column but the password hash (for the learner's data export). */
  async exportRow(id: number): Promise<Record<string, unknown> | null> {
    const rows = await this.users.manager.query<Array<Record<string, unknown>>>(
      `SELECT * FROM identity.users WHERE id = $1`,
      [id],
    );
    if (rows.length === 0) return null;
    const { password_hash: _hash, ...row } = rows[0];
    return row;
  }

  /** Every day with study minutes, oldest first (for the learner's data export). */
  studyDays(id: number): Promise<StudyDay[]> {
    return this.users.manager.query<StudyDay[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, minutes FROM identity.study_days WHERE user_id = $1 ORDER BY day`,
      [id],
    );
  }

  /** Deletes the user and their study days in one transaction; the username is free again after it. */
  async delete(id: number): Promise<void> {
    await this.users.manager.transaction(async (manager) => {
      await manager.query(`DELETE FROM identity.study_days WHERE user_id = $1`, [id]);
      await manager.query(`DELETE FROM identity.users WHERE id = $1`, [id]);
    });
    await this.profiles.forget(id);
  }
}
