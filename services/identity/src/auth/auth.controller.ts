import type { User } from '@grammarpath/contracts';
import { endSession, startSession } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { UserDto } from '../users/user.dto';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';

function clientIp(req: FastifyRequest): string {
  return req.ip ?? 'unknown';
}

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @ApiCreatedResponse({ type: UserDto })
  async register(@Req() req: FastifyRequest, @Body() dto: RegisterDto): Promise<User> {
    const user = await this.auth.register(dto, clientIp(req));
    await startSession(req, user.id);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  async login(@Req() req: FastifyRequest, @Body() dto: LoginDto): Promise<User> {
    const user = await this.auth.login(dto, clientIp(req));
    await startSession(req, user.id);
    return user;
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: FastifyRequest): Promise<{ success: true }> {
    await endSession(req);
    return { success: true };
  }
}
