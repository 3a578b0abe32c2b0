import { resolve } from 'node:path';

/** FRONTEND_ROOT, else the repository root: three levels above services/gateway/{dist,src}. */
export function resolveFrontendRoot(configured: string | undefined): string {
  return configured ? resolve(configured) : resolve(__dirname, '..', '..', '..');
}
