import type { REMOTES } from '@grammarpath/contracts';
import { createRemoteConfigs } from '../tools/rspack/create-server-container-config';

type ProgressWidget = keyof typeof REMOTES.mfe_progress.widgets;

/** The module of each widget the registry gives mfe_progress (exposed as `./<widget>`). */
const WIDGET_MODULES: Record<ProgressWidget, string> = {
  ProgressWidget: './src/widgets/progress-widget.tsx',
};

export default createRemoteConfigs({
  name: 'mfe_progress',
  root: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    ...Object.fromEntries(Object.entries(WIDGET_MODULES).map(([widget, module]) => [`./${widget}`, module])),
  },
});
