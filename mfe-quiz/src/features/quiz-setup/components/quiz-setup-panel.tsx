import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Divider, Flex, Tabs, Typography } from 'antd';
import { FireOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  QUESTION_COUNT_OPTIONS,
  QUESTION_TYPES,
  ROUTES,
  type CefrLevel,
  type DifficultyLevel,
  type QuestionType,
} from '@grammarpath/contracts';
import { useUser } from '@grammarpath/platform';
import { Field, NativeSelect } from '@grammarpath/platform/ui';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { DEFAULT_CHOICE, nextTypeSelection, settingsOf, type LevelTab } from '../model/quiz-setup';
import { CefrPicker, DifficultyPicker } from './level-pickers';

/** The quiz setup panel of SPEC §2 Home, with the ways to the daily challenge and the mistakes review. */
export function QuizSetupPanel() {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  const { user } = useUser();
  const [tab, setTab] = useState<LevelTab>(DEFAULT_CHOICE.tab);
  const [difficulty, setDifficulty] = useState<DifficultyLevel>(DEFAULT_CHOICE.difficulty);
  const [cefr, setCefr] = useState<CefrLevel | undefined>(DEFAULT_CHOICE.cefr);
  const [types, setTypes] = useState<QuestionType[]>([...DEFAULT_CHOICE.types]);
  const [count, setCount] = useState<number>(DEFAULT_CHOICE.count);

  // The CEFR tab starts only with a level picked (never a silent Beginner quiz).
  const levelMissing = tab === 'cefr' && cefr === undefined;

  const start = () => {
    if (levelMissing) return;
    if (!user) {
      navigate(ROUTES.auth.href());
      return;
    }
    navigate(ROUTES.quiz.href(settingsOf({ tab, difficulty, cefr, types, count })));
  };

  return (
    <Card title={t('setup.title')}>
      <Typography.Paragraph type="secondary">{t('setup.description')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as LevelTab)}
        aria-label={t('setup.levelTabs')}
        items={[
          {
            key: 'standard',
            label: t('setup.standardTab'),
            children: <DifficultyPicker value={difficulty} onChange={setDifficulty} />,
          },
          {
            key: 'cefr',
            label: t('setup.cefrTab'),
            children: (
              <Flex vertical gap={12}>
                <CefrPicker value={cefr} onChange={setCefr} />
                {levelMissing && (
                  <Alert
                    id="quiz-cefr-required"
                    data-testid="cefr-required"
                    type="info"
                    showIcon
                    title={t('setup.cefrRequired')}
                  />
                )}
              </Flex>
            ),
          },
        ]}
      />
      <Field label={t('setup.typesLabel')} help={t('setup.typesHelp')} style={{ marginTop: 16 }}>
        <Checkbox.Group
          aria-label={t('setup.typesLabel')}
          value={types}
          onChange={(checked) => setTypes((current) => nextTypeSelection(current, checked))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
      </Field>
      <Field label={t('setup.countLabel')} htmlFor="quiz-question-count">
        <NativeSelect
          id="quiz-question-count"
          value={count}
          onChange={setCount}
          style={{ maxWidth: 240 }}
          options={QUESTION_COUNT_OPTIONS.map((option) => ({
            value: option,
            label: t('setup.countOption', { count: option }),
          }))}
        />
      </Field>
      <Button
        type="primary"
        size="large"
        onClick={start}
        block
        disabled={levelMissing}
        aria-describedby={levelMissing ? 'quiz-cefr-required' : undefined}
      >
        {t('setup.start')}
      </Button>
      {user && (
        <>
          <Divider plain>{t('setup.more')}</Divider>
          <Flex gap={8} wrap>
            <Button
              icon={<FireOutlined aria-hidden />}
              onClick={() => navigate(ROUTES.dailyChallenge.href())}
            >
              {t('setup.dailyChallenge')}
            </Button>
            <Button
              icon={<RedoOutlined aria-hidden />}
              onClick={() => navigate(ROUTES.mistakesReview.href())}
            >
              {t('setup.mistakesReview')}
            </Button>
          </Flex>
        </>
      )}
    </Card>
  );
}
