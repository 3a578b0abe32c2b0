import type { FastifyInstance } from 'fastify';

/** JSON bodies deeper than this are refused before they are parsed: no request of the API nests beyond 4. */
export const MAX_JSON_DEPTH = 32;

export const HOSTILE_INPUT_MESSAGES = {
  tooDeep: `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
  nul: (field: string) => `${field} must not contain NUL characters`,
};

/** Whether JSON text nests arrays and objects deeper than `max` levels (one pass, strings skipped). */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** The path of the first key or string value holding a NUL character (`answers[2].answer`), or undefined. */
export function fieldWithNul(value: unknown, path = ''): string | undefined {
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0) {
    const [current, at] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return at || 'value';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, `${at}[${index}]`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const child = at ? `${at}.${key}` : key;
        if (key.includes('\u0000')) return child;
        stack.push([item, child]);
      }
    }
  }
  return undefined;
}

/**
 * Postgres refuses NUL in text, so a NUL in any query parameter or body string would fail deep inside a
 * query: refuse it up front with a 400 that names the field.
 */
export function registerNulCheck(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (req, reply, done) => {
    const field = fieldWithNul(req.query) ?? fieldWithNul(req.body);
    if (field === undefined) return done();
    void reply
      .code(400)
      .send({ statusCode: 400, message: HOSTILE_INPUT_MESSAGES.nul(field), requestId: req.id });
  });
}
