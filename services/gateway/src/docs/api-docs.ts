import type { AppConfig } from '@grammarpath/server-kit';
import type { INestApplication } from '@nestjs/common';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { mergeOpenApiDocuments, type ServiceDocument } from './merge-openapi';

const FETCH_TIMEOUT_MS = 3_000;
const TITLE = 'GrammarPath API';

async function fetchDocument(service: string, baseUrl: string): Promise<ServiceDocument> {
  try {
    const response = await fetch(`${baseUrl}/openapi.json`, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return { service, document: null };
    return { service, document: (await response.json()) as OpenAPIObject };
  } catch {
    return { service, document: null };
  }
}

export async function fetchCombinedDocument(config: AppConfig): Promise<OpenAPIObject> {
  const sources = await Promise.all([
    fetchDocument('identity', config.identityUrl),
    fetchDocument('learning', config.learningUrl),
  ]);
  return mergeOpenApiDocuments(TITLE, sources);
}

/** Swagger UI at /api/docs and the combined JSON at /api/docs-json, fetched from the services per request. */
export function setupApiDocs(app: INestApplication, config: AppConfig): void {
  SwaggerModule.setup('api/docs', app, mergeOpenApiDocuments(TITLE, []), {
    jsonDocumentUrl: 'api/docs-json',
    raw: ['json'],
    customSiteTitle: TITLE,
    patchDocumentOnRequest: () => fetchCombinedDocument(config),
  });
}
