// API load cases: a bare node:http JSON server (started here, in its own process) as the baseline, then
// GET /api/user with a session, straight at identity and through the gateway (autocannon, 50 connections).
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot, waitFor, portOpen } from '../../scripts/lib/run.mjs';
import { cpuCeiling } from './cpu-ceiling.mjs';
import { localRedisPort, processCpu } from './process-cpu.mjs';

const require = createRequire(join(repoRoot, 'package.json'));
const autocannon = require('autocannon');

export const LOAD = { connections: 50, durationSeconds: Number(process.env.BENCH_DURATION ?? 10) };

/** Seconds of the same load before each measured run, unmeasured, so that figures are of compiled code. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);

/**
 * A warm-up run, then one measured autocannon run at LOAD's connections and duration (`options` are
 * autocannon's: method, headers, body, requests); {reqPerSec, p50, p99, errors, non2xx, requests}.
 * `beforeMeasuring` runs between the two (for example to start counting CPU time).
 */
async function load(url, options = {}, { beforeMeasuring } = {}) {
  const runFor = (duration) => autocannon({ url, connections: LOAD.connections, duration, ...options });
  if (WARMUP_SECONDS > 0) await runFor(WARMUP_SECONDS);
  await beforeMeasuring?.();
  const result = await runFor(LOAD.durationSeconds);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Starts the bare server in a child process on `port`; returns a stop function. */
export async function startBareServer(port) {
  const child = fork(join(repoRoot, 'bench', 'lib', 'bare-server.mjs'), [String(port)], { stdio: 'ignore' });
  await waitFor(() => portOpen(port), { timeoutMs: 10_000, what: 'the bare server' });
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Registers a learner through the gateway and returns its session cookie ("name=value"). */
export async function registerLearner(gatewayUrl, username) {
  const res = await fetch(`${gatewayUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-password-1' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get('set-cookie');
  if (!cookie) throw new Error('register set no cookie');
  return cookie.split(';')[0];
}

/**
 * The load figures of one case, the CPU each process measured by `cpu` (processCpu) spent per request and
 * the ceiling those costs allow on this machine's cores.
 */
export async function loadWithCpu(url, cpu, options) {
  const { requests, ...figures } = await load(url, options, { beforeMeasuring: () => cpu.start() });
  const spent = await cpu.perRequest(requests);
  return { ...figures, cpu: spent.total, cpuCeiling: cpuCeiling(spent) };
}

/** One case of this benchmark, measuring the processes listening on `ports` ({name: port}). */
async function measuredCase(url, ports, options) {
  const cpu = await processCpu(ports);
  try {
    return await loadWithCpu(url, cpu, options);
  } finally {
    await cpu.close();
  }
}

/** The API cases of the benchmark; returns {name: figures} and the ratios against the targets. */
export async function runApiCases({ ports, stackPorts, cookie, redisUrl }) {
  const cases = {};
  const redisPort = localRedisPort(redisUrl);
  const redis = redisPort ? { redis: redisPort } : {};
  const stopBare = await startBareServer(ports.bare);
  try {
    cases['bare node:http JSON'] = await measuredCase(`http://127.0.0.1:${ports.bare}/api/user`, {
      bare: ports.bare,
    });
  } finally {
    await stopBare();
  }
  const headers = { cookie };
  cases['GET /api/user direct'] = await measuredCase(
    `http://127.0.0.1:${stackPorts.identity}/api/user`,
    { identity: stackPorts.identity, ...redis },
    { headers },
  );
  cases['GET /api/user via gateway'] = await measuredCase(
    `http://127.0.0.1:${stackPorts.gateway}/api/user`,
    { gateway: stackPorts.gateway, identity: stackPorts.identity, ...redis },
    { headers },
  );
  const bare = cases['bare node:http JSON'];
  const direct = cases['GET /api/user direct'];
  const gateway = cases['GET /api/user via gateway'];
  const percent = (part, whole) => (part && whole ? `${((part / whole) * 100).toFixed(1)} %` : '');
  // `ceiling`: the same ratio between the CPU ceilings, what the measured costs allow on this machine.
  const targets = [
    {
      name: 'direct req/s ≥ 25 % of bare',
      value: percent(direct.reqPerSec, bare.reqPerSec),
      ceiling: percent(direct.cpuCeiling, bare.cpuCeiling),
      ok: direct.reqPerSec >= 0.25 * bare.reqPerSec,
    },
    {
      name: 'gateway req/s ≥ 90 % of direct',
      value: percent(gateway.reqPerSec, direct.reqPerSec),
      ceiling: percent(gateway.cpuCeiling, direct.cpuCeiling),
      ok: gateway.reqPerSec >= 0.9 * direct.reqPerSec,
    },
    {
      name: 'gateway adds ≤ 5 ms at p99',
      value: `${gateway.p99 - direct.p99} ms`,
      ok: gateway.p99 - direct.p99 <= 5,
    },
  ];
  for (const [name, figures] of Object.entries(cases)) {
    if (figures.errors || figures.non2xx) {
      targets.push({
        name: `${name}: no errors`,
        value: `${figures.errors} errors, ${figures.non2xx} non-2xx`,
        ok: false,
      });
    }
  }
  return { cases, targets };
}
