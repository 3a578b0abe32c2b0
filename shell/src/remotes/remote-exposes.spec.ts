import { checkedExposes } from '../../../tools/rspack/remote-exposes';

// The shell loads a remote's `./routes` and the widgets the registry names; the build checks each remote's
// `exposes` against that list (tools/rspack/remote-exposes.ts).
describe('remote exposes', () => {
  it('accepts exactly the registry modules and refuses a missing or extra one', () => {
    const exposes = {
      './routes': './src/routes.tsx',
      './QuizSetupWidget': './src/widgets/quiz-setup-widget.tsx',
    };
    expect(checkedExposes('mfe_quiz', exposes)).toBe(exposes);
    expect(() => checkedExposes('mfe_quiz', { './routes': './src/routes.tsx' })).toThrow(
      'mfe_quiz exposes ./routes, but the remote registry (libs/contracts/src/remotes.ts) gives it ./QuizSetupWidget, ./routes',
    );
    expect(() => checkedExposes('mfe_paths', { ...exposes, './PathsDashboardWidget': 'x' })).toThrow(
      /mfe_paths exposes/,
    );
  });
});
