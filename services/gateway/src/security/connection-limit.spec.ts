import { createServer, connect, type Server, type Socket } from 'node:net';
import { once } from 'node:events';
import { limitConnectionsPerAddress } from './connection-limit';

describe('limitConnectionsPerAddress', () => {
  let server: Server;
  let port: number;
  const clients: Socket[] = [];

  beforeEach(async () => {
    server = createServer((socket) => socket.write('hi'));
    limitConnectionsPerAddress(server, 3);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.destroy();
    server.close();
    await once(server, 'close');
  });

  const open = async (): Promise<{ socket: Socket; greeted: boolean }> => {
    const socket = connect({ host: '127.0.0.1', port });
    clients.push(socket);
    const greeted = await new Promise<boolean>((resolve) => {
      socket.once('data', () => resolve(true));
      socket.once('close', () => resolve(false));
    });
    return { socket, greeted };
  };

  it('serves up to the limit from one address and closes the connections beyond it', async () => {
    const results = [await open(), await open(), await open(), await open()];
    expect(results.map((r) => r.greeted)).toEqual([true, true, true, false]);
  });

  it('gives a slot back when a connection closes', async () => {
    const first = await open();
    await open();
    await open();
    first.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await open()).greeted).toBe(true);
  });
});
