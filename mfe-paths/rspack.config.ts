import type { REMOTES } from '@grammarpath/contracts';
import { createFrontEndConfig } from '../tools/rspack/create-front-end-config';

type PathsWidget = keyof typeof REMOTES.mfe_paths.widgets;

/** The module of each widget the registry gives mfe_paths (exposed as `./<widget>`). */
const WIDGET_MODULES: Record<PathsWidget, string> = {
  PathsDashboardWidget: './src/widgets/paths-dashboard-widget.tsx',
};

export default createFrontEndConfig({
  name: 'mfe_paths',
  root: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    ...Object.fromEntries(Object.entries(WIDGET_MODULES).map(([widget, module]) => [`./${widget}`, module])),
  },
});
