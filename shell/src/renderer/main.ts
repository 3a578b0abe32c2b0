import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import {
  documentLanguage,
  documentTheme,
  ENDPOINTS,
  PREFERENCE_COOKIES,
  type User,
} from '@grammarpath/contracts';
import { i18n } from '@grammarpath/platform';
import { documentTitleOf, pageOfPath } from '../frame/document-title';
import { setRemoteModuleLoader } from '../remotes/load-remote-module';
import { guideSeen } from '../widgets/mascot/guide-state';
import { inlineScripts, learnerDocument, startingAfterPaint } from './learner-document';
import { renderLearnerPage } from './render-learner-page';
import { readRendererConfig } from './renderer-config';
import { installServerFetch, setSessionCookie } from './server-fetch';
import { ServerRemotes } from './server-remotes';

const config = readRendererConfig();
const remotes = new ServerRemotes(config.frontendUrl);
installServerFetch(config, config.pageDeadlineMs);

/** The learner's start entry (rspack.visitor.config.ts builds it; the newest), when the shell's build holds one. */
function startEntryIn(dist: string): string | undefined {
  const [newest] = readdirSync(dist)
    .filter((name) => /^learner-start(\.[0-9a-f]+)?\.js$/.test(name))
    .map((name) => ({ name, mtimeMs: statSync(path.join(dist, name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  return newest && `/${newest.name}`;
}

let template: { mtimeMs: number; html: string } | undefined;
/** index.html, loading the app once the page has painted; read again when the shell's build wrote a new one. */
function currentTemplate(): string {
  const file = path.join(config.shellDist, 'index.html');
  const { mtimeMs } = statSync(file);
  if (template?.mtimeMs !== mtimeMs) {
    const html = readFileSync(file, 'utf8');
    const startEntry = startEntryIn(config.shellDist);
    template = { mtimeMs, html: startEntry ? startingAfterPaint(html, startEntry) : html };
  }
  return template.html;
}

function cookiesOf(header = ''): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return cookies;
}

/** The learner behind the cookies, or null (no session: the browser's page handles that). */
async function learnerOf(cookie: string): Promise<User | null> {
  const response = await fetch(`${config.identityUrl}${ENDPOINTS.user.current.path}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(config.pageDeadlineMs),
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`identity answered ${response.status}`);
  return (await response.json()) as User;
}

// The platform's i18next instance and query cache are one per process: pages are rendered one at a time (the
// work is CPU-bound anyway; more processes render more at once).
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

async function renderDocument(
  request: IncomingMessage,
): Promise<{ status: number; body: string; cpuMs?: number }> {
  const url = new URL(request.url ?? '/', 'http://renderer');
  const cookie = request.headers.cookie ?? '';
  const user = await learnerOf(cookie);
  if (!user) return { status: 401, body: 'No session' };
  const cookies = cookiesOf(cookie);
  const language = documentLanguage({
    query: url.searchParams.get(PREFERENCE_COOKIES.language) ?? undefined,
    cookie: cookies[PREFERENCE_COOKIES.language],
    acceptLanguage: request.headers['accept-language'],
  });
  const theme = documentTheme(cookies[PREFERENCE_COOKIES.theme]);
  const seen = guideSeen({ cookie: cookies[PREFERENCE_COOKIES.guideSeen] });
  return oneAtATime(async () => {
    // Pages are rendered one at a time: the process's CPU meanwhile is this page's (and little else).
    const started = process.cpuUsage();
    await remotes.refresh();
    setRemoteModuleLoader(remotes.loader(config.remoteBudgetMs));
    setSessionCookie(cookie);
    const page = await renderLearnerPage(
      { url: url.pathname + url.search, language, theme, user, guideSeen: seen },
      { deadlineMs: config.pageDeadlineMs, prefetchBudgetMs: config.prefetchBudgetMs },
    );
    if (page.errors.length > 0)
      console.warn(`${url.pathname}: left to the browser: ${page.errors.join('; ')}`);
    const title = documentTitleOf(pageOfPath(url.pathname), (key) => i18n.t(key, { lng: language }));
    const body = learnerDocument(currentTemplate(), { ...page, title });
    const inline = inlineScripts(body);
    if (inline.length > 0)
      throw new Error(`The page holds inline scripts, which the CSP blocks: ${inline[0]}`);
    const { user: userCpu, system } = process.cpuUsage(started);
    return { status: 200, body, cpuMs: (userCpu + system) / 1000 };
  });
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.url === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (request.method !== 'GET') {
    response.writeHead(405).end();
    return;
  }
  try {
    const { status, body, cpuMs } = await renderDocument(request);
    response
      .writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        // The CPU the page's rendering took.
        ...(cpuMs !== undefined && { 'server-timing': `render;dur=${cpuMs.toFixed(1)}` }),
      })
      .end(body);
  } catch (error) {
    console.error(`Rendering ${request.url} failed`, error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('Rendering failed');
  }
}

const server = createServer((request, response) => void handle(request, response));
server.listen(config.port, config.host, () => {
  console.log(
    `Renderer listening on http://${config.host}:${config.port} (product at ${config.frontendUrl})`,
  );
  // The remotes' containers loaded before the first learner asks (the product may not answer yet: the first
  // page then reads the remotes file itself).
  setTimeout(() => void remotes.refresh().catch(() => undefined), 2_000);
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
