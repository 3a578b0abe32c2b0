import { REMOTES } from '@grammarpath/contracts';
import { createFrontEndConfig } from '../tools/rspack/create-front-end-config';

/** './ProgressWidget' → './src/widgets/progress-widget.tsx': each widget of the registry from its own file. */
const widgetFile = (widget: string) =>
  `./src/widgets/${widget.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}.tsx`;

export default createFrontEndConfig({
  name: 'mfe_progress',
  root: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    ...Object.fromEntries(Object.keys(REMOTES.mfe_progress.widgets).map((w) => [`./${w}`, widgetFile(w)])),
  },
});
