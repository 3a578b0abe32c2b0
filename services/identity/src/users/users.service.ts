import { IDENTITY_MESSAGES, type MoodTheme } from '@grammarpath/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { UserEntity } from './user.entity';

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

/** The one access path to identity.users; every write is scoped to one user id. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

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
    return lastLogin;
  }

  async setTheme(id: number, theme: MoodTheme): Promise<void> {
    await this.users.update({ id }, { theme });
  }

  async setPreferences(id: number, preferences: { preferHighContrast?: boolean }): Promise<void> {
    if (preferences.preferHighContrast !== undefined) {
      await this.users.update({ id }, { preferHighContrast: preferences.preferHighContrast });
    }
  }
}
