import type { REMOTES } from '@grammarpath/contracts';
import { createFrontEndConfig } from '../tools/rspack/create-front-end-config';

type ProgressWidget = keyof typeof REMOTES.mfe_progress.widgets;

/** The module of each widget the registry gives mfe_progress (exposed as `./<widget>`). */
const WIDGET_MODULES: Record<ProgressWidget, string> = {
  ProgressWidget: './src/widgets/progress-widget.tsx',
};

export default createFrontEndConfig({
  name: 'mfe_progress',
  root: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    ...Object.fromEntries(Object.entries(WIDGET_MODULES).map(([widget, module]) => [`./${widget}`, module])),
  },
});
