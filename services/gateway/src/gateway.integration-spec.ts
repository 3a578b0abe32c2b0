import { loadConfig } from '@grammarpath/server-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { createGatewayApp } from './create-gateway-app';
import {
  closedPort,
  type EchoedRequest,
  type EchoUpstream,
  startEchoUpstream,
} from './testing/echo-upstream';
import { createFrontendFixture, LARGE_CHUNK, PRERENDERED } from './testing/frontend-fixture';

function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('gateway', () => {
  let identity: EchoUpstream;
  let frontend: ReturnType<typeof createFrontendFixture>;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    identity = await startEchoUpstream({ '/api/user': { get: { responses: {} } } });
    frontend = createFrontendFixture();
    const config = loadConfig('gateway', {
      IDENTITY_URL: identity.url,
      LEARNING_URL: `http://127.0.0.1:${await closedPort()}`,
      FRONTEND_ROOT: frontend.root,
      ALLOWED_ORIGINS: 'https://partner.example',
      BODY_LIMIT: '1kb',
      REMOTE_MFE_QUIZ_URL: 'https://cdn.example/quiz/mf-manifest.json',
      LOG_LEVEL: 'silent',
      REQUEST_READ_TIMEOUT_SECONDS: '2',
    });
    app = await createGatewayApp(config, { frontendRoot: frontend.root, upstreamTimeoutMs: 500 });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    await identity.close();
    frontend.remove();
  });

  const http = () => request(base);

  describe('proxy', () => {
    it('routes identity paths with cookies, forwarding headers and a request id', async () => {
      const response = await http()
        .post('/api/login?next=1')
        .set('Cookie', 'gp.sid=abc; other=1')
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ username: 'ana', password: 'secret' })
        .expect(200);
      const echoed = response.body as EchoedRequest;
      expect(echoed.method).toBe('POST');
      expect(echoed.url).toBe('/api/login?next=1');
      expect(echoed.headers.cookie).toBe('gp.sid=abc; other=1');
      expect(JSON.parse(echoed.body)).toEqual({ username: 'ana', password: 'secret' });
      // No proxy is trusted by default (the gateway is the edge): what the client claimed is replaced.
      expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(echoed.headers['x-forwarded-proto']).toBe('http');
      expect(echoed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers['x-request-id']).toBe(echoed.headers['x-request-id']);
      expect(response.headers['set-cookie']).toEqual([
        'gp.sid=s%3Aupstream.sig; Path=/; HttpOnly; SameSite=Lax',
      ]);
    });

    it('passes a body on only once it has been read whole, and closes a connection that sends it too slowly', async () => {
      const { connect } = await import('node:net');
      const port = Number(new URL(base).port);
      const before = identity.requests;
      const socket = connect({ host: '127.0.0.1', port });
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
      });
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"u',
      );
      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(identity.requests).toBe(before);
    }, 10_000);

    it('keeps the caller request id', async () => {
      const response = await http().get('/api/user').set('x-request-id', 'trace-42').expect(200);
      expect(response.body.headers['x-request-id']).toBe('trace-42');
      expect(response.headers['x-request-id']).toBe('trace-42');
    });

    it("passes a service's answer on without adding security headers of its own", async () => {
      const proxied = await http().get('/api/user').expect(200);
      expect(proxied.headers['content-security-policy']).toBeUndefined();
      expect(proxied.headers['x-content-type-options']).toBeUndefined();
      const own = await http().get('/remotes.json').expect(200);
      expect(own.headers['x-content-type-options']).toBe('nosniff');
    });

    it('reuses upstream connections (keep-alive)', async () => {
      const before = identity.connections;
      for (let i = 0; i < 5; i += 1) await http().get('/api/user').expect(200);
      expect(identity.connections - before).toBeLessThanOrEqual(1);
    });

    it('answers 503 JSON instead of hanging when a service does not answer', async () => {
      const started = Date.now();
      const response = await http().get('/api/user').set('x-test-hang', '1').expect(503);
      expect(response.body).toMatchObject({
        statusCode: 503,
        message: 'The identity service is unavailable. Please try again shortly.',
      });
      expect(Date.now() - started).toBeLessThan(3_000);
    });

    it("passes a service's own 503 on at once, without asking again", async () => {
      const before = identity.requests;
      const response = await http().get('/api/user').set('x-test-status', '503').expect(503);
      expect(response.body).toMatchObject({ message: 'Sessions are temporarily unavailable.' });
      expect(identity.requests - before).toBe(1);
    });

    it('answers 503 JSON at once when a service is down', async () => {
      const started = Date.now();
      const response = await http().get('/api/learning-paths').expect(503);
      expect(response.body).toMatchObject({
        statusCode: 503,
        message: 'The learning service is unavailable. Please try again shortly.',
      });
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  });

  describe('same-origin check for writes', () => {
    it('refuses a cross-origin POST with 403', async () => {
      const response = await http()
        .post('/api/login')
        .set('Origin', 'https://evil.example')
        .send({})
        .expect(403);
      expect(response.body).toMatchObject({ statusCode: 403, message: 'Cross-origin request refused' });
      const bySite = await http().post('/api/theme').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403);
      expect(bySite.body.message).toBe('Cross-origin request refused');
    });

    it('lets same-origin, allowed-origin and header-less POSTs through', async () => {
      await http().post('/api/login').set('Origin', base).send({}).expect(200);
      await http().post('/api/login').set('Origin', 'https://partner.example').send({}).expect(200);
      await http().post('/api/login').set('Sec-Fetch-Site', 'same-origin').send({}).expect(200);
      await http().post('/api/login').send({}).expect(200);
    });

    it('lets cross-origin reads through', async () => {
      await http().get('/api/user').set('Origin', 'https://evil.example').expect(200);
    });
  });

  it('answers a body over BODY_LIMIT with 413 JSON', async () => {
    const response = await http()
      .post('/api/login')
      .send({ username: 'x'.repeat(4096) })
      .expect(413);
    expect(response.body).toMatchObject({ statusCode: 413, message: 'Request body is too large' });
  });

  describe('front ends', () => {
    it('serves remotes.json from the REMOTE_MFE_*_URL settings, never cached', async () => {
      const response = await http().get('/remotes.json').expect(200);
      expect(response.body).toEqual({
        mfe_quiz: 'https://cdn.example/quiz/mf-manifest.json',
        mfe_paths: '/mfe/paths/mf-manifest.json',
        mfe_progress: '/mfe/progress/mf-manifest.json',
      });
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('serves the shell with index.html for browser routes', async () => {
      for (const path of ['/', '/quiz', '/learning-paths/3/stages/4']) {
        const response = await http().get(path).expect(200);
        expect(response.text).toContain('GrammarPath shell');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('sends a visitor the prerendered page of the path, in the language and theme its request names', async () => {
      const auth = await http().get('/auth').set('Accept-Language', 'ja-JP,ja;q=0.9').expect(200);
      expect(auth.text).toBe(PRERENDERED['auth.ja.calm.html']);
      expect(auth.headers['content-type']).toMatch(/^text\/html/);
      expect(auth.headers.vary).toMatch(/Cookie, Accept-Language/);
      expect(auth.headers['cache-control']).toBe('no-cache');
      const { headers, body } = await rawGet(`${base}/auth?lng=ja`, { 'accept-encoding': 'br' });
      expect(headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(body).toString()).toBe(PRERENDERED['auth.ja.calm.html']);

      const home = await http()
        .get('/')
        .set('Cookie', 'mood-theme=serene; lng=en')
        .set('Accept-Language', 'ja')
        .expect(200);
      expect(home.text).toBe(PRERENDERED['home.en.serene.html']);

      const missing = await http().get('/no/such/page?lng=vi').expect(404);
      expect(missing.text).toBe(PRERENDERED['not-found.vi.calm.html']);
    });

    it('sends a learner from /auth home at once, and a stale session cookie the visitor page', async () => {
      const learner = await http().get('/auth?lng=ja').set('Cookie', 'gp.sid=s%3Avalid').expect(302);
      expect(learner.headers.location).toBe('/');
      const stale = await http().get('/auth?lng=ja').set('Cookie', 'gp.sid=s%3Aexpired; test-status=401');
      expect(stale.status).toBe(200);
      expect(stale.text).toBe(PRERENDERED['auth.ja.calm.html']);
      const unknown = await http()
        .get('/auth?lng=ja')
        .set('Cookie', 'gp.sid=s%3Ax; test-status=503')
        .expect(200);
      expect(unknown.text).toContain('GrammarPath shell');
    });

    it('sends index.html to a request with a session, for pages not prerendered, and when a file is missing', async () => {
      const learner = await http().get('/').set('Cookie', 'gp.sid=s%3Aanything').expect(200);
      expect(learner.text).toContain('GrammarPath shell');
      expect(learner.headers.vary).toMatch(/Cookie/);
      const quiz = await http().get('/quiz?lng=ja').expect(200);
      expect(quiz.text).toContain('GrammarPath shell');
      const notBuilt = await http().get('/auth?lng=zh').expect(200);
      expect(notBuilt.text).toContain('GrammarPath shell');
    });

    it('caches hashed files for a year and revalidates the rest', async () => {
      const hashed = await http().get('/main.3f2a9c1b.js').expect(200);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const entry = await http().get('/mfe/quiz/remoteEntry.js').expect(200);
      expect(entry.text).toBe('var quiz;');
      expect(entry.headers['cache-control']).toBe('no-cache');
      const chunk = await http().get('/mfe/quiz/static/js/512.a1b2c3d4e5.js').expect(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await http().get('/mfe/quiz/mf-manifest.json').expect(200)).headers['cache-control']).toBe(
        'no-cache',
      );
    });

    it("sends the build's pre-compressed copy the browser accepts, with the file's own type and cache policy", async () => {
      for (const encoding of ['br', 'gzip']) {
        // fetch would decode the body itself: read the bytes as sent.
        const { headers, body } = await rawGet(`${base}/app.0123abcd.js`, { 'accept-encoding': encoding });
        expect(headers['content-encoding']).toBe(encoding);
        expect(headers['content-type']).toMatch(/^(application|text)\/javascript/);
        expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(headers.vary).toMatch(/accept-encoding/i);
        expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(
          LARGE_CHUNK,
        );
      }
      const plain = await http().get('/app.0123abcd.js').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(LARGE_CHUNK);
    });

    it('answers 404 for missing assets and remotes that are not built', async () => {
      await http().get('/missing.js').expect(404);
      const remote = await http().get('/mfe/paths/remoteEntry.js').expect(404);
      expect(remote.body.statusCode).toBe(404);
    });

    it('sends a content security policy that allows the configured remote origins', async () => {
      const response = await http().get('/').expect(200);
      expect(response.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('health and docs', () => {
    it('is alive, and not ready while learning is down', async () => {
      await http().get('/health').expect(200, { status: 'ok' });
      const ready = await http().get('/health/ready').expect(503);
      expect(ready.body.details).toMatchObject({ identity: { status: 'up' }, learning: { status: 'down' } });
    });

    it('combines the services OpenAPI documents at /api/docs-json and serves Swagger UI at /api/docs', async () => {
      const json = await http().get('/api/docs-json').expect(200);
      expect(Object.keys(json.body.paths)).toEqual(['/api/user']);
      expect(json.body.info.description).toContain('Not available right now: learning.');
      const ui = await http().get('/api/docs').expect(200);
      expect(ui.text).toContain('swagger-ui');
    });
  });
});
