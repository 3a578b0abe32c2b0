import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contentDirFrom, DEFAULT_CONTENT_DIR } from './content-dir';

describe('contentDirFrom', () => {
  it("defaults to the service's content folder", () => {
    expect(contentDirFrom(undefined)).toBe(DEFAULT_CONTENT_DIR);
    expect(contentDirFrom('')).toBe(DEFAULT_CONTENT_DIR);
    expect(existsSync(join(DEFAULT_CONTENT_DIR, 'validate.mjs'))).toBe(true);
  });

  it('takes CONTENT_DIR, resolved to an absolute path', () => {
    expect(contentDirFrom('bench/content')).toBe(resolve('bench/content'));
  });
});
