import type { ReadinessCheck } from './readiness-check';

/** Ready when `url` answers 2xx (the gateway checks identity's and learning's /health this way). */
export function httpReadinessCheck(name: string, url: string): ReadinessCheck {
  return {
    name,
    async check(signal: AbortSignal): Promise<void> {
      const response = await fetch(url, { signal });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    },
  };
}
