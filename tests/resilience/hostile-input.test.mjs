// Hostile input against every endpoint of the OpenAPI documents the gateway serves (/api/docs-json), so new
// endpoints are covered without editing this file: wrong types, unknown and missing fields, huge bodies,
// invalid JSON, SQL and script injection, other learners' ids. Never a 5xx; malformed requests get a 4xx
// JSON error; the learners' data is unchanged and nothing of another learner comes back.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { registerLearner, request } from './lib/http.mjs';
import { passStageQuiz } from './lib/stage-quiz.mjs';
import { startStackOnDataServices } from './lib/stack.mjs';

const INJECTIONS = [
  "' OR '1'='1' --",
  '1; DROP TABLE identity.users; --',
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  'null\u0000byte',
];
const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999',
  "1' OR '1'='1",
  '1;DROP TABLE x',
  '%00',
  '__proto__',
  '2147483648',
  '99999999999999999999',
];
/** Integers past what a 32-bit id column or a JavaScript number holds. */
const HUGE_INTEGERS = [2 ** 31, 2 ** 53, 1e21];
/** JSON nested this deep in a field (about 2,000 levels crashed validation once). */
const DEEP = 2_000;
const WRONG_VALUES = {
  string: [12345, true, [], {}],
  number: ['ten', true, [], {}, 1e308],
  integer: ['ten', 1.5, {}],
  boolean: ['yes', 1, {}],
  array: ['x', 1, {}],
  object: ['x', 1, []],
};

let stack;
let learner;
let other;
let operations;
let schemas;

const snapshot = async (who) => {
  const paths = [
    '/api/user',
    '/api/user/learning-path-progress',
    '/api/quiz-results',
    '/api/user/achievements',
  ];
  const out = {};
  for (const path of paths) {
    const res = await request(stack.url, 'GET', path, { cookie: who.cookie });
    if (res.status === 404) continue;
    out[path] = res.status === 200 ? res.json : res.status;
  }
  delete out['/api/user']?.lastLogin;
  return out;
};

/** Whether an error message names a field, as written (`displayName`) or in words (`Display name`). */
const namesField = (message, field) => {
  const text = String(message).toLowerCase();
  return text.includes(field.toLowerCase()) || text.includes(field.replace(/([A-Z])/g, ' $1').toLowerCase());
};

const resolveSchema = (schema) => (schema?.$ref ? schemas[schema.$ref.split('/').pop()] : schema);

/** A body with a plausible value for every documented property (what hostile variants start from). */
function plausibleBody(schema) {
  const body = {};
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
    const p = resolveSchema(prop);
    if (p.enum) body[name] = p.enum[0];
    else if (p.type === 'string') body[name] = p.format === 'email' ? 'someone@example.com' : 'valid_text';
    else if (p.type === 'number' || p.type === 'integer') body[name] = p.minimum ?? 1;
    else if (p.type === 'boolean') body[name] = false;
    else if (p.type === 'array') body[name] = [];
    else body[name] = {};
  }
  return body;
}

/**
 * The hostile variants of one operation: [label, request options, must be a 4xx, the field its message must
 * name (a 400 that says which field is wrong)].
 */
function variants(op) {
  const list = [];
  const path = op.path.replace(/\{[^}]+\}/g, '1');
  for (const param of op.query) {
    const q = resolveSchema(param.schema) ?? {};
    const values = [
      '\u0000',
      '-1',
      ...(['integer', 'number'].includes(q.type) ? ['99999999999999999999', '1e400', 'NaN'] : []),
    ];
    for (const value of values) {
      list.push([
        `?${param.name}=${JSON.stringify(value)}`,
        { path: `${path}?${param.name}=${encodeURIComponent(value)}` },
        value !== '-1' || q.type === 'integer',
        value === '-1' ? undefined : param.name,
      ]);
    }
  }
  for (const param of op.params) {
    for (const bad of BAD_IDS) {
      const p = op.path.replace(`{${param}}`, encodeURIComponent(bad)).replace(/\{[^}]+\}/g, '1');
      list.push([`${param}=${bad}`, { path: p }, bad !== '0' && bad !== '99999999999999']);
      list.push([
        `${param} of another learner's data`,
        { path: op.path.replace(/\{[^}]+\}/g, String(other.id)) },
        false,
      ]);
    }
  }
  if (op.method === 'GET') return list;
  list.push(['invalid JSON', { path, rawBody: '{"a": 1,,' }, true]);
  list.push(['truncated JSON', { path, rawBody: '{"username": "x' }, true]);
  list.push(['huge body (2 MB)', { path, rawBody: JSON.stringify({ x: 'a'.repeat(2_000_000) }) }, true]);
  list.push([
    `JSON nested ${DEEP} levels`,
    { path, rawBody: `{"x":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}` },
    true,
  ]);
  if (!op.schema) return list;
  const props = Object.entries(op.schema.properties ?? {});
  const base = plausibleBody(op.schema);
  list.push(['JSON array body', { path, body: [base] }, props.length > 0]);
  list.push(['JSON string body', { path, rawBody: '"hello"' }, props.length > 0]);
  list.push(['unknown field', { path, body: { ...base, hackerField: 1 } }, true]);
  list.push(["another learner's id", { path, body: { ...base, userId: other.id } }, true]);
  list.push([
    'prototype pollution',
    { path, rawBody: JSON.stringify(base).replace(/^\{/, '{"__proto__":{"isAdmin":true},') },
    false,
  ]);
  for (const required of op.schema.required ?? []) {
    const { [required]: _dropped, ...rest } = base;
    list.push([`missing ${required}`, { path, body: rest }, true]);
  }
  for (const [name, prop] of props) {
    const p = resolveSchema(prop);
    for (const wrong of WRONG_VALUES[p.type] ?? []) {
      list.push([
        `${name} = ${JSON.stringify(wrong).slice(0, 20)}`,
        { path, body: { ...base, [name]: wrong } },
        true,
      ]);
    }
    if (!p.nullable) list.push([`${name} = null`, { path, body: { ...base, [name]: null } }, true, name]);
    if (p.type === 'integer')
      for (const huge of HUGE_INTEGERS)
        list.push([`${name} = ${huge}`, { path, body: { ...base, [name]: huge } }, true, name]);
    if (['object', 'array'].includes(p.type) || p.$ref)
      list.push([
        `${name} nested ${DEEP} levels`,
        {
          path,
          rawBody: JSON.stringify({ ...base, [name]: 0 }).replace(
            /0\}$/,
            `${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`,
          ),
        },
        true,
      ]);
    if (p.type === 'string') {
      list.push([
        `${name} with a NUL character`,
        { path, body: { ...base, [name]: 'valid\u0000text' } },
        true,
        name,
      ]);
      for (const injection of INJECTIONS)
        list.push([`${name} injection ${injection}`, { path, body: { ...base, [name]: injection } }, false]);
      list.push([
        `${name} of 100,000 characters`,
        { path, body: { ...base, [name]: 'x'.repeat(100_000) } },
        true,
      ]);
    }
  }
  return list;
}

before(async () => {
  stack = await startStackOnDataServices(0);
  const tag = Date.now().toString(36);
  learner = await registerLearner(stack.url, `hostile_a_${tag}`);
  other = await registerLearner(stack.url, `hostile_b_${tag}`);
  // Give both some state worth protecting: the first stage of path 1, completed by passing its quiz.
  const [firstStage] = (await request(stack.url, 'GET', '/api/learning-paths/1')).json.stages;
  for (const who of [learner, other]) {
    const passed = await passStageQuiz(stack.url, who.cookie, firstStage.id);
    assert.ok(passed.ok && passed.stage?.completed, `stage ${firstStage.id} completed: ${passed.res.text}`);
  }
  const docs = (await request(stack.url, 'GET', '/api/docs-json')).json;
  schemas = docs.components?.schemas ?? {};
  operations = [];
  for (const [path, ops] of Object.entries(docs.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      if (path === '/api/logout') continue; // ends the test's own session; covered for bodies below
      operations.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        schema: resolveSchema(op.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
});

after(() => stack?.stop());

test('the OpenAPI documents list the endpoints of both services', () => {
  const paths = operations.map((o) => o.path);
  assert.ok(paths.includes('/api/user'), 'identity endpoints are documented');
  assert.ok(paths.includes('/api/learning-paths'), 'learning endpoints are documented');
  // Variants are generated from the documented fields: a body whose fields are not documented is not tested.
  const undocumented = operations
    .filter((o) => o.schema && Object.keys(o.schema.properties ?? {}).length === 0)
    .map((o) => `${o.method} ${o.path}`);
  assert.deepEqual(undocumented, [], 'request bodies without documented fields');
});

test('hostile requests to every endpoint: never a 5xx, malformed ones a 4xx JSON error, nothing changed or revealed', async () => {
  const before = { learner: await snapshot(learner), other: await snapshot(other) };
  const failures = [];
  let sent = 0;
  for (const op of operations) {
    for (const [label, variant, mustBe4xx, field] of variants(op)) {
      // Register and login start a new session for whoever calls them: send those without the learner's.
      // Well-formed writes may legitimately act (start a path, record feedback): only a visitor sends those,
      // so the learner's data must come out unchanged.
      const visitorOnly = /^\/api\/(register|login)$/.test(op.path) || (op.method !== 'GET' && !mustBe4xx);
      const callers = visitorOnly ? [null] : [learner, null];
      for (const who of callers) {
        const where = `${op.method} ${op.path} [${label}]${who ? '' : ' (no session)'}`;
        const res = await request(stack.url, op.method, variant.path, {
          ...variant,
          cookie: who?.cookie,
        }).catch((error) => ({ status: 0, text: `no answer: ${error.cause?.message ?? error.message}` }));
        sent += 1;
        // Refusing an oversized upload may close the connection before the client reads the 413.
        if (res.status === 0 && !label.startsWith('huge body')) failures.push(`${where}: ${res.text}`);
        if (res.status >= 500) failures.push(`${where}: ${res.status} ${res.text.slice(0, 200)}`);
        else if (mustBe4xx && (res.status < 400 || typeof res.json?.message !== 'string')) {
          failures.push(`${where}: expected a 4xx JSON error, got ${res.status} ${res.text.slice(0, 120)}`);
        } else if (field && res.status === 400 && !namesField(res.json?.message, field)) {
          failures.push(`${where}: the 400 does not name ${field}: ${res.text.slice(0, 120)}`);
        }
        if (res.text.includes(other.username)) failures.push(`${where}: revealed another learner's username`);
      }
    }
  }
  assert.ok(sent > 200, `sent ${sent} requests`);
  assert.deepEqual(failures, []);
  assert.deepEqual(await snapshot(other), before.other, "the other learner's data is unchanged");
  const after = await snapshot(learner);
  assert.equal(after['/api/user']?.isAdmin ?? false, false, 'no privilege gained');
  assert.deepEqual(
    after['/api/user/learning-path-progress'],
    before.learner['/api/user/learning-path-progress'],
  );
  assert.deepEqual(after['/api/quiz-results'], before.learner['/api/quiz-results']);
});

test('logout ignores hostile bodies safely', async () => {
  for (const rawBody of ['{"a": 1,,', JSON.stringify({ x: 'a'.repeat(2_000_000) })]) {
    const res = await request(stack.url, 'POST', '/api/logout', { rawBody, cookie: learner.cookie });
    assert.ok(res.status >= 400 && res.status < 500, `logout with a bad body: ${res.status}`);
  }
});
