import { IDENTITY_MESSAGES, type MoodTheme, type User } from '@grammarpath/contracts';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { UsersService } from '../users/users.service';

/** The logged-in user's own record. A session whose user no longer exists counts as logged out. */
@Injectable()
export class AccountService {
  constructor(private readonly users: UsersService) {}

  async currentUser(userId: number): Promise<User> {
    const user = await this.users.findProfile(userId);
    if (!user) throw new UnauthorizedException(IDENTITY_MESSAGES.notLoggedIn);
    return user;
  }

  async setTheme(userId: number, theme: MoodTheme): Promise<User> {
    await this.users.setTheme(userId, theme);
    return this.currentUser(userId);
  }

  async setPreferences(userId: number, preferences: { preferHighContrast?: boolean }): Promise<User> {
    await this.users.setPreferences(userId, preferences);
    return this.currentUser(userId);
  }
}
