import { ENDPOINTS, type User } from '@grammarpath/contracts';
import { APP_CONFIG, type AppConfig, endSession, Route, startSession } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, Inject, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SuccessDto } from '../shared/success.dto';
import { UserDto } from '../users/user.dto';
import { AuthService } from './auth.service';
import { isKnownDevice, rememberDevice } from './device-cookie';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';

function clientIp(req: FastifyRequest): string {
  return req.ip ?? 'unknown';
}

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(ENDPOINTS.user.register)
  @ApiOperation({ summary: 'Create an account and log in (a session cookie is set)' })
  @ApiCreatedResponse({ type: UserDto })
  @ApiBadRequestResponse({
    description: 'The username or password breaks the rules (length, characters, too common)',
  })
  @ApiConflictResponse({ description: 'The username is taken' })
  @ApiTooManyRequestsResponse({
    description: 'Too many registrations from this address; Retry-After says when',
  })
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

  @Route(ENDPOINTS.user.login)
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in (a session cookie is set)' })
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ description: 'Wrong username or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts; Retry-After says when to try again' })
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

  @Route(ENDPOINTS.user.logout)
  @HttpCode(200)
  @ApiOperation({ summary: 'End this session (answers success with or without one)' })
  @ApiOkResponse({ type: SuccessDto })
  async logout(@Req() req: FastifyRequest): Promise<{ success: true }> {
    await endSession(req);
    return { success: true };
  }
}
