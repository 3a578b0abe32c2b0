import { Flex, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CEFR_LEVELS,
  difficultyOfCefr,
  DIFFICULTY_LEVELS,
  type CefrLevel,
  type DifficultyLevel,
} from '@grammarpath/contracts';
import { DifficultyTag } from '@grammarpath/platform/ui';
import { QUIZ_NAMESPACE } from '../../../i18n';

const radioStyle = { display: 'flex', flexDirection: 'column', gap: 12 } as const;

/** The three difficulties, each with its description. */
export function DifficultyPicker({
  value,
  onChange,
}: {
  value: DifficultyLevel;
  onChange: (level: DifficultyLevel) => void;
}) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  return (
    <Radio.Group
      aria-label={t('setup.difficultyLabel')}
      value={value}
      onChange={(event) => onChange(event.target.value as DifficultyLevel)}
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
}

/** The six CEFR levels, each with its difficulty group and description. */
export function CefrPicker({
  value,
  onChange,
}: {
  value: CefrLevel | undefined;
  onChange: (level: CefrLevel) => void;
}) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  return (
    <Radio.Group
      aria-label={t('setup.cefrLabel')}
      value={value}
      onChange={(event) => onChange(event.target.value as CefrLevel)}
      style={radioStyle}
    >
      {CEFR_LEVELS.map((level) => (
        <Radio key={level} value={level}>
          <Flex vertical>
            <Space>
              <Typography.Text strong>{level.toUpperCase()}</Typography.Text>
              <DifficultyTag level={difficultyOfCefr(level)} />
            </Space>
            <Typography.Text type="secondary">{t(`setup.cefrDescription.${level}`)}</Typography.Text>
          </Flex>
        </Radio>
      ))}
    </Radio.Group>
  );
}
