import { IDENTITY_MESSAGES, type User } from '@grammarpath/contracts';
import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PasswordPolicy } from '../password-policy/password-policy';
import { toUser } from '../users/to-user';
import { UsersService } from '../users/users.service';
import { AttemptLimiter, type LoginAttempt } from './attempt-limiter';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import { PasswordHasher } from './password-hasher';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: AttemptLimiter,
    private readonly passwordPolicy: PasswordPolicy,
  ) {}

  async register(dto: RegisterDto, ip: string, reply: FastifyReply): Promise<User> {
    await this.limiter.assertRegisterAllowed(ip, reply);
    this.passwordPolicy.assertAcceptable(dto.password);
    if (await this.users.findByUsername(dto.username)) return this.rejectTaken();
    const passwordHash = await this.hasher.hash(dto.password);
    try {
      const created = await this.users.create({
        username: dto.username,
        passwordHash,
        displayName: dto.displayName,
        email: dto.email,
        preferHighContrast: dto.preferHighContrast,
      });
      return toUser(created);
    } catch (error) {
      // Lost a race for the same username between the check and the insert.
      if (error instanceof ConflictException) return this.rejectTaken();
      throw error;
    }
  }

  /** Same answer and similar timing whether the username exists or the password is wrong. */
  async login(dto: LoginDto, attempt: LoginAttempt, reply: FastifyReply): Promise<User> {
    await this.limiter.assertLoginAllowed(attempt, reply);
    const user = await this.users.findByUsername(dto.username);
    const valid = user
      ? await this.hasher.verify(user.passwordHash, dto.password)
      : await this.hasher.verifyDummy(dto.password);
    if (!user || !valid) {
      await this.limiter.recordLoginFailure(attempt);
      throw new UnauthorizedException(IDENTITY_MESSAGES.invalidCredentials);
    }
    await this.limiter.recordLoginSuccess(attempt);
    user.lastLogin = await this.users.recordLogin(user.id);
    return toUser(user);
  }

  private rejectTaken(): never {
    throw new ConflictException(IDENTITY_MESSAGES.usernameTaken);
  }
}
