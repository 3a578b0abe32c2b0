import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export interface OpenApiInfo {
  title: string;
  description?: string;
  version?: string;
}

export const OPENAPI_JSON_PATH = '/openapi.json';

export function buildOpenApiDocument(
  app: INestApplication,
  info: OpenApiInfo,
  cookieName: string,
): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle(info.title)
    .setDescription(info.description ?? '')
    .setVersion(info.version ?? '1.0')
    .addCookieAuth(cookieName);
  return SwaggerModule.createDocument(app, builder.build());
}

/** Serves the service's OpenAPI document at GET /openapi.json (the gateway combines them). */
export function serveOpenApiJson(app: INestApplication, document: OpenAPIObject): void {
  app
    .getHttpAdapter()
    .get(OPENAPI_JSON_PATH, (_req: unknown, reply: { send(body: unknown): void }) => reply.send(document));
}
