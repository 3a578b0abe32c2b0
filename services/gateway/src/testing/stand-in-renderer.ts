import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRenderer {
  url: string;
  /** The requests it received: method, path with query, headers. */
  received: Pick<IncomingMessage, 'method' | 'url' | 'headers'>[];
  /** What it answers next: a rendered page, a status without a page, or no answer at all. */
  answer: { kind: 'page'; html: string } | { kind: 'status'; status: number } | { kind: 'hang' };
  close(): Promise<void>;
}

/** A stand-in for the shell's renderer (shell/src/renderer): answers as told, and records what it was asked. */
export async function startStandInRenderer(): Promise<StandInRenderer> {
  const hanging = new Set<IncomingMessage>();
  const renderer: Omit<StandInRenderer, 'url' | 'close'> = {
    received: [],
    answer: { kind: 'status', status: 500 },
  };
  const server: Server = createServer((req, res) => {
    renderer.received.push({ method: req.method, url: req.url, headers: req.headers });
    const { answer } = renderer;
    if (answer.kind === 'hang') {
      hanging.add(req);
      return;
    }
    if (answer.kind === 'page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'text/plain' }).end('no page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(renderer, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
