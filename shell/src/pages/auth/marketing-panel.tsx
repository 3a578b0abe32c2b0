import { Flex, Typography } from 'antd';
import { AudioOutlined, LineChartOutlined, NodeIndexOutlined, TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'paths', icon: <NodeIndexOutlined aria-hidden /> },
  { key: 'progress', icon: <LineChartOutlined aria-hidden /> },
  { key: 'audio', icon: <AudioOutlined aria-hidden /> },
  { key: 'achievements', icon: <TrophyOutlined aria-hidden /> },
] as const;

/** Personalized paths, progress tracking, audio support and achievements. */
export function MarketingPanel() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={20}>
      <Typography.Title level={2}>{t('marketing.title')}</Typography.Title>
      {FEATURES.map(({ key, icon }) => (
        <Flex key={key} gap={14} align="flex-start">
          <span aria-hidden style={{ fontSize: 24 }}>
            {icon}
          </span>
          <div>
            <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
              {t(`marketing.${key}.title`)}
            </Typography.Title>
            <Typography.Text type="secondary">{t(`marketing.${key}.text`)}</Typography.Text>
          </div>
        </Flex>
      ))}
    </Flex>
  );
}
