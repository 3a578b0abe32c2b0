import { createPrerenderConfig } from '../tools/rspack/create-prerender-config';

export default createPrerenderConfig({ root: __dirname, entry: './src/render-page.tsx' });
