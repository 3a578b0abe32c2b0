import path from 'node:path';
import { rspack } from '@rspack/core';
import { antdStylesheet, AntdStylesheetPlugin } from '../tools/rspack/antd-stylesheet';
import { createFrontEndConfig } from '../tools/rspack/create-front-end-config';

// antd's styles as one static file (zero runtime), for the shell's page and every remote rendered in it.
const stylesheet = antdStylesheet();
const config = createFrontEndConfig({
  name: 'shell',
  root: __dirname,
  headCss: path.join(__dirname, 'src/frame/frame.css'),
  antdStylesheetUrl: `/${stylesheet.fileName}`,
});
config.plugins = [
  ...(config.plugins ?? []),
  new AntdStylesheetPlugin(stylesheet),
  // Static files served as they are, such as the audio cues under /audio/.
  new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public'), to: '.' }] }),
];

export default config;
