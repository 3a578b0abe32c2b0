import type { AppConfig } from '@grammarpath/server-kit';

/** The page-translate control loads Google's widget on demand (DESIGN.md §5). */
const TRANSLATE_WIDGET_ORIGINS = [
  'https://translate.google.com',
  'https://translate.googleapis.com',
  'https://translate-pa.googleapis.com',
  'https://www.gstatic.com',
];

function absoluteOrigins(urls: readonly string[]): string[] {
  return urls.flatMap((url) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []));
}

/**
 * helmet's CSP for the shell: scripts from this origin, the remotes' origins (REMOTE_MFE_*_URL may point
 * elsewhere) and the translate widget; inline styles for antd's CSS-in-JS.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const remoteOrigins = absoluteOrigins(Object.values(config.remotes));
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...TRANSLATE_WIDGET_ORIGINS],
    'style-src': ["'self'", "'unsafe-inline'", 'https:'],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'", ...remoteOrigins, ...TRANSLATE_WIDGET_ORIGINS],
    'media-src': ["'self'", 'blob:', 'data:'],
    'frame-src': ["'self'", ...TRANSLATE_WIDGET_ORIGINS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}
