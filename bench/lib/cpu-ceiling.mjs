// The most requests per second a machine could serve at the CPU cost per request measured under load.
import { availableParallelism } from 'node:os';

/** Processes that spread over several cores by themselves (one backend per connection). */
const MULTI_PROCESS = new Set(['postgres']);

/**
 * `cpu` is processCpu's {total, mainThread}: µs per request per process, the load generator included. All
 * the processes share the machine's cores, and the main thread of each (a Node.js or Redis event loop) runs
 * on one core at most. The ceiling is the lower of the two limits: no setting of the servers can exceed it
 * on this machine.
 */
export function cpuCeiling({ total, mainThread }, cores = availableParallelism()) {
  const spent = Object.values(total).reduce((sum, micros) => sum + Math.max(0, micros), 0);
  if (spent === 0) return null;
  const busiestLoop = Math.max(
    0,
    ...Object.entries(mainThread)
      .filter(([name]) => !MULTI_PROCESS.has(name))
      .map(([, micros]) => micros),
  );
  const limits = [(cores * 1e6) / spent, ...(busiestLoop > 0 ? [1e6 / busiestLoop] : [])];
  return Math.round(Math.min(...limits));
}
