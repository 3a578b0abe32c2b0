import { createRendererConfig } from '../tools/rspack/create-renderer-config';

export default createRendererConfig({ root: __dirname, entry: './src/renderer/main.ts' });
