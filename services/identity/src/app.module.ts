import { type AppConfig, ServiceCoreModule } from '@grammarpath/server-kit';
import {
  type DynamicModule,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountController } from './account/account.controller';
import { AccountService } from './account/account.service';
import { AttemptLimiter } from './auth/attempt-limiter';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { PasswordHasher } from './auth/password-hasher';
import { IDENTITY_DATABASE } from './database';
import { beaconJsonBody } from './study-time/beacon-body.middleware';
import { StudyTimeController } from './study-time/study-time.controller';
import { StudyTimeService } from './study-time/study-time.service';
import { UserEntity } from './users/user.entity';
import { UsersService } from './users/users.service';

@Module({})
export class AppModule implements NestModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({ config, database: IDENTITY_DATABASE }),
        TypeOrmModule.forFeature([UserEntity]),
      ],
      controllers: [AuthController, AccountController, StudyTimeController],
      providers: [
        UsersService,
        PasswordHasher,
        AttemptLimiter,
        AuthService,
        AccountService,
        StudyTimeService,
      ],
    };
  }

  /** The study time saved on leaving arrives as a beacon (text/plain JSON). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(beaconJsonBody).forRoutes({ path: 'api/user/study-time', method: RequestMethod.POST });
  }
}
