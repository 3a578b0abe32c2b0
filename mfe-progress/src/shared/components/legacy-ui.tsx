import { Alert, Button, Progress, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DifficultyLevel, PROGRESS_COLOUR_THRESHOLDS } from '@grammarpath/contracts';
import { PROGRESS_NAMESPACE } from '../../i18n';

/** SPEC §4: green at 80 or more, yellow at 50 or more, otherwise blue. */
export function progressColour(percent: number): string {
  if (percent >= PROGRESS_COLOUR_THRESHOLDS.green) return '#52c41a';
  if (percent >= PROGRESS_COLOUR_THRESHOLDS.yellow) return '#faad14';
  return '#1677ff';
}

/** A progress bar named by `label`; `lang="en"` when the label is grammar content (a path's name). */
export function PercentBar({ percent, label, lang }: { percent: number; label: string; lang?: 'en' }) {
  const bar = <Progress percent={percent} strokeColor={progressColour(percent)} aria-label={label} />;
  return lang ? <div lang={lang}>{bar}</div> : bar;
}

const DIFFICULTY_COLOURS: Record<DifficultyLevel, string> = {
  beginner: 'blue',
  intermediate: 'gold',
  advanced: 'red',
};

export function DifficultyTag({ level }: { level: DifficultyLevel }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return <Tag color={DIFFICULTY_COLOURS[level]}>{t(`difficulty.${level}`)}</Tag>;
}

export function LoadingBlock() {
  return <Skeleton active paragraph={{ rows: 6 }} />;
}

export function LoadError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.loadError')}
      description={error?.message}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
