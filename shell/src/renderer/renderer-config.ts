import path from 'node:path';

/** The renderer's settings, from its environment (README "Environment variables"). */
export interface RendererConfig {
  port: number;
  host: string;
  /** Where the product is served (the gateway or the edge): /remotes.json and the remotes' builds. */
  frontendUrl: string;
  /** identity's and learning's internal URLs: the session behind a request's cookies, the pages' data. */
  identityUrl: string;
  learningUrl: string;
  /** The shell's browser build, whose index.html is every page's template. */
  shellDist: string;
  /** How long a page waits for one remote's server container before leaving its region to the browser. */
  remoteBudgetMs: number;
  /** How long a page waits for its data (its route's `prefetch`) before leaving what is missing to the browser. */
  prefetchBudgetMs: number;
  /** How long a page may take in all before what is still pending is left to the browser. */
  pageDeadlineMs: number;
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

export function readRendererConfig(env: NodeJS.ProcessEnv = process.env): RendererConfig {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
    return value;
  };
  return {
    port: number('RENDERER_PORT', 3003),
    host: env.HOST ?? '127.0.0.1',
    frontendUrl: withoutSlash(env.FRONTEND_URL ?? `http://127.0.0.1:${env.GATEWAY_PORT ?? 3000}`),
    identityUrl: withoutSlash(env.IDENTITY_URL ?? 'http://127.0.0.1:3001'),
    learningUrl: withoutSlash(env.LEARNING_URL ?? 'http://127.0.0.1:3002'),
    // The build sits beside the browser build: shell/renderer-build/ and shell/dist/.
    shellDist: env.SHELL_DIST ?? path.join(__dirname, '..', 'dist'),
    remoteBudgetMs: number('RENDERER_REMOTE_BUDGET_MS', 300),
    prefetchBudgetMs: number('RENDERER_PREFETCH_BUDGET_MS', 300),
    pageDeadlineMs: number('RENDERER_PAGE_DEADLINE_MS', 1_000),
  };
}
