import {
  type AccountDataExport,
  type ActiveSession,
  type ChangePasswordResult,
  ENDPOINTS,
} from '@grammarpath/contracts';
import { CurrentUserId, currentSessionId, Route, SessionAuthGuard } from '@grammarpath/server-kit';
import { Body, Controller, Header, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SuccessDto } from '../shared/success.dto';
import { AccountManagementService } from './account-management.service';
import {
  AccountDataExportDto,
  ActiveSessionDto,
  ChangePasswordDto,
  ChangePasswordResultDto,
  DeleteAccountDto,
  EndSessionDto,
} from './dto/account-management.dto';

@ApiTags('account')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not logged in' })
@UseGuards(SessionAuthGuard)
@Controller()
export class AccountManagementController {
  constructor(private readonly account: AccountManagementService) {}

  @Route(ENDPOINTS.user.password)
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the password (the current one is asked); every other session ends' })
  @ApiOkResponse({ type: ChangePasswordResultDto })
  @ApiBadRequestResponse({ description: 'The new password is too short, too long or too common' })
  @ApiForbiddenResponse({ description: 'The current password is wrong' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords; Retry-After says when to try again' })
  changePassword(
    @CurrentUserId() userId: number,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() dto: ChangePasswordDto,
  ): Promise<ChangePasswordResult> {
    return this.account.changePassword(
      userId,
      currentSessionId(req),
      reply,
      dto.currentPassword,
      dto.newPassword,
    );
  }

  @Route(ENDPOINTS.user.sessions)
  @ApiOperation({ summary: 'The learner’s live sessions, this device first' })
  @ApiOkResponse({ type: [ActiveSessionDto] })
  sessions(@CurrentUserId() userId: number, @Req() req: FastifyRequest): Promise<ActiveSession[]> {
    return this.account.listSessions(userId, currentSessionId(req));
  }

  @Route(ENDPOINTS.user.endSessions)
  @HttpCode(200)
  @ApiOperation({
    summary: 'End one session (ending this device’s is logging out); answers the sessions left',
  })
  @ApiOkResponse({ type: [ActiveSessionDto] })
  @ApiNotFoundResponse({ description: 'No live session of the learner has this id' })
  endSession(
    @CurrentUserId() userId: number,
    @Req() req: FastifyRequest,
    @Body() dto: EndSessionDto,
  ): Promise<ActiveSession[]> {
    return this.account.endSession(userId, req, currentSessionId(req), dto.id);
  }

  @Route(ENDPOINTS.user.exportData)
  @Header('Content-Disposition', 'attachment; filename="grammarpath-my-data.json"')
  @ApiOperation({ summary: 'Download everything GrammarPath stores about the learner, as one JSON document' })
  @ApiOkResponse({ type: AccountDataExportDto })
  @ApiServiceUnavailableResponse({ description: 'The learning data cannot be reached right now' })
  exportData(@CurrentUserId() userId: number): Promise<AccountDataExport> {
    return this.account.exportData(userId);
  }

  @Route(ENDPOINTS.user.deleteAccount)
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete the account and all its data (the password is asked); the session ends' })
  @ApiOkResponse({ type: SuccessDto })
  @ApiForbiddenResponse({ description: 'The password is wrong' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords; Retry-After says when to try again' })
  @ApiServiceUnavailableResponse({ description: 'The learning data cannot be reached: nothing was deleted' })
  async deleteAccount(
    @CurrentUserId() userId: number,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() dto: DeleteAccountDto,
  ): Promise<{ success: true }> {
    await this.account.deleteAccount(userId, req, reply, dto.password);
    return { success: true };
  }
}
