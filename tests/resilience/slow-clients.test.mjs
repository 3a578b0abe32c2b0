// Slow and idle clients: hundreds of connections that declare a body and never finish sending it, or never
// send a request at all, must not starve other learners. The attackers connect from another loopback
// address (127.0.0.2), as clients elsewhere on the network would; learners keep logging in and reading
// paths from 127.0.0.1 throughout, each answer within 1 s.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import { registerLearner, request } from './lib/http.mjs';
import { startStackOnDataServices } from './lib/stack.mjs';

const SLOW_CONNECTIONS = 500;
const ATTACK_SECONDS = Number(process.env.SLOW_ATTACK_SECONDS ?? 20);
const ATTACKER_ADDRESS = '127.0.0.2';

let stack;

before(async () => {
  stack = await startStackOnDataServices(30);
});

after(() => stack?.stop());

/** One connection that sends the head of a POST and 7 bytes of its 5,000-byte body, then waits. */
function slowBody(port, path) {
  const socket = connect({ host: '127.0.0.1', port, localAddress: ATTACKER_ADDRESS });
  socket.on('error', () => undefined);
  socket.on('connect', () => {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: 5000\r\n\r\n{"a":"b`,
    );
  });
  return socket;
}

/** One connection that never sends anything. */
function idle(port) {
  const socket = connect({ host: '127.0.0.1', port, localAddress: ATTACKER_ADDRESS });
  socket.on('error', () => undefined);
  return socket;
}

/** Keeps `count` attacking sockets open until stopped, opening a new one whenever the server closes one. */
function keepAttacking(count, open) {
  const sockets = new Set();
  let stopped = false;
  const add = () => {
    if (stopped) return;
    const socket = open(sockets.size);
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      if (!stopped) setTimeout(add, 50);
    });
  };
  for (let i = 0; i < count; i += 1) add();
  return () => {
    stopped = true;
    for (const socket of sockets) socket.destroy();
  };
}

async function timed(label, run) {
  const started = performance.now();
  const res = await run();
  return { label, status: res.status, ms: performance.now() - started };
}

test(`${SLOW_CONNECTIONS} slow-body and idle connections for ${ATTACK_SECONDS} s: login and paths still answer within 1 s`, async () => {
  const learner = await registerLearner(stack.url, `slow_${Date.now().toString(36)}`);
  const port = stack.ports.gateway;
  const paths = ['/api/feedback', '/api/theme', '/api/login', '/api/questions'];
  const stopSlow = keepAttacking(SLOW_CONNECTIONS, (i) => slowBody(port, paths[i % paths.length]));
  const stopIdle = keepAttacking(100, () => idle(port));
  const samples = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const deadline = Date.now() + ATTACK_SECONDS * 1000;
    while (Date.now() < deadline) {
      samples.push(
        ...(await Promise.all([
          timed('GET /api/learning-paths/1', () => request(stack.url, 'GET', '/api/learning-paths/1')),
          timed('POST /api/login', () =>
            request(stack.url, 'POST', '/api/login', {
              body: { username: learner.username, password: learner.password },
            }),
          ),
        ])),
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    stopSlow();
    stopIdle();
  }
  const bad = samples.filter((s) => s.status !== 200 || s.ms > 1_000);
  assert.ok(samples.length >= ATTACK_SECONDS * 2, `only ${samples.length} samples`);
  assert.deepEqual(
    bad.map((s) => `${s.label}: ${s.status} in ${Math.round(s.ms)} ms`),
    [],
    `${bad.length} of ${samples.length} answers were late or failed`,
  );
});

test('a client address holding more connections than allowed gets no more, others are unaffected', async () => {
  const port = stack.ports.gateway;
  const attempted = 1_100; // beyond MAX_CONNECTIONS_PER_ADDRESS (1024)
  const sockets = Array.from({ length: attempted }, () => idle(port));
  try {
    // A connection the gateway has not accepted yet looks open to the client: wait until it has seen them all.
    const openCount = () => sockets.filter((s) => !s.destroyed && s.readyState === 'open').length;
    const deadline = Date.now() + 10_000;
    do await new Promise((resolve) => setTimeout(resolve, 500));
    while (openCount() > 1_024 && Date.now() < deadline);
    const open = openCount();
    assert.ok(open <= 1_024, `${open} of ${attempted} idle connections from ${ATTACKER_ADDRESS} stayed open`);
    const res = await request(stack.url, 'GET', '/api/learning-paths/1');
    assert.equal(res.status, 200);
  } finally {
    for (const socket of sockets) socket.destroy();
  }
});
