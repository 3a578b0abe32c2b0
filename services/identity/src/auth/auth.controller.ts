import type { User } from '@grammarpath/contracts';
import { APP_CONFIG, type AppConfig, endSession, startSession } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UserDto } from '../users/user.dto';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';

function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('register')
  @ApiCreatedResponse({ type: UserDto })
  async register(@Req() req: Request, @Body() dto: RegisterDto): Promise<User> {
    const user = await this.auth.register(dto, clientIp(req));
    await startSession(req, user.id);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  async login(@Req() req: Request, @Body() dto: LoginDto): Promise<User> {
    const user = await this.auth.login(dto, clientIp(req));
    await startSession(req, user.id);
    return user;
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ success: true }> {
    await endSession(req, res, this.config);
    return { success: true };
  }
}
