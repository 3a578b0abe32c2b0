import { loadConfig } from '@grammarpath/server-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createGatewayApp } from '../create-gateway-app';
import { closedPort, type EchoUpstream, startEchoUpstream } from '../testing/echo-upstream';
import { createFrontendFixture, PRERENDERED } from '../testing/frontend-fixture';
import { type StandInRenderer, startStandInRenderer } from '../testing/stand-in-renderer';

const RENDERED = '<!doctype html><html lang="ja"><div id="root"><h2>学習パス</h2></div>';
const TIMEOUT_MS = 400;

async function startGateway(env: Record<string, string>, frontendRoot: string) {
  const config = loadConfig('gateway', { FRONTEND_ROOT: frontendRoot, LOG_LEVEL: 'silent', ...env });
  const app = await createGatewayApp(config, { frontendRoot, upstreamTimeoutMs: 500 });
  await app.listen(0, '127.0.0.1');
  return { app, base: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

describe("gateway: learners' pages from the shell's renderer", () => {
  let identity: EchoUpstream;
  let renderer: StandInRenderer;
  let frontend: ReturnType<typeof createFrontendFixture>;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    identity = await startEchoUpstream({ '/api/user': { get: { responses: {} } } });
    renderer = await startStandInRenderer();
    frontend = createFrontendFixture();
    ({ app, base } = await startGateway(
      {
        IDENTITY_URL: identity.url,
        LEARNING_URL: `http://127.0.0.1:${await closedPort()}`,
        RENDERER_URL: renderer.url,
        RENDERER_TIMEOUT_MS: String(TIMEOUT_MS),
      },
      frontend.root,
    ));
  });

  beforeEach(() => {
    renderer.received.length = 0;
  });

  afterAll(async () => {
    await app.close();
    await renderer.close();
    await identity.close();
    frontend.remove();
  });

  const http = () => request(base);

  it("sends a learner the renderer's page, asked with the path, the cookies and the languages", async () => {
    renderer.answer = { kind: 'page', html: RENDERED };
    const page = await http()
      .get('/learning-paths?lng=ja')
      .set('Cookie', 'gp.sid=s%3Aanything; lng=ja')
      .set('Accept-Language', 'ja-JP,ja;q=0.9')
      .expect(200);
    expect(page.text).toBe(RENDERED);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(renderer.received).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/learning-paths?lng=ja',
        headers: expect.objectContaining({
          cookie: 'gp.sid=s%3Aanything; lng=ja',
          'accept-language': 'ja-JP,ja;q=0.9',
        }),
      }),
    ]);
  });

  it('never asks it for a visitor, nor for files', async () => {
    renderer.answer = { kind: 'page', html: RENDERED };
    const visitor = await http().get('/auth?lng=ja').expect(200);
    expect(visitor.text).toBe(PRERENDERED['auth.ja.calm.html']);
    const file = await http().get('/main.3f2a9c1b.js').set('Cookie', 'gp.sid=s%3Aanything').expect(200);
    expect(file.text).toBe('console.log("shell")');
    expect(renderer.received).toEqual([]);
  });

  it('sends the client-rendered index.html when the renderer fails or has no page (no session)', async () => {
    for (const status of [500, 401, 404, 302]) {
      renderer.answer = { kind: 'status', status };
      const page = await http().get('/progress').set('Cookie', 'gp.sid=s%3Aanything').expect(200);
      expect(page.text).toContain('GrammarPath shell');
    }
    expect(renderer.received).toHaveLength(4);
  });

  it('sends index.html once the renderer is late, without waiting for it', async () => {
    renderer.answer = { kind: 'hang' };
    const started = Date.now();
    const page = await http().get('/').set('Cookie', 'gp.sid=s%3Aanything').expect(200);
    expect(page.text).toContain('GrammarPath shell');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
  });

  it('sends index.html when the renderer is down, or when none is configured', async () => {
    const down = await startGateway(
      { RENDERER_URL: `http://127.0.0.1:${await closedPort()}`, IDENTITY_URL: identity.url },
      frontend.root,
    );
    const none = await startGateway({ IDENTITY_URL: identity.url }, frontend.root);
    try {
      for (const gateway of [down.base, none.base]) {
        const page = await request(gateway).get('/quiz').set('Cookie', 'gp.sid=s%3Aanything').expect(200);
        expect(page.text).toContain('GrammarPath shell');
      }
    } finally {
      await down.app.close();
      await none.app.close();
    }
  });
});
