// The helper Radio.Group gets in the browser builds names radios as antd's own does.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { toNamePathStr } from './radio-name-path.mjs';

const require = createRequire(import.meta.url);

test("matches antd's toNamePathStr for every kind of form item name", () => {
  const antd = require('antd/lib/form/hooks/useForm');
  for (const name of [undefined, false, 'level', 0, ['settings', 'level'], ['answers', 2, 'choice'], []])
    assert.equal(toNamePathStr(name), antd.toNamePathStr(name), JSON.stringify(name));
});
