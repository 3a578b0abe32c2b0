import { IDENTITY_MESSAGES, type MoodTheme, type User } from '@grammarpath/contracts';
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
}
