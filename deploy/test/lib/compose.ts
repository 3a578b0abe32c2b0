import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Env = Record<string, string | undefined>;

/**
 * Compose variable interpolation, applied to every string value after parsing (as Compose does):
 * $VAR, ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, and $$ for a literal $.
 */
export function interpolate(value: string, env: Env): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])((?:[^{}]|\{[^}]*\})*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name?: string, colon?: string, operator?: string, argument?: string, bare?: string) => {
      if (match === '$$') return '$';
      if (bare) return env[bare] ?? '';
      const current = env[name as string];
      const missing = colon ? !current : current === undefined;
      if (operator === '-') return missing ? interpolate(argument ?? '', env) : (current as string);
      if (operator === '?') {
        if (missing) throw new Error(`${name}: ${argument || 'required variable is missing'}`);
        return current as string;
      }
      return current ?? '';
    },
  );
}

function interpolateAll(node: unknown, env: Env): unknown {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, env));
  if (typeof node === 'object' && node !== null)
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolateAll(value, env)]));
  return node;
}

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
  restart?: string;
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Reads a compose file like `docker compose config`: YAML merge keys resolved, variables interpolated. */
export function loadCompose(path: string, env: Env): ComposeFile {
  const raw = parse(readFileSync(path, 'utf8'), { merge: true, maxAliasCount: -1 }) as ComposeFile;
  // Extension fields (x-*) are templates; Compose does not interpolate or validate them further.
  const withoutExtensions = Object.fromEntries(Object.entries(raw).filter(([key]) => !key.startsWith('x-')));
  return interpolateAll(withoutExtensions, env) as ComposeFile;
}
