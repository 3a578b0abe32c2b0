import type { ServerResponse } from 'node:http';
import type { DevServer } from '@rspack/core';

export const DEV_PORTS = { shell: 4200, mfe_quiz: 4201, mfe_paths: 4202, mfe_progress: 4203 } as const;
export type FrontEndName = keyof typeof DEV_PORTS;

const API_TARGET = 'http://127.0.0.1:3000';

/** What the gateway's /remotes.json answers in production, pointed at the remotes' dev servers. */
export function devRemotes(): Record<Exclude<FrontEndName, 'shell'>, string> {
  return {
    mfe_quiz: `http://localhost:${DEV_PORTS.mfe_quiz}/mf-manifest.json`,
    mfe_paths: `http://localhost:${DEV_PORTS.mfe_paths}/mf-manifest.json`,
    mfe_progress: `http://localhost:${DEV_PORTS.mfe_progress}/mf-manifest.json`,
  };
}

const remotesJson = {
  name: 'remotes-json',
  path: '/remotes.json',
  middleware: (_request: unknown, response: ServerResponse) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(devRemotes()));
  },
};

/** Dev server: the front end's port, SPA fallback, /api proxied to the gateway; the shell also answers /remotes.json. */
export function devServerOf(name: FrontEndName): DevServer {
  return {
    port: DEV_PORTS[name],
    historyApiFallback: true,
    hot: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: API_TARGET }],
    setupMiddlewares: name === 'shell' ? (middlewares) => [remotesJson, ...middlewares] : undefined,
  };
}
