import type {
  AccountDataExport,
  ActiveSession,
  ChangePasswordRequest,
  ChangePasswordResult,
  DeleteAccountRequest,
  EndSessionRequest,
  LearningDataExport,
} from '@grammarpath/contracts';
import { PASSWORD_MAX } from '@grammarpath/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPasswordField } from '../../password-policy/new-password-field';
import { StudyDayDto } from '../../study-time/dto/study-time.dto';

/** The current password: checked against the hash, never against today's rule (older accounts keep theirs). */
function CurrentPasswordField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'password', maxLength: PASSWORD_MAX }),
    IsString(),
    IsNotEmpty(),
    // A bound on what is hashed; 128 code points are at most 256 UTF-16 units.
    MaxLength(PASSWORD_MAX * 2),
  );
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @CurrentPasswordField()
  currentPassword!: string;

  @NewPasswordField()
  newPassword!: string;
}

export class ChangePasswordResultDto implements ChangePasswordResult {
  @ApiProperty({ description: 'How many other sessions were ended' }) endedSessions!: number;
}

export class ActiveSessionDto implements ActiveSession {
  @ApiProperty({ description: 'Opaque handle for POST /api/user/sessions/end (not the session id)' })
  id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Chrome' }) browser!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Android' }) os!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', description: 'Kept to the minute' }) lastUsedAt!: string;
  @ApiProperty({ description: 'The session of this request' }) current!: boolean;
}

export class EndSessionDto implements EndSessionRequest {
  @ApiProperty({ maxLength: 64 })
  @MaxLength(64)
  @IsNotEmpty()
  @IsString()
  id!: string;
}

export class DeleteAccountDto implements DeleteAccountRequest {
  @CurrentPasswordField()
  password!: string;
}

export class AccountDataExportDto implements AccountDataExport {
  @ApiProperty({ format: 'date-time' }) exportedAt!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The identity.users row as stored (username, email, display_name, theme, prefer_high_contrast, ...), without the password hash',
  })
  user!: Record<string, unknown>;
  @ApiProperty({ type: [StudyDayDto] }) studyDays!: StudyDayDto[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'object' } },
    description:
      'The learning service’s rows about the learner, keyed by table: quizzes, quiz results, answers, progress, path progress, activity, achievements, badges, daily challenges, error patterns, question sets, feedback',
  })
  learning!: LearningDataExport;
}
