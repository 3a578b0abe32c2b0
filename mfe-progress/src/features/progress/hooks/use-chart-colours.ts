import { theme } from 'antd';

/** The analytics series' colours, from the theme's tokens (its accessible palettes). */
export function useChartColours() {
  const { token } = theme.useToken();
  return {
    firstTry: token.colorSuccess,
    byType: token.purple6,
    minutes: token.orange6,
    quizzes: token.cyan6,
  };
}
