import { createFrontEndConfig } from '../tools/rspack/create-front-end-config';

export default createFrontEndConfig({ name: 'shell', root: __dirname });
