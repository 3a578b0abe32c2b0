import path from 'node:path';
import { rspack } from '@rspack/core';
import { createFrontEndConfig } from '../tools/rspack/create-front-end-config';

const config = createFrontEndConfig({
  name: 'shell',
  root: __dirname,
  headCss: path.join(__dirname, 'src/frame/frame.css'),
});
// Static files served as they are, such as the audio cues under /audio/.
config.plugins = [
  ...(config.plugins ?? []),
  new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public'), to: '.' }] }),
];

export default config;
