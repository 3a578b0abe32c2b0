import { createFrontEndConfig } from '../tools/rspack/create-front-end-config';

export default createFrontEndConfig({
  name: 'mfe_quiz',
  root: __dirname,
  exposes: { './routes': './src/routes.tsx', './QuizSetupWidget': './src/widgets/quiz-setup-widget.tsx' },
});
