import { type LearningResourceView } from '@grammarpath/contracts';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../learning-paths/id-param.pipe';
import { ResourcesService } from './resources.service';

@ApiTags('learning resources')
@Controller('api/learning-resources')
export class ResourcesController {
  constructor(private readonly resources: ResourcesService) {}

  @Get(':id')
  @ApiOperation({ summary: 'One learning resource (a stage’s grammar explanation)' })
  findOne(@Param('id', IdParamPipe) id: number): Promise<LearningResourceView> {
    return this.resources.findOne(id);
  }
}
