// The build config runs in Node before any package is built: it reads the registry from its source.
import { REMOTES } from '../libs/contracts/src/remotes';
import { createRemoteConfigs } from '../tools/rspack/create-server-container-config';

/** Each widget of the remote registry is exposed as `./<name>` from `src/widgets/`. */
const WIDGET_FILES: Record<keyof typeof REMOTES.mfe_quiz.widgets, string> = {
  QuizSetupWidget: './src/widgets/quiz-setup-widget.tsx',
};

export default createRemoteConfigs({
  name: REMOTES.mfe_quiz.name,
  root: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    ...Object.fromEntries(Object.entries(WIDGET_FILES).map(([name, file]) => [`./${name}`, file])),
  },
});
