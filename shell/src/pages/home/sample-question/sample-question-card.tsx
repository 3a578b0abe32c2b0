import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { QueryState, TeachingText, useShowInEnglish } from '@grammarpath/platform/ui';
import { useSampleQuestion } from './get-sample-question';
import { Panel } from '../../../ui/panel';

/**
 * The logged-out home's "Try a question": one beginner question answered on the spot, its explanation, and
 * the way on (another question, or an account to keep going).
 */
export default function SampleQuestionCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sample = useSampleQuestion();
  const [chosen, setChosen] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const promptId = useId();

  const another = () => {
    setChosen(null);
    setChecked(false);
    void sample.refetch();
  };

  return (
    <Panel title={t('home.sample.title')} data-testid="sample-question">
      <QueryState query={sample} errorTitle={t('home.sample.loadError')} rows={5}>
        {({ question, correctAnswer, explanation, english }) => (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">{t('home.sample.intro')}</Typography.Text>
            <Typography.Text strong>
              <TeachingText text={question.instruction} english={question.english?.instruction} />
            </Typography.Text>
            <Typography.Paragraph id={promptId} style={{ fontSize: 18, margin: 0 }}>
              <TeachingText text={question.prompt} english={question.english?.prompt} />
            </Typography.Paragraph>
            <Radio.Group
              value={chosen}
              onChange={(event) => setChosen(event.target.value as string)}
              disabled={checked}
              aria-labelledby={promptId}
            >
              <Flex vertical gap={8}>
                {question.options.map((option) => (
                  <Radio key={option} value={option}>
                    <span lang="en">{option}</span>
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
            {checked ? (
              <Alert
                role="status"
                type={chosen === correctAnswer ? 'success' : 'warning'}
                showIcon
                title={
                  chosen === correctAnswer ? (
                    t('home.sample.correct')
                  ) : (
                    <>
                      {t('home.sample.incorrect')} <span lang="en">{correctAnswer}</span>
                    </>
                  )
                }
                description={<SampleExplanation text={explanation} english={english?.explanation} />}
                data-testid="sample-feedback"
              />
            ) : (
              <div>
                <Button type="primary" disabled={chosen === null} onClick={() => setChecked(true)}>
                  {t('home.sample.check')}
                </Button>
              </div>
            )}
            {checked && (
              <Flex gap={8} wrap>
                <Button type="primary" onClick={() => navigate(ROUTES.auth.href())}>
                  {t('home.sample.keepGoing')}
                </Button>
                <Button onClick={another}>{t('home.sample.another')}</Button>
              </Flex>
            )}
          </Flex>
        )}
      </QueryState>
    </Panel>
  );
}

/** The explanation after an answer, in the learner's language when translated, with Show in English. */
function SampleExplanation({ text, english }: { text: string; english?: string }) {
  const { showEnglish, toggle } = useShowInEnglish(english !== undefined);
  return (
    <Flex vertical align="start">
      <span>
        <TeachingText text={text} english={english} showEnglish={showEnglish} />
      </span>
      {toggle}
    </Flex>
  );
}
