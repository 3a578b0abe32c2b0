import { type Endpoint } from '@grammarpath/contracts';
import { Delete, Get, Post } from '@nestjs/common';

/** Nest's form of an API path: without the leading slash ('/api/quiz-results' → 'api/quiz-results'). */
export const nestPath = (path: string): string => path.replace(/^\//, '');

/**
 * The route decorator of one of the contracts' ENDPOINTS: its method and path, so that a controller and the
 * browser name an operation the same way. Path parameters are passed as ':name'
 * (`@Route(ENDPOINTS.paths.detail(':id'))`); the controller itself is declared with `@Controller()`.
 */
export function Route(endpoint: Endpoint): MethodDecorator {
  const path = nestPath(endpoint.path);
  switch (endpoint.method) {
    case 'GET':
      return Get(path);
    case 'POST':
      return Post(path);
    case 'DELETE':
      return Delete(path);
  }
}
