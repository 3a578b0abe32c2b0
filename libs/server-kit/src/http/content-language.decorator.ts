import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiQuery } from '@nestjs/swagger';
import { CONTENT_LANGUAGE_PARAM, LANGUAGES, contentLanguageOf, type Language } from '@grammarpath/contracts';
import type { FastifyRequest } from 'fastify';

/** The language a request wants teaching texts in: `?lng=`, else Accept-Language, else English. */
export const ContentLanguage = createParamDecorator((_data: unknown, context: ExecutionContext): Language => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const query = request.query as Record<string, unknown> | undefined;
  return contentLanguageOf(query?.[CONTENT_LANGUAGE_PARAM], request.headers['accept-language']);
});

/** Documents, on an operation answering with teaching texts, how their language is chosen. */
export function ApiContentLanguage(): MethodDecorator {
  return applyDecorators(
    ApiQuery({
      name: CONTENT_LANGUAGE_PARAM,
      required: false,
      enum: LANGUAGES,
      description:
        'The language of the teaching texts (else Accept-Language, else English); a text not translated comes in English',
    }),
    ApiHeader({ name: 'Accept-Language', required: false, description: 'Used when lng is not given' }),
  );
}
