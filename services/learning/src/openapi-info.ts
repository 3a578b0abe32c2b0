import { type OpenApiInfo } from '@grammarpath/server-kit';

export const LEARNING_OPENAPI: OpenApiInfo = {
  title: 'GrammarPath learning',
  description:
    'Questions and answer checking, quiz results, learning paths and progress, achievements, daily challenges, feedback.',
};
