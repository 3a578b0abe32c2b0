import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Divider,
  Flex,
  Form,
  Radio,
  Select,
  Space,
  Tabs,
  Typography,
} from 'antd';
import { FireOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CEFR_LEVELS,
  DEFAULT_DIFFICULTY,
  DEFAULT_QUESTION_TYPES,
  DIFFICULTY_LEVELS,
  QUESTION_COUNT,
  QUESTION_COUNT_OPTIONS,
  QUESTION_TYPES,
  type CefrLevel,
  type DifficultyLevel,
  type QuestionType,
  type QuizSettings,
} from '@grammarpath/contracts';
import { useUser } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n/quiz-translations';
import { difficultyOfCefr, quizUrl } from '../../quiz/quiz-settings';

type LevelTab = 'standard' | 'cefr';

const GROUP_COLOUR: Record<DifficultyLevel, string> = {
  beginner: 'green',
  intermediate: 'blue',
  advanced: 'volcano',
};

/** Unchecking the last selected type is ignored (SPEC §5); the order follows QUESTION_TYPES. */
export function nextTypeSelection(current: readonly QuestionType[], checked: QuestionType[]): QuestionType[] {
  if (checked.length === 0) return [...current];
  return QUESTION_TYPES.filter((type) => checked.includes(type));
}

/** The settings the panel's choices give (SPEC §3): cefrLevel only on the CEFR tab with a level picked. */
export function settingsOf(choice: {
  tab: LevelTab;
  difficulty: DifficultyLevel;
  cefr?: CefrLevel;
  types: QuestionType[];
  count: number;
}): QuizSettings {
  const cefrLevel = choice.tab === 'cefr' ? choice.cefr : undefined;
  return {
    difficultyLevel: cefrLevel ? difficultyOfCefr(cefrLevel) : choice.difficulty,
    ...(cefrLevel ? { cefrLevel } : {}),
    questionTypes: choice.types,
    questionCount: choice.count,
    isPracticeMode: false,
    progressiveDifficulty: false,
  };
}

/** The quiz setup panel of SPEC §2 Home, with the ways to the daily challenge and the mistakes review. */
export function QuizSetupPanel() {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const navigate = useNavigate();
  const { user } = useUser();
  const [tab, setTab] = useState<LevelTab>('standard');
  const [difficulty, setDifficulty] = useState<DifficultyLevel>(DEFAULT_DIFFICULTY);
  const [cefr, setCefr] = useState<CefrLevel | undefined>();
  const [types, setTypes] = useState<QuestionType[]>([...DEFAULT_QUESTION_TYPES]);
  const [count, setCount] = useState<number>(QUESTION_COUNT.default);

  const start = () => {
    if (!user) {
      navigate('/auth');
      return;
    }
    navigate(quizUrl(settingsOf({ tab, difficulty, cefr, types, count })));
  };

  const radioStyle = { display: 'flex', flexDirection: 'column', gap: 12 } as const;
  const difficultyPicker = (
    <Radio.Group
      aria-label={t('setup.difficultyLabel')}
      value={difficulty}
      onChange={(event) => setDifficulty(event.target.value as DifficultyLevel)}
      style={radioStyle}
    >
      {DIFFICULTY_LEVELS.map((level) => (
        <Radio key={level} value={level}>
          <Flex vertical>
            <Typography.Text strong>{t(`setup.difficulty.${level}`)}</Typography.Text>
            <Typography.Text type="secondary">{t(`setup.difficultyDescription.${level}`)}</Typography.Text>
          </Flex>
        </Radio>
      ))}
    </Radio.Group>
  );
  const cefrPicker = (
    <Radio.Group
      aria-label={t('setup.cefrLabel')}
      value={cefr}
      onChange={(event) => setCefr(event.target.value as CefrLevel)}
      style={radioStyle}
    >
      {CEFR_LEVELS.map((level) => {
        const group = difficultyOfCefr(level);
        return (
          <Radio key={level} value={level}>
            <Flex vertical>
              <Space>
                <Typography.Text strong>{level.toUpperCase()}</Typography.Text>
                <Badge color={GROUP_COLOUR[group]} text={t(`setup.difficulty.${group}`)} />
              </Space>
              <Typography.Text type="secondary">{t(`setup.cefrDescription.${level}`)}</Typography.Text>
            </Flex>
          </Radio>
        );
      })}
    </Radio.Group>
  );

  return (
    <Card title={t('setup.title')}>
      <Typography.Paragraph type="secondary">{t('setup.description')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as LevelTab)}
          aria-label={t('setup.levelTabs')}
          items={[
            { key: 'standard', label: t('setup.standardTab'), children: difficultyPicker },
            { key: 'cefr', label: t('setup.cefrTab'), children: cefrPicker },
          ]}
        />
        <Form.Item label={t('setup.typesLabel')} extra={t('setup.typesHelp')} style={{ marginTop: 16 }}>
          <Checkbox.Group
            aria-label={t('setup.typesLabel')}
            value={types}
            onChange={(checked) => setTypes((current) => nextTypeSelection(current, checked))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('setup.countLabel')} htmlFor="quiz-question-count">
          <Select
            id="quiz-question-count"
            value={count}
            onChange={setCount}
            style={{ maxWidth: 240 }}
            options={QUESTION_COUNT_OPTIONS.map((option) => ({
              value: option,
              label: t('setup.countOption', { count: option }),
            }))}
          />
        </Form.Item>
        <Button type="primary" size="large" onClick={start} block>
          {t('setup.start')}
        </Button>
      </Form>
      {user && (
        <>
          <Divider plain>{t('setup.more')}</Divider>
          <Flex gap={8} wrap>
            <Button icon={<FireOutlined aria-hidden />} onClick={() => navigate('/daily-challenge')}>
              {t('setup.dailyChallenge')}
            </Button>
            <Button icon={<RedoOutlined aria-hidden />} onClick={() => navigate('/mistakes-review')}>
              {t('setup.mistakesReview')}
            </Button>
          </Flex>
        </>
      )}
    </Card>
  );
}
