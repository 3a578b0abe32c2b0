import { ConfigError } from './config-error';

export type Env = Readonly<Record<string, string | undefined>>;

function raw(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function readString(env: Env, name: string, fallback: string): string {
  return raw(env, name) ?? fallback;
}

export function readOptionalString(env: Env, name: string): string | undefined {
  return raw(env, name);
}

export function readInteger(
  env: Env,
  name: string,
  fallback: number,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new ConfigError(name, `must be a whole number (got "${value}")`);
  const parsed = Number(value);
  if (parsed < min || parsed > max)
    throw new ConfigError(name, `must be between ${min} and ${max} (got ${parsed})`);
  return parsed;
}

export function readPort(env: Env, name: string, fallback: number): number {
  return readInteger(env, name, fallback, 0, 65535);
}

export function readUrl(env: Env, name: string, fallback: string, protocols: readonly string[]): string {
  const value = raw(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${value}")`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${url.protocol}")`);
  }
  return value.replace(/\/+$/, '');
}

export function readChoice<T extends string>(env: Env, name: string, fallback: T, choices: readonly T[]): T {
  const value = raw(env, name)?.toLowerCase() ?? fallback;
  if (!(choices as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${choices.join(', ')} (got "${value}")`);
  }
  return value as T;
}

export function readList(env: Env, name: string): string[] {
  const value = raw(env, name);
  if (value === undefined) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

/** A size such as 100kb, 1mb or 2048 (bytes), in bytes. */
export function readByteSize(env: Env, name: string, fallback: string): number {
  const value = raw(env, name)?.toLowerCase() ?? fallback;
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb)?$/.exec(value);
  if (!match) throw new ConfigError(name, `must be a size such as 100kb or 1mb (got "${value}")`);
  return Math.floor(Number(match[1]) * SIZE_UNITS[match[2] ?? 'b']);
}

/** Express `trust proxy`: true/false, a hop count, or names/addresses such as "loopback" or "10.0.0.0/8". */
export function readTrustProxy(env: Env, name: string, fallback: string): false | string {
  const value = raw(env, name) ?? fallback;
  if (value === 'false') return false;
  // Fastify ignores hop counts (it cannot tell a proxy from a client claiming hops) and `true` believes
  // any client: only named addresses are proxies.
  if (value === 'true' || /^\d+$/.test(value))
    throw new ConfigError(name, `must be false or the proxies' addresses or CIDR ranges (got "${value}")`);
  if (!/^[\w.:/,\s-]+$/.test(value))
    throw new ConfigError(name, `is not a valid trust proxy setting (got "${value}")`);
  return value;
}
