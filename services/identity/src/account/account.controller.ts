import { ENDPOINTS, type User } from '@grammarpath/contracts';
import { CurrentUserId, Route, SessionAuthGuard } from '@grammarpath/server-kit';
import { Body, Controller, HttpCode, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { UserDto } from '../users/user.dto';
import { AccountService } from './account.service';
import { PreferencesDto } from './dto/preferences.dto';
import { ThemeDto } from './dto/theme.dto';

@ApiTags('account')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not logged in' })
@UseGuards(SessionAuthGuard)
@Controller()
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Route(ENDPOINTS.user.current)
  @ApiOperation({ summary: 'The logged-in learner' })
  @ApiOkResponse({ type: UserDto })
  currentUser(@CurrentUserId() userId: number): Promise<User> {
    return this.account.currentUser(userId);
  }

  @Route(ENDPOINTS.user.theme)
  @HttpCode(200)
  @ApiOperation({ summary: 'Choose the mood theme; answers the learner' })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ description: 'Not one of the mood themes' })
  setTheme(@CurrentUserId() userId: number, @Body() dto: ThemeDto): Promise<User> {
    return this.account.setTheme(userId, dto.theme);
  }

  @Route(ENDPOINTS.user.preferences)
  @HttpCode(200)
  @ApiOperation({ summary: 'Save display preferences (high contrast); answers the learner' })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ description: 'A preference of the wrong type' })
  setPreferences(@CurrentUserId() userId: number, @Body() dto: PreferencesDto): Promise<User> {
    return this.account.setPreferences(userId, dto);
  }
}
