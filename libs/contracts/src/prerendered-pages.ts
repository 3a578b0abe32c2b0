import { LANGUAGES, MOOD_THEMES, type Language, type MoodTheme } from './enums';
import { DEFAULT_THEME, FALLBACK_LANGUAGE } from './limits';
import { ROUTES } from './routes';

/**
 * The visitor's pages the shell renders at build time (DESIGN.md §8), one HTML file per language and mood
 * theme, which the edge sends to requests without a session.
 */
export const PRERENDERED_PAGES = ['home', 'auth', 'not-found'] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** The folder of the shell's build that holds them. */
export const PRERENDERED_FOLDER = 'prerendered';

/**
 * Cookies mirroring what the browser keeps in localStorage, so that the server renders what the browser would:
 * the language, the mood theme, and whether the Grammar Guide has been seen (a first visit ever opens it).
 */
export const PREFERENCE_COOKIES = {
  language: 'lng',
  theme: 'mood-theme',
  guideSeen: 'grammar-guide-seen',
} as const;

/** The id of the `<script type="application/json">` that tells the client what the server rendered. */
export const PRERENDERED_STATE_ID = 'gp-prerendered';

/**
 * The id of the `<link>` to antd's build-time stylesheet in the shell's page. Where it is present the front
 * ends render antd without generating styles (zero runtime). The page links it without blocking its first
 * paint; the shell applies it, and renders on the client only once it has loaded.
 */
export const ANTD_STYLESHEET_ID = 'gp-antd-stylesheet';

/** What a prerendered document was rendered with; the client hydrates with exactly this. */
export interface PrerenderedState {
  page: PrerenderedPage;
  language: Language;
  theme: MoodTheme;
}

export function prerenderedFileName({ page, language, theme }: PrerenderedState): string {
  return `${page}.${language}.${theme}.html`;
}

/** Every page × language × theme the build writes. */
export function allPrerenderedStates(): PrerenderedState[] {
  return PRERENDERED_PAGES.flatMap((page) =>
    LANGUAGES.flatMap((language) => MOOD_THEMES.map((theme) => ({ page, language, theme }))),
  );
}

/** A route pattern ('/learning-paths/:id') as an anchored regular expression. */
function patternRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

const PAGE_PATTERNS = Object.values(ROUTES).map((route) => patternRegExp(route.pattern));

/** Whether some page of the product (the shell's or a remote's) lives at `pathname`. */
export function isKnownPage(pathname: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}

/** The prerendered page a visitor gets at `pathname`, or null for pages that need the client (or a session). */
export function prerenderedPageFor(pathname: string): PrerenderedPage | null {
  if (pathname === ROUTES.home.pattern) return 'home';
  if (pathname === ROUTES.auth.pattern || pathname === `${ROUTES.auth.pattern}/`) return 'auth';
  return isKnownPage(pathname) ? null : 'not-found';
}

function supportedLanguage(tag: string | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/, 1)[0];
  return LANGUAGES.find((language) => language === primary);
}

/**
 * The language a document is rendered in, as the client's detection would pick it: the `lng` query
 * parameter, then the language cookie, then the best supported entry of Accept-Language, else English.
 */
export function documentLanguage(sources: {
  query?: string;
  cookie?: string;
  acceptLanguage?: string;
}): Language {
  const explicit = supportedLanguage(sources.query) ?? supportedLanguage(sources.cookie);
  if (explicit) return explicit;
  const ranked = (sources.acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: supportedLanguage(tag), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.language !== undefined && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language ?? FALLBACK_LANGUAGE;
}

/** The theme a document is rendered in: the theme cookie when it names a mood theme, else the default. */
export function documentTheme(cookie: string | undefined): MoodTheme {
  return (MOOD_THEMES as readonly string[]).includes(cookie ?? '') ? (cookie as MoodTheme) : DEFAULT_THEME;
}

/**
 * The id of the `<script type="application/json">` in a learner's page rendered by the shell's renderer
 * (DESIGN.md §8): what it was rendered with, and the query cache it rendered from (TanStack Query's dehydrated
 * state), for the client to hydrate with exactly that.
 */
export const RENDERED_STATE_ID = 'gp-rendered';

/** What a learner's server-rendered page was rendered with. */
export interface RenderedState {
  language: Language;
  theme: MoodTheme;
  /** Whether the page was drawn with the Grammar Guide open (a learner's first visit ever): hydration draws it so. */
  guideOpen: boolean;
  /** TanStack Query's `dehydrate(queryClient)`. */
  queries: unknown;
}

/**
 * The frame's classes (the shell's frame.css) that show an element only below antd's md breakpoint (768 px),
 * or only from it: for markup drawn before any script knows the viewport (the server's, or hydration's first
 * render), which then holds both variants.
 */
export const VIEWPORT_CLASSES = { compactOnly: 'gp-compact-only', wideOnly: 'gp-wide-only' } as const;
