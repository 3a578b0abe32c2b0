import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  documentLanguage,
  documentTheme,
  PREFERENCE_COOKIES,
  PRERENDERED_FOLDER,
  prerenderedFileName,
  prerenderedPageFor,
  type PrerenderedState,
} from '@grammarpath/contracts';

/** A prerendered document as built: the HTML and the build's brotli and gzip copies, when present. */
interface DocumentFiles {
  html: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

export interface VisitorRequest {
  pathname: string;
  /** The `lng` query parameter. */
  lng?: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage?: string;
}

export interface PrerenderedAnswer {
  state: PrerenderedState;
  /** 404 for the not-found page, else 200. */
  status: number;
  body: Buffer;
  /** The Content-Encoding of `body`, when compressed. */
  encoding?: 'br' | 'gzip';
}

/** Every answer differs by these: the preference cookies (and the session's) and the browser's languages. */
export const DOCUMENT_VARY = 'Cookie, Accept-Language';

/**
 * The shell's prerendered visitor pages (DESIGN.md §8) under `<shellDist>/prerendered/`: which one a request
 * without a session gets (page from the path, language from `lng`, the language cookie, then
 * Accept-Language, theme from the theme cookie), read once and kept in memory.
 */
export class PrerenderedDocuments {
  private readonly cache = new Map<string, DocumentFiles>();

  constructor(private readonly shellDist: string) {}

  answer(request: VisitorRequest, acceptEncoding = ''): PrerenderedAnswer | null {
    const page = prerenderedPageFor(request.pathname);
    if (!page) return null;
    const state: PrerenderedState = {
      page,
      language: documentLanguage({
        query: request.lng,
        cookie: request.cookies[PREFERENCE_COOKIES.language],
        acceptLanguage: request.acceptLanguage,
      }),
      theme: documentTheme(request.cookies[PREFERENCE_COOKIES.theme]),
    };
    const files = this.files(prerenderedFileName(state));
    if (!files) return null;
    const status = page === 'not-found' ? 404 : 200;
    if (files.br && /\bbr\b/.test(acceptEncoding)) return { state, status, body: files.br, encoding: 'br' };
    if (files.gz && /\bgzip\b/.test(acceptEncoding))
      return { state, status, body: files.gz, encoding: 'gzip' };
    return { state, status, body: files.html };
  }

  /** A missing file is looked for again next time: the shell may still be building. */
  private files(name: string): DocumentFiles | null {
    const cached = this.cache.get(name);
    if (cached) return cached;
    const file = join(this.shellDist, PRERENDERED_FOLDER, name);
    const read = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
    const html = read(file);
    if (!html) return null;
    const files = { html, br: read(`${file}.br`), gz: read(`${file}.gz`) };
    this.cache.set(name, files);
    return files;
  }
}
