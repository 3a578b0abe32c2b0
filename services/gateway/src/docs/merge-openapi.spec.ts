import type { OpenAPIObject } from '@nestjs/swagger';
import { mergeOpenApiDocuments } from './merge-openapi';

const doc = (path: string, schema: string, tag: string): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: tag, version: '1' },
  paths: { [path]: { get: { responses: {} } } },
  components: { schemas: { [schema]: { type: 'object' } } },
  tags: [{ name: tag }, { name: 'shared' }],
});

describe('mergeOpenApiDocuments', () => {
  it('combines paths, schemas and tags of every service', () => {
    const merged = mergeOpenApiDocuments('GrammarPath API', [
      { service: 'identity', document: doc('/api/user', 'UserDto', 'auth') },
      { service: 'learning', document: doc('/api/questions', 'QuestionDto', 'quiz') },
    ]);
    expect(Object.keys(merged.paths)).toEqual(['/api/user', '/api/questions']);
    expect(Object.keys(merged.components?.schemas ?? {})).toEqual(['UserDto', 'QuestionDto']);
    expect(merged.tags?.map((tag) => tag.name)).toEqual(['auth', 'shared', 'quiz']);
    expect(merged.info.title).toBe('GrammarPath API');
  });

  it('says which services are missing', () => {
    const merged = mergeOpenApiDocuments('GrammarPath API', [
      { service: 'identity', document: doc('/api/user', 'UserDto', 'auth') },
      { service: 'learning', document: null },
    ]);
    expect(Object.keys(merged.paths)).toEqual(['/api/user']);
    expect(merged.info.description).toContain('Not available right now: learning.');
  });
});
