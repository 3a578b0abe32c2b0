import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GrammarTopic } from '@grammarpath/contracts';
import { PLATFORM_NAMESPACE } from '@grammarpath/platform';
import { ProgressBar } from '@grammarpath/platform/progress-bar';

/** A grammar topic's name over its progress bar. */
export function TopicProgress({ topic, percent }: { topic: GrammarTopic; percent: number }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const name = t(`topic.${topic}`);
  return (
    <>
      <Typography.Text>{name}</Typography.Text>
      <ProgressBar percent={percent} label={name} />
    </>
  );
}
