import { createFrontEndConfig } from '../tools/rspack/create-front-end-config';

export default createFrontEndConfig({
  name: 'mfe_progress',
  root: __dirname,
  exposes: { './routes': './src/routes.tsx', './ProgressWidget': './src/widgets/progress-widget.tsx' },
});
