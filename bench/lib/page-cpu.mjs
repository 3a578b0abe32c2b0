// The main-thread CPU a learner page costs the browser, read from the kernel's accounting of Chromium's renderer
// thread (/proc): unlike Lighthouse's simulated timings, which move with every change of the host's load, it
// moves little between runs, so it tells whether a change made a page cheaper. Two figures a page, medians of
// several loads in a fresh browser context each, unthrottled, at a phone's viewport: the CPU until the page has
// loaded and settled, and the CPU per second of the following seconds while nobody touches the page (work that
// never ends: an animation running for as long as the page is open, a timer).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './frontend.mjs';
import { LIGHTHOUSE_ROUTES } from './lighthouse.mjs';
import { median } from './startup-budgets.mjs';

const require = createRequire(join(repoRoot, 'e2e', 'package.json'));

export const PAGE_CPU = {
  runs: 5,
  /** Lighthouse's mobile screen. */
  viewport: { width: 412, height: 823 },
  /** After the network is idle, what the page still does to settle (deferred widgets, the frame's extras). */
  settleMs: 3000,
  idleMs: 5000,
  /** CPU per second of an untouched page above which it is doing work that never ends. */
  idleBudgetMsPerS: 20,
};

/** Linux's clock ticks per second (USER_HZ), the unit of /proc's CPU times: 100 on every common build. */
const TICKS_PER_SECOND = 100;

/** The CPU time (ms) in a /proc/<pid>/task/<tid>/stat line: user plus system (fields 14 and 15). */
export function cpuMsOfStat(stat) {
  // The command name (field 2) is in parentheses and may hold spaces: count the fields after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU ms of each Chromium renderer's main thread (its first thread: tid = pid), by pid. */
function rendererMainThreads() {
  const threads = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      threads.set(pid, cpuMsOfStat(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')));
    } catch {
      // The process ended meanwhile.
    }
  }
  return threads;
}

/** The largest CPU growth of one renderer between two readings: the renderer of the page loaded in between. */
export function pageRendererGrowth(before, after) {
  let growth = 0;
  for (const [pid, ms] of after) growth = Math.max(growth, ms - (before.get(pid) ?? 0));
  return growth;
}

async function oneLoad(browser, url, cookie) {
  const context = await browser.newContext({ viewport: PAGE_CPU.viewport });
  try {
    const at = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url }]);
    const page = await context.newPage();
    const start = rendererMainThreads();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(PAGE_CPU.settleMs);
    const settled = rendererMainThreads();
    await page.waitForTimeout(PAGE_CPU.idleMs);
    const idle = rendererMainThreads();
    return {
      loadMs: pageRendererGrowth(start, settled),
      idleMsPerS: pageRendererGrowth(settled, idle) / (PAGE_CPU.idleMs / 1000),
    };
  } finally {
    await context.close();
  }
}

/**
 * Each learner page Lighthouse measures, loaded PAGE_CPU.runs times: { '/ (learner)': { loadCpuMs, idleCpuMsPerS,
 * idleOk } }, or null where there is no /proc to read (not Linux).
 */
export async function measurePageCpu(baseUrl, cookie) {
  if (!existsSync('/proc/self/stat')) return null;
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const pages = {};
    for (const { route, who, address } of LIGHTHOUSE_ROUTES.filter((r) => r.who === 'learner')) {
      const url = `${baseUrl}${address ? await address() : route}`;
      const loads = [];
      for (let i = 0; i < PAGE_CPU.runs; i += 1) loads.push(await oneLoad(browser, url, cookie));
      const idleCpuMsPerS = +median(loads.map((l) => l.idleMsPerS)).toFixed(1);
      pages[`${route} (${who})`] = {
        loadCpuMs: median(loads.map((l) => l.loadMs)),
        loadCpuMsRuns: loads.map((l) => l.loadMs),
        idleCpuMsPerS,
        idleOk: idleCpuMsPerS <= PAGE_CPU.idleBudgetMsPerS,
      };
    }
    return pages;
  } finally {
    await browser.close();
  }
}
