import type { QueryFunction } from '@tanstack/react-query';

import { currentLanguage } from '../i18n/i18n';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type On401Behaviour = 'returnNull' | 'throw';

/** SPEC §8: any non-ok response becomes an `ApiError` whose message is `"<status>: <body text or status text>"`. */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw ApiError.of(response.status, text);
}

/** Teaching texts come in the interface language (the browser's own Accept-Language may be another). */
const languageHeader = (): Record<string, string> => ({ 'Accept-Language': currentLanguage() });

/** Sends credentials always, the interface language, and a JSON body only when one is given. */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers:
      data === undefined ? languageHeader() : { ...languageHeader(), 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(response);
  return response;
}

/** Sends a request and parses its JSON answer (an empty answer gives null). */
export async function apiJson<T>(method: HttpMethod, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The default query function: the query key's parts joined by '/' are the URL
 * (['/api/learning-paths', 5] → '/api/learning-paths/5').
 */
export function getQueryFn<T>(options: { on401: On401Behaviour }): QueryFunction<T | null> {
  return async ({ queryKey }) => getJson<T>(queryKey.join('/'), options);
}

/** GETs a URL's JSON as the default query function does: null for a 401 if asked, else the SPEC error. */
export async function getJson<T>(url: string, options: { on401: On401Behaviour }): Promise<T | null> {
  return readQueryResponse<T>(
    await fetch(url, { credentials: 'include', headers: languageHeader() }),
    options,
  );
}

/** A query's answer as the default query function reads it: null for a 401 if asked, else JSON or the SPEC error. */
export async function readQueryResponse<T>(
  response: Response,
  options: { on401: On401Behaviour },
): Promise<T | null> {
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfResNotOk(response);
  return (await response.json()) as T;
}
