import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LearningResource } from './learning-resource.entity';
import { ResourcesController } from './resources.controller';
import { ResourcesService } from './resources.service';

/** GET /api/learning-resources/{id}; exports the resource reads the learning paths use for stage resources. */
@Module({
  imports: [TypeOrmModule.forFeature([LearningResource])],
  controllers: [ResourcesController],
  providers: [ResourcesService],
  exports: [ResourcesService],
})
export class ResourcesModule {}
