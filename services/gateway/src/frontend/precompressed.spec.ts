import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { IMMUTABLE, NO_CACHE } from './cache-policy';
import { servePrecompressed } from './precompressed';

const SCRIPT = 'console.log("a chunk of the shell");'.repeat(50);

describe('servePrecompressed', () => {
  let folder: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'gp-precompressed-'));
    mkdirSync(join(folder, 'nested'));
    const files: Record<string, string | Buffer> = {
      'main.3f2a9c1b.js': SCRIPT,
      'main.3f2a9c1b.js.br': brotliCompressSync(SCRIPT),
      'main.3f2a9c1b.js.gz': gzipSync(SCRIPT),
      'remoteEntry.js': SCRIPT,
      'remoteEntry.js.gz': gzipSync(SCRIPT),
      'nested/plain.12345678.js': SCRIPT,
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
    const app = express();
    app.use(servePrecompressed(folder));
    app.use((_req, res) => res.status(418).send('passed on'));
    server = app.listen(0);
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  interface Answer {
    status: number;
    headers: IncomingHttpHeaders;
    /** The body decoded according to its Content-Encoding. */
    text: string;
  }

  /** A raw request: fetch would choose its own Accept-Encoding, and a URL would normalise the path. */
  const get = (path: string, acceptEncoding: string, method = 'GET') =>
    new Promise<Answer>((resolvePromise, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path, method, headers: { 'Accept-Encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const decoded =
              encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
            resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, text: decoded.toString() });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('sends the brotli copy to a browser that accepts it, typed and cached as the file itself', async () => {
    const response = await get('/main.3f2a9c1b.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.text).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted, or not there', async () => {
    const gzipOnly = await get('/main.3f2a9c1b.js', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.text).toBe(SCRIPT);
    const noBrotliCopy = await get('/remoteEntry.js', 'br, gzip');
    expect(noBrotliCopy.headers['content-encoding']).toBe('gzip');
    expect(noBrotliCopy.headers['cache-control']).toBe(NO_CACHE);
    expect(noBrotliCopy.text).toBe(SCRIPT);
  });

  it('passes on files without a copy, unencoded requests, other methods and paths outside the folder', async () => {
    expect((await get('/nested/plain.12345678.js', 'br, gzip')).status).toBe(418);
    expect((await get('/main.3f2a9c1b.js', 'identity')).status).toBe(418);
    expect((await get('/missing.js', 'br')).status).toBe(418);
    expect((await get('/nested/', 'br')).status).toBe(418);
    expect((await get('/%2e%2e/main.3f2a9c1b.js', 'br')).status).toBe(418);
    expect((await get('/main.3f2a9c1b.js', 'br', 'POST')).status).toBe(418);
  });
});
