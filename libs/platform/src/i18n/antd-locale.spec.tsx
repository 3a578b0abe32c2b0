import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Empty } from 'antd';
import { createQueryClient } from '../query/query-client';
import { USER_QUERY_KEY } from '../session/user-query';
import { MoodThemeProvider } from '../theme/mood-theme-provider';
import { i18n, initI18n } from './i18n';

describe('antd locale', () => {
  it("follows the interface language for antd's own texts", async () => {
    initI18n();
    await i18n.changeLanguage('en');
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, null);
    const { container } = render(
      <QueryClientProvider client={client}>
        <MoodThemeProvider>
          <Empty />
        </MoodThemeProvider>
      </QueryClientProvider>,
    );
    const description = () => container.querySelector('.ant-empty-description');
    expect(description()).toHaveTextContent('No data');
    await act(async () => {
      await i18n.changeLanguage('ja');
    });
    await waitFor(() => expect(description()).toHaveTextContent('データがありません'));
  });
});
