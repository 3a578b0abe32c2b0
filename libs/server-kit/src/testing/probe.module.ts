import { Body, Controller, Get, Module, Post, Req, UseGuards, type DynamicModule } from '@nestjs/common';
import { IsInt, IsString } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { ServiceCoreModule } from '../service-core.module';
import { CurrentUserId } from '../session/current-user-id.decorator';
import { SessionAuthGuard } from '../session/session-auth.guard';
import { startSession } from '../session/session-lifecycle';

class ProbeLoginDto {
  @IsInt()
  userId!: number;

  @IsString()
  name!: string;
}

/** A minimal service used by server-kit's own integration tests. */
@Controller('probe')
class ProbeController {
  @Post('login')
  async login(@Req() req: FastifyRequest, @Body() body: ProbeLoginDto): Promise<{ userId: number }> {
    await startSession(req, body.userId);
    return { userId: body.userId };
  }

  @UseGuards(SessionAuthGuard)
  @Get('me')
  me(@CurrentUserId() userId: number): { userId: number } {
    return { userId };
  }

  @Get('slow')
  async slow(): Promise<{ done: true }> {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { done: true };
  }

  @Get('boom')
  boom(): never {
    throw new Error('secret internal detail');
  }
}

@Module({})
export class ProbeModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: ProbeModule,
      imports: [ServiceCoreModule.forRoot({ config })],
      controllers: [ProbeController],
    };
  }
}
