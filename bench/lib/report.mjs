// Prints the benchmark as plain tables.
import { p99Reason } from './history-figures.mjs';
import { PAGE_CPU } from './page-cpu.mjs';
import { printStartup } from './report-startup.mjs';
import { table } from './table.mjs';

export function printReport({ result, previous, worse, notes }) {
  const { figures } = result;
  console.log(`\nGrammarPath benchmark — ${result.date}, commit ${result.commit}`);
  console.log(
    `machine: ${result.machine.cpus} cores, load average ${result.machine.loadavg.join(' ')} (shared machine: load figures are noisy)\n`,
  );

  console.log(
    `Front end: JavaScript downloaded to render a route's first screen (gzip -9; target ${result.targets.jsGzipKb} KB)`,
  );
  table(
    [
      'route',
      'files',
      'raw KB',
      'gzip KB',
      'target',
      'ready ms',
      'by build (gzip KB)',
      'after render',
      'shared package downloaded twice',
    ],
    Object.entries(figures.frontEnd).map(([route, f]) => [
      route,
      f.files,
      f.rawKb,
      f.gzipKb,
      f.gzipKb <= result.targets.jsGzipKb ? 'met' : 'MISSED',
      f.readyMs ?? '',
      Object.entries(f.gzipKbByBuild)
        .map(([b, kb]) => `${b} ${kb}`)
        .join(', '),
      f.afterRender ? `${f.afterRender.files} files, ${f.afterRender.gzipKb} KB` : '',
      f.duplicatedShared.length ? f.duplicatedShared.join('; ') : 'none',
    ]),
  );
  for (const [route, f] of Object.entries(figures.frontEnd))
    console.log(`largest on ${route}: ${f.largest.join(', ')}`);
  if (figures.designFloor) {
    const { gzipKb, parts } = figures.designFloor;
    const left = result.targets.jsGzipKb - gzipKb;
    console.log(
      `design floor: ${gzipKb} KB gzip of libraries DESIGN.md prescribes for every page, before any component, page or remote (${Object.entries(
        parts,
      )
        .map(([name, kb]) => `${name} ${kb}`)
        .join(
          ', ',
        )}): ${left >= 0 ? `${left.toFixed(1)} KB of the target left for the rest` : `${(-left).toFixed(1)} KB over the target by itself`}`,
    );
  }
  console.log('');

  if (figures.lighthouseMobile) printStartup(figures.lighthouseMobile, previous);

  if (figures.pageCpu) printPageCpu(figures.pageCpu);
  if (figures.render) printRender(figures.render);

  if (figures.api) printApi(result);

  if (figures.history) printHistory(figures.history, result.machine);

  for (const note of notes) console.log(`note: ${note}`);
  printComparison(previous, worse);
}

/** The API load cases, the CPU per request and the API targets. */
function printApi(result) {
  const { figures } = result;
  console.log(
    `API (autocannon, ${result.load.connections} connections, ${result.load.durationSeconds} s a case)`,
  );
  const cases = Object.entries(figures.api.cases);
  table(
    ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'CPU ceiling req/s'],
    cases.map(([name, c]) => [name, c.reqPerSec, c.p50, c.p99, c.errors, c.non2xx, c.cpuCeiling ?? '']),
  );
  const processes = [...new Set(cases.flatMap(([, c]) => Object.keys(c.cpu ?? {})))];
  if (processes.length) {
    console.log(
      `CPU time per request, µs (/proc; the ceiling is what ${result.machine.cpus} cores allow at these costs, each event loop on one core at most)`,
    );
    table(
      ['case', ...processes],
      cases.map(([name, c]) => [name, ...processes.map((p) => c.cpu?.[p] ?? '')]),
    );
  }
  table(
    ['target', 'value', '', 'at the CPU ceiling'],
    figures.api.targets.map((t) => [t.name, t.value, t.ok ? 'met' : 'MISSED', t.ceiling ?? '']),
  );
}

/** The figures worse than in `previous` (the newest earlier result under `where`). */
export function printComparison(previous, worse, where = 'bench/results/') {
  if (!previous) console.log(`No earlier result under ${where} to compare with.`);
  else if (!worse.length) console.log(`Compared with ${previous.file}: nothing got worse by more than 5 %.`);
  else {
    console.log(`Compared with ${previous.file} (commit ${previous.result.commit}), worse by more than 5 %:`);
    table(
      ['figure', 'before', 'now', 'change'],
      worse.map((w) => [w.key, w.was, w.now, w.change]),
    );
  }
}

const kb = (bytes) => (bytes === null ? '' : `${(bytes / 1024).toFixed(1)}`);
const or = (value) => (value === null || value === undefined ? '' : value);

/** The history section: each call for a new and a two-year learner, the targets, and the storage per learner. */
export function printHistory(history, machine) {
  console.log(
    `History: ${history.learners} two-year learners seeded in SQL in ${history.seedSeconds} s; each call at ${history.concurrency} learners at once (each its own session, one request after another), ${history.durationSeconds} s a case, through the gateway`,
  );
  const cases = Object.entries(history.cases);
  table(
    [
      'call',
      'new p50',
      'new p99',
      'two-year p50',
      'two-year p99',
      'ratio p50',
      'ratio p99',
      `ratio ≤ ${history.targetsSet.maxRatio}`,
      `p99 ≤ ${history.targetsSet.maxP99Ms} ms`,
      'two-year req/s',
      'errors',
    ],
    cases.map(([name, c]) => [
      name,
      or(c.newLearner.p50),
      or(c.newLearner.p99),
      or(c.twoYear.p50),
      or(c.twoYear.p99),
      or(c.ratioP50),
      or(c.ratioP99),
      c.reference
        ? 'reference'
        : c.ratioP50 !== null && c.ratioP50 <= history.targetsSet.maxRatio
          ? 'met'
          : 'MISSED',
      c.reference
        ? 'reference'
        : c.twoYear.p99 !== null && c.twoYear.p99 <= history.targetsSet.maxP99Ms
          ? 'met'
          : 'MISSED',
      or(c.twoYear.reqPerSec),
      c.newLearner.errors + c.newLearner.non2xx + c.twoYear.errors + c.twoYear.non2xx,
    ]),
  );
  const processes = [...new Set(cases.flatMap(([, c]) => Object.keys(c.twoYear.cpu ?? {})))];
  if (processes.length) {
    console.log('CPU time per request for two-year learners, µs (/proc)');
    table(
      ['call', ...processes, 'CPU ceiling req/s'],
      cases.map(([name, c]) => [
        name,
        ...processes.map((p) => or(c.twoYear.cpu?.[p])),
        or(c.twoYear.cpuCeiling),
      ]),
    );
  }
  const failing = history.targets.filter((t) => !t.ok);
  console.log(
    `targets: ${history.targets.length - failing.length} of ${history.targets.length} met${failing.length ? ` (missed: ${failing.map((t) => `${t.name} — ${t.value}`).join('; ')})` : ''}`,
  );
  for (const [name, c] of cases) {
    const reason = p99Reason(name, c, history.concurrency, machine, history.targetsSet);
    if (reason) console.log(`  why: ${reason}`);
  }
  console.log('');
  const { storage } = history;
  console.log(
    `Database size per two-year learner: ${storage.perLearner.rows.toLocaleString('en')} rows, ${(storage.perLearner.bytes / 1024 / 1024).toFixed(2)} MB (tables with indexes and TOAST, shared out by rows; content tables are shared by everyone)`,
  );
  table(
    ['table (learning schema)', 'rows', 'KB', 'rows per learner', 'KB per learner'],
    storage.tables.map((t) => [
      t.table,
      t.rows,
      kb(t.bytes),
      t.rowsPerLearner === null ? 'shared' : t.rowsPerLearner,
      kb(t.bytesPerLearner),
    ]),
  );
}

/** The main-thread CPU each learner page costs the browser (lib/page-cpu.mjs). */
function printPageCpu(pages) {
  console.log(
    `Main-thread CPU of learner pages (Chromium's renderer thread as the kernel counts it, unthrottled, ${PAGE_CPU.runs} loads a page, medians; steadier than Lighthouse's timings)`,
  );
  table(
    [
      'page',
      'load and settle ms',
      'each load',
      'untouched, ms per s',
      `target ≤ ${PAGE_CPU.idleBudgetMsPerS}`,
    ],
    Object.entries(pages).map(([page, f]) => [
      page,
      f.loadCpuMs,
      f.loadCpuMsRuns.join(' '),
      f.idleCpuMsPerS,
      f.idleOk ? 'met' : 'MISSED',
    ]),
  );
  console.log('');
}

/** The server render's CPU and latency per learner page (issue 19's figure). */
function printRender({ concurrency, ...pages }) {
  console.log(`Server render of learner pages (the shell's renderer; ${concurrency} learners at once)`);
  table(
    [
      'page',
      'pages',
      'CPU p50 ms',
      'CPU p99 ms',
      'latency p50 ms',
      'latency p99 ms',
      'failed',
      'left to browser',
    ],
    Object.entries(pages).map(([page, f]) => [
      page,
      f.pages,
      f.cpuP50Ms,
      f.cpuP99Ms,
      f.latencyP50Ms,
      f.latencyP99Ms,
      f.failed,
      f.leftToBrowser,
    ]),
  );
  console.log('');
}
