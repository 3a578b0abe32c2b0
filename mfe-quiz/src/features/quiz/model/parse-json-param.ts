/** A URL-encoded JSON query parameter (URLSearchParams already decodes it); undefined when absent or invalid. */
export function parseJsonParam(value: string | null): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}
