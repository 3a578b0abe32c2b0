import type { User } from '@grammarpath/contracts';
import { APP_CONFIG, type AppConfig, endSession, startSession } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserDto } from '../users/user.dto';
import { AuthService } from './auth.service';
import { isKnownDevice, rememberDevice } from './device-cookie';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';

function clientIp(req: FastifyRequest): string {
  return req.ip ?? 'unknown';
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
  async register(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() dto: RegisterDto,
  ): Promise<User> {
    const user = await this.auth.register(dto, clientIp(req), reply);
    await startSession(req, user.id);
    rememberDevice(req, reply, dto.username, this.config);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  async login(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() dto: LoginDto,
  ): Promise<User> {
    const attempt = {
      username: dto.username,
      ip: clientIp(req),
      knownDevice: isKnownDevice(req, dto.username),
    };
    const user = await this.auth.login(dto, attempt, reply);
    await startSession(req, user.id);
    rememberDevice(req, reply, dto.username, this.config);
    return user;
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: FastifyRequest): Promise<{ success: true }> {
    await endSession(req);
    return { success: true };
  }
}
