import type { Server, Socket } from 'node:net';

/**
 * Holds every client address to at most `max` open connections: a connection beyond it is closed at once,
 * before any byte of it is read. Idle and slow clients then cost one address its own slots, never the
 * other learners' (the request read timeout frees the slots it holds).
 */
export function limitConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
