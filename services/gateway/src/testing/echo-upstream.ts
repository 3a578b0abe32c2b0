import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EchoedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface EchoUpstream {
  url: string;
  /** Remote ports of the connections the upstream accepted (to see keep-alive reuse). */
  connections: number;
  /** Requests received, health checks aside. */
  requests: number;
  close(): Promise<void>;
}

/**
 * A stand-in service: /health, /openapi.json, and for everything else it echoes the request as JSON
 * and sets a session cookie, as identity does at login. Requests with x-test-hang get no answer, and
 * requests with x-test-status (or a test-status cookie, for requests a browser makes) get that status
 * with a JSON error body.
 */
export async function startEchoUpstream(paths: Record<string, object> = {}): Promise<EchoUpstream> {
  const state = { connections: 0, requests: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/health') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
        return;
      }
      state.requests += 1;
      if (req.headers['x-test-hang'] !== undefined) return; // never answers
      const status = Number(
        req.headers['x-test-status'] ?? /(?:^|;\s*)test-status=(\d+)/.exec(req.headers.cookie ?? '')?.[1],
      );
      if (status) {
        const body = { statusCode: status, message: 'Sessions are temporarily unavailable.' };
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        return;
      }
      if (req.url === '/openapi.json') {
        const document = { openapi: '3.0.0', info: { title: 'echo', version: '1' }, paths };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
        return;
      }
      const echoed: EchoedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      res.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': ['gp.sid=s%3Aupstream.sig; Path=/; HttpOnly; SameSite=Lax'],
      });
      res.end(JSON.stringify(echoed));
    });
  });
  server.on('connection', () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get connections() {
      return state.connections;
    },
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port with nothing listening on it (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
