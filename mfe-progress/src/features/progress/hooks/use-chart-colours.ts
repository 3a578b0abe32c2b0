import { theme } from 'antd';

/** The analytics series' colours, from the theme's tokens (the mood theme's primary, its accessible palettes). */
export function useChartColours() {
  const { token } = theme.useToken();
  return {
    score: token.colorPrimary,
    firstTry: token.colorSuccess,
    final: token.colorPrimary,
    byType: token.purple6,
    minutes: token.orange6,
    quizzes: token.cyan6,
  };
}
