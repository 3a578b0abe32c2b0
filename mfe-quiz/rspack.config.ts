// The build config runs in Node before any package is built: it reads the registry from its source.
import { REMOTES } from '../libs/contracts/src/remotes';
import { createFrontEndConfig } from '../tools/rspack/create-front-end-config';

/** Each widget of the remote registry is exposed as `./<name>` from `src/widgets/`. */
const WIDGET_FILES: Record<keyof typeof REMOTES.mfe_quiz.widgets, string> = {
  QuizSetupWidget: './src/widgets/quiz-setup-widget.tsx',
};

export default createFrontEndConfig({
  name: REMOTES.mfe_quiz.name,
  root: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
    ...Object.fromEntries(Object.entries(WIDGET_FILES).map(([name, file]) => [`./${name}`, file])),
  },
});
