import { createVisitorConfig } from '../tools/rspack/create-visitor-config';

export default createVisitorConfig({
  root: __dirname,
  entry: './src/visitor/main.ts',
  learnerStart: './src/learner-start/main.ts',
});
