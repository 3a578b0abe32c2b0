import { createFrontEndConfig } from '../tools/rspack/create-front-end-config';

export default createFrontEndConfig({
  name: 'mfe_paths',
  root: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    './PathsDashboardWidget': './src/widgets/paths-dashboard-widget.tsx',
  },
});
