import type { User } from '@grammarpath/contracts';
import { CurrentUserId, SessionAuthGuard } from '@grammarpath/server-kit';
import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { UserDto } from '../users/user.dto';
import { AccountService } from './account.service';
import { PreferencesDto } from './dto/preferences.dto';
import { ThemeDto } from './dto/theme.dto';

@ApiTags('account')
@ApiCookieAuth()
@UseGuards(SessionAuthGuard)
@Controller('api')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Get('user')
  @ApiOkResponse({ type: UserDto })
  currentUser(@CurrentUserId() userId: number): Promise<User> {
    return this.account.currentUser(userId);
  }

  @Post('theme')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  setTheme(@CurrentUserId() userId: number, @Body() dto: ThemeDto): Promise<User> {
    return this.account.setTheme(userId, dto.theme);
  }

  @Post('user/preferences')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  setPreferences(@CurrentUserId() userId: number, @Body() dto: PreferencesDto): Promise<User> {
    return this.account.setPreferences(userId, dto);
  }
}
