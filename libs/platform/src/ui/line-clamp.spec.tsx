import { renderToStaticMarkup } from 'react-dom/server';
import { Typography } from 'antd';
import { LineClamp } from './line-clamp';

describe('LineClamp', () => {
  it('cuts a paragraph to its rows by CSS in the server markup, keeping the whole text', () => {
    const text = 'A long description of a learning path. '.repeat(10).trim();
    const html = renderToStaticMarkup(
      <Typography.Paragraph>
        <LineClamp rows={3}>{text}</LineClamp>
      </Typography.Paragraph>,
    );
    expect(html).toContain(
      `<span style="display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden">${text}</span>`,
    );
    // Not antd's ellipsis, which measures the page on mount.
    expect(html).not.toMatch(/ant-typography-ellipsis/);
  });
});
