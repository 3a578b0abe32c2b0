import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { assertPortsFree, portAnswers } from './ports.mjs';

async function listening() {
  const server = createServer((socket) => socket.end());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test('a port with a listener is taken, and named with its role', async () => {
  const server = await listening();
  const { port } = server.address();
  try {
    assert.equal(await portAnswers(port), true);
    await assert.rejects(
      assertPortsFree({ gateway: port }),
      new RegExp(`Port ${port} \\(gateway\\) is already in use`),
    );
  } finally {
    server.close();
  }
});

test('a port nothing listens on is free', async () => {
  const server = await listening();
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  assert.equal(await portAnswers(port), false);
  await assertPortsFree({ gateway: port });
});
