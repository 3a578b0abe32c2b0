// Faults, against a Postgres and a Redis of this file's own (spare ports; the machine's shared ones are never
// touched): Postgres killed with -9 mid-load and restarted, Redis restarted or hung, identity or learning down.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { httpOk, repoRoot } from '../../scripts/lib/run.mjs';
import { startOwnPostgres, startOwnRedis } from './lib/data-servers.mjs';
import { registerLearner, request } from './lib/http.mjs';
import { passStageQuiz } from './lib/stage-quiz.mjs';
import { startResilienceStack } from './lib/stack.mjs';

const require = createRequire(join(repoRoot, 'package.json'));
const PORT_BASE = Number(process.env.RESILIENCE_PORT_BASE ?? 4400) + 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let pg;
let redis;
let stack;

const ready = (name) => httpOk(`http://127.0.0.1:${stack.ports[name]}/health/ready`);
async function secondsUntilReady(names, limitSeconds) {
  const t0 = Date.now();
  while (Date.now() - t0 < limitSeconds * 1000 + 5_000) {
    if ((await Promise.all(names.map(ready))).every(Boolean)) return (Date.now() - t0) / 1000;
    await sleep(100);
  }
  return Infinity;
}

async function query(sql, params) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

before(async () => {
  pg = await startOwnPostgres(PORT_BASE + 5);
  redis = await startOwnRedis(PORT_BASE + 6);
  stack = await startResilienceStack({ portBase: PORT_BASE, databaseServerUrl: pg.url, redisUrl: redis.url });
});

after(async () => {
  await stack?.stop();
  await redis?.stop();
  await pg?.stop();
});

test('Postgres killed with -9 mid-load: no acknowledged write lost, services ready again within 10 s', async () => {
  const path = (await request(stack.url, 'GET', '/api/learning-paths/1')).json;
  const stageIds = path.stages.map((s) => s.id);
  const tag = Date.now().toString(36);
  const learners = [];
  for (let i = 0; i < 8; i += 1)
    learners.push({ ...(await registerLearner(stack.url, `pgkill_${tag}_${i}`)), next: 0 });
  const acknowledged = { users: [], stages: [] };
  const statuses = new Map();
  let running = true;
  let n = 0;
  const worker = async (learner) => {
    while (running) {
      const username = `pgkill_${tag}_r${(n += 1)}`;
      const reg = await request(stack.url, 'POST', '/api/register', {
        body: { username, password: 'resilience-pw-1' },
      }).catch(() => ({ status: 0 }));
      statuses.set(reg.status, (statuses.get(reg.status) ?? 0) + 1);
      if (reg.status === 201) acknowledged.users.push(username);
      if (learner.next < stageIds.length) {
        // A stage is completed by passing its practice quiz: the result's answer acknowledges the completion.
        const stageId = stageIds[learner.next];
        const passed = await passStageQuiz(stack.url, learner.cookie, stageId, {
          call: async (method, path, options) => {
            const res = await request(stack.url, method, path, options).catch(() => ({ status: 0 }));
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            return res;
          },
        });
        if (passed.ok && passed.stage?.completed) {
          acknowledged.stages.push({ userId: learner.id, stageId });
          learner.next += 1;
        }
      }
      await sleep(20);
    }
  };
  const workers = learners.map(worker);
  await sleep(1_500);
  await pg.kill9();
  await sleep(1_000);
  await pg.restart();
  const readyAfter = await secondsUntilReady(['identity', 'learning'], 10);
  await sleep(1_500);
  running = false;
  await Promise.all(workers);

  assert.ok(readyAfter <= 10, `identity and learning ready ${readyAfter} s after Postgres came back`);
  assert.ok(acknowledged.users.length > 0 && acknowledged.stages.length > 0, 'writes were acknowledged');
  assert.ok(!statuses.has(500), `no 500 (statuses: ${JSON.stringify([...statuses])})`);
  const users = new Set((await query('SELECT username FROM identity.users')).map((r) => r.username));
  const lostUsers = acknowledged.users.filter((u) => !users.has(u.toLowerCase()) && !users.has(u));
  assert.deepEqual(lostUsers, [], 'every acknowledged registration is in Postgres');
  const progress = await query(
    'SELECT "userId", "stagesCompleted" FROM learning.user_learning_path_progress WHERE "pathId" = 1',
  );
  const done = new Map(progress.map((r) => [Number(r.userId), r.stagesCompleted.map(Number)]));
  const lostStages = acknowledged.stages.filter((s) => !(done.get(s.userId) ?? []).includes(s.stageId));
  assert.deepEqual(lostStages, [], 'every acknowledged stage completion is in Postgres');
  const again = await request(stack.url, 'GET', '/api/user', { cookie: learners[0].cookie });
  assert.equal(again.status, 200, 'sessions still work after the restart');
});

test('Redis restarted: requests get 401 (never 500), ready within 5 s, logging in again works', async () => {
  const learner = await registerLearner(stack.url, `redis_${Date.now().toString(36)}`);
  assert.equal((await request(stack.url, 'GET', '/api/user', { cookie: learner.cookie })).status, 200);
  const seen = new Set();
  await redis.restart();
  const t0 = Date.now();
  let readySeconds = Infinity;
  while (Date.now() - t0 < 10_000) {
    const res = await request(stack.url, 'GET', '/api/user', { cookie: learner.cookie });
    seen.add(res.status);
    assert.ok(
      res.status === 401 || res.status === 503,
      `GET /api/user after a Redis restart: ${res.status} ${res.text}`,
    );
    if (res.status === 401 && (await ready('identity')) && (await ready('learning'))) {
      readySeconds = (Date.now() - t0) / 1000;
      break;
    }
    await sleep(100);
  }
  assert.ok(
    readySeconds <= 5,
    `ready and answering 401 ${readySeconds} s after the restart (seen ${[...seen]})`,
  );
  const login = await request(stack.url, 'POST', '/api/login', {
    body: { username: learner.username, password: learner.password },
  });
  assert.equal(login.status, 200);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  assert.equal((await request(stack.url, 'GET', '/api/user', { cookie })).status, 200);
  assert.equal((await request(stack.url, 'GET', '/api/user/learning-path-progress', { cookie })).status, 200);
});

test('Redis hung: requests get 503 within 8 s (never hang, never 500), and work again once it answers', async () => {
  const learner = await registerLearner(stack.url, `hung_${Date.now().toString(36)}`);
  assert.equal((await request(stack.url, 'GET', '/api/user', { cookie: learner.cookie })).status, 200);
  redis.pause();
  try {
    const t0 = Date.now();
    const res = await request(stack.url, 'GET', '/api/user', { cookie: learner.cookie });
    const seconds = (Date.now() - t0) / 1000;
    assert.equal(res.status, 503, `GET /api/user while Redis hangs: ${res.status} ${res.text}`);
    assert.ok(seconds <= 8, `the 503 came after ${seconds} s`);
  } finally {
    redis.resume();
  }
  const t0 = Date.now();
  let status;
  while (Date.now() - t0 < 5_000) {
    status = (await request(stack.url, 'GET', '/api/user', { cookie: learner.cookie })).status;
    if (status === 200) break;
    await sleep(100);
  }
  assert.equal(status, 200, 'the same session works again once Redis answers');
});

test('identity or learning down: the gateway answers 503 JSON and the other service keeps working', async () => {
  const learner = await registerLearner(stack.url, `down_${Date.now().toString(36)}`);
  for (const [down, downPath, upPath] of [
    ['identity', '/api/user', '/api/learning-paths'],
    ['learning', '/api/learning-paths', '/api/user'],
  ]) {
    await stack.kill(down);
    try {
      const res = await request(stack.url, 'GET', downPath, { cookie: learner.cookie });
      assert.equal(res.status, 503, `${downPath} with ${down} down`);
      assert.equal(res.json?.statusCode, 503);
      assert.match(res.json?.message ?? '', new RegExp(`${down} service is unavailable`));
      const write = await request(
        stack.url,
        'POST',
        down === 'identity' ? '/api/theme' : '/api/learning-paths/1/start',
        {
          cookie: learner.cookie,
          body: down === 'identity' ? { theme: 'default' } : undefined,
        },
      );
      assert.equal(write.status, 503, `a write with ${down} down`);
      const up = await request(stack.url, 'GET', upPath, { cookie: learner.cookie });
      assert.equal(up.status, 200, `${upPath} keeps working while ${down} is down`);
    } finally {
      await stack.start(down);
    }
    assert.equal(
      (await request(stack.url, 'GET', downPath, { cookie: learner.cookie })).status,
      200,
      `${down} back`,
    );
  }
});
