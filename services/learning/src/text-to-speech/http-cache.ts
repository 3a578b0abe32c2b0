import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A clip never changes for its ETag: the browser may keep it a day, then revalidates (304). */
export const SPEECH_CACHE_CONTROL = 'private, max-age=86400';

/** Requests whose answer may be kept by the browser (and by nothing shared), with the Cache-Control to send. */
const privateAnswers = new WeakMap<FastifyRequest, string>();

/**
 * Marks the answer as cacheable by this learner's browser only. The session hook makes every answer to a
 * signed-in request `no-store`; the hook below, registered after it, puts this value back for marked
 * requests whose answer is a success (200) or a 304, never for an error.
 */
export function cachePrivately(req: FastifyRequest, reply: FastifyReply, value: string): void {
  privateAnswers.set(req, value);
  void reply.header('cache-control', value);
}

export function registerPrivateCacheHook(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (req, reply, payload, done) => {
    const value = privateAnswers.get(req);
    if (value && (reply.statusCode === 200 || reply.statusCode === 304))
      void reply.header('cache-control', value);
    done(null, payload);
  });
}

/**
 * If-None-Match as a list of entity tags compared weakly. `*` is not honoured: the read-aloud POST is a
 * query that has no stored resource to exist or not, so only a tag it gave out answers 304.
 */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((tag) => tag.trim());
  return tags.some((tag) => tag.replace(/^W\//, '') === etag);
}
