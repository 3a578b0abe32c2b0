import { Module } from '@nestjs/common';
import { InternalSecretGuard } from './internal-secret.guard';
import { LearnerDataController } from './learner-data.controller';
import { LearnerDataService } from './learner-data.service';

/** Internal endpoints through which identity exports and deletes a learner's rows. */
@Module({
  controllers: [LearnerDataController],
  providers: [LearnerDataService, InternalSecretGuard],
})
export class LearnerDataModule {}
