import {
  BadRequestException,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  type PipeTransform,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InternalSecretGuard } from './internal-secret.guard';
import { type LearnerRows, LearnerDataService } from './learner-data.service';

const USER_ID_MAX = 2_147_483_647;

/** A user id: a positive Postgres integer. */
const userIdPipe: PipeTransform<number, number> = {
  transform(value: number): number {
    if (value < 1 || value > USER_ID_MAX) throw new BadRequestException('userId is out of range');
    return value;
  },
};

/**
 * Identity's calls for "download my data" and "delete my account" (DESIGN §3: identity never reads this
 * schema). Outside /api, so the gateway never routes it, and guarded by the shared INTERNAL_API_SECRET; left
 * out of the public OpenAPI document.
 */
@ApiExcludeController()
@UseGuards(InternalSecretGuard)
@Controller('internal/learners')
export class LearnerDataController {
  constructor(private readonly learnerData: LearnerDataService) {}

  @Get(':userId/export')
  export(@Param('userId', ParseIntPipe, userIdPipe) userId: number): Promise<LearnerRows> {
    return this.learnerData.export(userId);
  }

  @Delete(':userId')
  @HttpCode(200)
  async delete(
    @Param('userId', ParseIntPipe, userIdPipe) userId: number,
  ): Promise<{ deleted: Record<string, number> }> {
    return { deleted: await this.learnerData.delete(userId) };
  }
}
