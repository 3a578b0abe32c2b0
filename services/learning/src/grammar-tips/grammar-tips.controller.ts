import { Route } from '@grammarpath/server-kit';
import { type GrammarTips, ENDPOINTS } from '@grammarpath/contracts';
import { Controller, Header, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GrammarTipsService } from './grammar-tips.service';

/** Tips change only with a deploy: browsers and caches keep them for an hour, then revalidate by ETag. */
export const GRAMMAR_TIPS_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

@ApiTags('grammar tips')
@Controller()
export class GrammarTipsController {
  constructor(private readonly grammarTips: GrammarTipsService) {}

  @Route(ENDPOINTS.grammarTips)
  @Header('Cache-Control', GRAMMAR_TIPS_CACHE_CONTROL)
  @ApiOperation({ summary: 'The Grammar Guide tips: per topic, per question type and five general tips' })
  all(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): GrammarTips | undefined {
    void res.header('ETag', this.grammarTips.etag);
    if (req.headers['if-none-match'] === this.grammarTips.etag) {
      res.status(304);
      return undefined;
    }
    return this.grammarTips.tips;
  }
}
