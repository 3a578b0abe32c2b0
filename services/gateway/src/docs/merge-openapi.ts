import type { OpenAPIObject } from '@nestjs/swagger';

export interface ServiceDocument {
  service: string;
  /** null when the service did not answer. */
  document: OpenAPIObject | null;
}

/** One document for the whole API: the services' paths, schemas and tags side by side. */
export function mergeOpenApiDocuments(title: string, sources: readonly ServiceDocument[]): OpenAPIObject {
  const merged: OpenAPIObject = {
    openapi: '3.0.0',
    info: { title, version: '1.0', description: '' },
    paths: {},
    components: { schemas: {}, securitySchemes: {} },
    tags: [],
  };
  const missing: string[] = [];
  for (const { service, document } of sources) {
    if (!document) {
      missing.push(service);
      continue;
    }
    Object.assign(merged.paths, document.paths);
    Object.assign(merged.components!.schemas!, document.components?.schemas);
    Object.assign(merged.components!.securitySchemes!, document.components?.securitySchemes);
    for (const tag of document.tags ?? []) {
      if (!merged.tags!.some((existing) => existing.name === tag.name)) merged.tags!.push(tag);
    }
  }
  const included = sources.filter((source) => source.document).map((source) => source.service);
  merged.info.description =
    `GrammarPath API through the gateway (services: ${included.join(', ') || 'none'}).` +
    (missing.length > 0 ? ` Not available right now: ${missing.join(', ')}.` : '');
  return merged;
}
