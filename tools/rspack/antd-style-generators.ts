import path from 'node:path';
import type { RuleSetRule } from '@rspack/core';

/**
 * antd's style modules without their style generators (`antd-style-generators-loader.mjs`): for the browser
 * builds of pages that always link antd's build-time stylesheet, where antd runs with zero runtime.
 */
export const antdStyleGeneratorsRule: RuleSetRule = {
  test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].+[\\/]style[\\/][^\\/]+\.js$/,
  loader: path.join(__dirname, 'antd-style-generators-loader.mjs'),
};
