import { ApiContentLanguage, ContentLanguage, Route } from '@grammarpath/server-kit';
import { type Language, type LearningResourceView, ENDPOINTS } from '@grammarpath/contracts';
import { Controller, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { IdParamPipe } from '../../shared/id-param.pipe';
import { LearningResourceViewDto } from './learning-resource-view.dto';
import { ResourcesService } from './resources.service';

@ApiTags('learning resources')
@Controller()
export class ResourcesController {
  constructor(private readonly resources: ResourcesService) {}

  @Route(ENDPOINTS.paths.resource(':id'))
  @ApiOkResponse({ type: LearningResourceViewDto })
  @ApiContentLanguage()
  @ApiBadRequestResponse({ description: 'A non-numeric id' })
  @ApiNotFoundResponse({ description: 'Unknown resource' })
  @ApiOperation({ summary: 'One learning resource (a stage’s grammar explanation)' })
  findOne(
    @Param('id', IdParamPipe) id: number,
    @ContentLanguage() language: Language,
  ): Promise<LearningResourceView> {
    return this.resources.findOne(id, language);
  }
}
