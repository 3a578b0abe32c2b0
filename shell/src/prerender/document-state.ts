// Read by main.ts before the shared modules are negotiated: contracts is not shared, so it may be imported.

export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * The state a server-drawn document carries in `<script type="application/json" id={id}>`, checked by
 * `accept`, or null when the page came without markup or with broken state: then the client renders.
 */
export function documentState<T>(
  id: string,
  accept: (state: Partial<T>) => T | null,
  doc: Document = document,
): T | null {
  const element = doc.getElementById(id);
  if (!element?.textContent || !doc.getElementById('root')?.hasChildNodes()) return null;
  try {
    return accept(JSON.parse(element.textContent) as Partial<T>);
  } catch {
    return null;
  }
}
