import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** The sentence or prompt a question is about: grammar content, in English. */
export function QuestionSentence({ children }: { children: ReactNode }) {
  return (
    <Typography.Paragraph style={{ fontSize: 20 }} data-testid="question-sentence" lang="en">
      {children}
    </Typography.Paragraph>
  );
}
