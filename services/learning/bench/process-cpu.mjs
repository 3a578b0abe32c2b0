// CPU time the stack spends per request, read from /proc (Linux only): unlike latency, it hardly moves when
// other work shares the machine, so it compares runs made at different moments.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../../scripts/lib/run.mjs';

const { Client } = createRequire(join(repoRoot, 'package.json'))('pg');
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** The pid of the process listening on a local TCP port, from `ss -ltnp`. */
function pidListeningOn(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return Number(pid);
}

/** utime + stime in µs; 0 once the process is gone. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Measures the services on `ports` ({name: port}) and the Postgres backends connected to the database of
 * `databaseUrl`: call start() before a load and perRequest(requests) after it for {name: µs per request}.
 */
export async function processCpu(ports, databaseUrl) {
  const services = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, pidListeningOn(port)]),
  );
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  /** {name: [pid, ...]}, Postgres backends included (the pool opens more of them under load). */
  const processes = async () => {
    const backends = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return {
      ...Object.fromEntries(Object.entries(services).map(([name, pid]) => [name, [pid]])),
      postgres: backends.rows.map((row) => row.pid),
    };
  };
  let before = new Map();
  return {
    async start() {
      before = new Map(
        Object.values(await processes()).flatMap((pids) => pids.map((pid) => [pid, cpuMicros(pid)])),
      );
    },
    async perRequest(requests) {
      const spent = (pids) => pids.reduce((sum, pid) => sum + cpuMicros(pid) - (before.get(pid) ?? 0), 0);
      return Object.fromEntries(
        Object.entries(await processes()).map(([name, pids]) => [name, Math.round(spent(pids) / requests)]),
      );
    },
    close: () => client.end(),
  };
}
