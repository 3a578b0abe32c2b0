import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JSON_BODY_ERRORS } from './error-body';
import { HOSTILE_INPUT_MESSAGES, jsonDeeperThan, MAX_JSON_DEPTH } from './hostile-input';

function parseJson(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  // Deep nesting would overflow the stack of the validation that walks the parsed body.
  if (jsonDeeperThan(trimmed, MAX_JSON_DEPTH))
    throw Object.assign(new Error(HOSTILE_INPUT_MESSAGES.tooDeep), { statusCode: 400 });
  try {
    return JSON.parse(trimmed);
  } catch {
    throw Object.assign(new Error(JSON_BODY_ERRORS.invalidJson), { statusCode: 400 });
  }
}

/**
 * JSON bodies up to `limitBytes` (413 beyond); an empty body is no body, invalid JSON a 400 in the one
 * error shape. navigator.sendBeacon can only send text/plain, so on `beaconPaths` a text/plain body is
 * read as JSON too (and passes the same DTO validation); elsewhere text/plain is a 415.
 */
export function registerJsonBodyParser(
  fastify: FastifyInstance,
  limitBytes: number,
  beaconPaths: readonly string[] = [],
): void {
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: limitBytes },
    (_req: FastifyRequest, body: string | Buffer, done) => {
      try {
        done(null, parseJson(body.toString()));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  fastify.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: limitBytes },
    (req: FastifyRequest, body: string | Buffer, done) => {
      if (!beaconPaths.includes(req.url.split('?', 1)[0])) {
        return done(
          Object.assign(new Error(JSON_BODY_ERRORS.unsupportedType), { statusCode: 415 }),
          undefined,
        );
      }
      try {
        done(null, parseJson(body.toString()) ?? {});
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}
