import type { ServerResponse } from 'node:http';
import type { DevServer } from '@rspack/core';
// The build config runs in Node before any package is built: it reads the registry from its source.
import { REMOTE_NAMES, REMOTES, SHELL_DEV_PORT, type RemoteName } from '../../libs/contracts/src/remotes';

export type FrontEndName = 'shell' | RemoteName;

/** Each front end's dev server port: the shell's and each remote's from contracts' remote registry. */
export const DEV_PORTS = {
  shell: SHELL_DEV_PORT,
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, REMOTES[name].devPort])),
} as Record<FrontEndName, number>;

const API_TARGET = 'http://127.0.0.1:3000';

/** What the gateway's /remotes.json answers in production, pointed at the remotes' dev servers. */
export function devRemotes(): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
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
