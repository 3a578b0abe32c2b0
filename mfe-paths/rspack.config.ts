import type { REMOTES } from '@grammarpath/contracts';
import { createRemoteConfigs } from '../tools/rspack/create-server-container-config';

type PathsWidget = keyof typeof REMOTES.mfe_paths.widgets;

/** The module of each widget the registry gives mfe_paths (exposed as `./<widget>`). */
const WIDGET_MODULES: Record<PathsWidget, string> = {
  PathsDashboardWidget: './src/widgets/paths-dashboard-widget.tsx',
};

export default createRemoteConfigs({
  name: 'mfe_paths',
  root: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    ...Object.fromEntries(Object.entries(WIDGET_MODULES).map(([widget, module]) => [`./${widget}`, module])),
  },
});
