// CPU time the stack spends per request, read from /proc (Linux only): unlike latency, it hardly moves when
// other work shares the machine, so it compares runs made at different moments.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/run.mjs';

const { Client } = createRequire(join(repoRoot, 'package.json'))('pg');
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** The name under which the benchmark's own process (autocannon runs in it) is reported. */
export const LOAD_GENERATOR = 'load generator';

/** The pid of the process listening on a local TCP port, from `ss -ltnp`; null when none is visible. */
function pidListeningOn(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  return pid ? Number(pid) : null;
}

/** utime + stime in µs of a process (all its threads) or, with `mainThread`, of its main thread; 0 once gone. */
function cpuMicros(pid, mainThread = false) {
  try {
    const stat = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The port of a Redis URL when it is on this machine (its CPU can be read here), else null. */
export function localRedisPort(redisUrl) {
  const url = new URL(redisUrl);
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ? Number(url.port || 6379) : null;
}

/**
 * Measures the processes listening on `ports` ({name: port}; a port nobody visible listens on is left out),
 * the Postgres backends connected to the database of `databaseUrl` (when given) and this process, where the
 * load generator runs: call start() before a load and perRequest(requests) after it for
 * {total: {name: µs per request}, mainThread: {name: µs per request}}. A Node.js or Redis process also
 * works on helper threads (garbage collection, I/O), so its total may exceed one core; its main thread,
 * the event loop, cannot.
 */
export async function processCpu(ports, databaseUrl) {
  const services = Object.fromEntries(
    Object.entries(ports)
      .map(([name, port]) => [name, pidListeningOn(port)])
      .filter(([, pid]) => pid !== null),
  );
  const missing = Object.keys(ports).filter((name) => !(name in services));
  if (missing.some((name) => name !== 'redis')) throw new Error(`nothing listens for ${missing.join(', ')}`);
  const client = databaseUrl ? new Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  const database = databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : null;
  /** {name: [pid, ...]}, Postgres backends included (the pool opens more of them under load). */
  const processes = async () => {
    const backends = client
      ? await client.query(
          'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [database],
        )
      : { rows: [] };
    return {
      ...Object.fromEntries(Object.entries(services).map(([name, pid]) => [name, [pid]])),
      ...(client ? { postgres: backends.rows.map((row) => row.pid) } : {}),
    };
  };
  const withOwn = async () => ({ ...(await processes()), [LOAD_GENERATOR]: [process.pid] });
  const sample = (all, mainThread) =>
    new Map(Object.values(all).flatMap((pids) => pids.map((pid) => [pid, cpuMicros(pid, mainThread)])));
  let before = { total: new Map(), mainThread: new Map() };
  return {
    async start() {
      const all = await withOwn();
      before = { total: sample(all, false), mainThread: sample(all, true) };
    },
    async perRequest(requests) {
      const all = await withOwn();
      const perRequest = (mainThread) => {
        const was = mainThread ? before.mainThread : before.total;
        const spent = (pids) =>
          pids.reduce((sum, pid) => sum + cpuMicros(pid, mainThread) - (was.get(pid) ?? 0), 0);
        return Object.fromEntries(
          Object.entries(all).map(([name, pids]) => [name, Math.round(spent(pids) / requests)]),
        );
      };
      return { total: perRequest(false), mainThread: perRequest(true) };
    },
    close: () => client?.end(),
  };
}
