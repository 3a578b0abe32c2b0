import {
  type AppConfig,
  PreparedStatements,
  ServiceCoreModule,
  SessionModule,
} from '@grammarpath/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountController } from './account/account.controller';
import { AccountManagementController } from './account/account-management.controller';
import { AccountManagementService } from './account/account-management.service';
import { AccountService } from './account/account.service';
import { LearningDataClient } from './account/learning-data.client';
import { PasswordConfirmationLimiter } from './account/password-confirmation-limiter';
import { AttemptLimiter } from './auth/attempt-limiter';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { PasswordHasher } from './auth/password-hasher';
import { IDENTITY_DATABASE } from './database';
import { PasswordPolicy } from './password-policy/password-policy';
import { StudyTimeController } from './study-time/study-time.controller';
import { StudyTimeService } from './study-time/study-time.service';
import { UserEntity } from './users/user.entity';
import { UserProfileCache } from './users/user-profile-cache';
import { UsersService } from './users/users.service';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({ config, database: IDENTITY_DATABASE }),
        TypeOrmModule.forFeature([UserEntity]),
        // The session store, for listing and ending a learner's sessions.
        SessionModule,
      ],
      controllers: [AuthController, AccountController, AccountManagementController, StudyTimeController],
      providers: [
        UsersService,
        UserProfileCache,
        PasswordHasher,
        PasswordPolicy,
        AttemptLimiter,
        AuthService,
        AccountService,
        AccountManagementService,
        LearningDataClient,
        PasswordConfirmationLimiter,
        StudyTimeService,
        PreparedStatements,
      ],
    };
  }
}
