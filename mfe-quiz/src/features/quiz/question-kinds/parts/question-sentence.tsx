import type { ReactNode } from 'react';
import { Typography } from 'antd';

/**
 * The sentence or prompt a question is about: grammar content, in English — or, with `marksOwnLanguage`, a
 * prompt that says its own language (a TeachingText).
 */
export function QuestionSentence({
  children,
  marksOwnLanguage = false,
}: {
  children: ReactNode;
  marksOwnLanguage?: boolean;
}) {
  return (
    <Typography.Paragraph
      style={{ fontSize: 20 }}
      data-testid="question-sentence"
      lang={marksOwnLanguage ? undefined : 'en'}
    >
      {children}
    </Typography.Paragraph>
  );
}
