import { Button, Card, Flex, List, Typography } from 'antd';
import { ClockCircleOutlined, ForwardOutlined, OrderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QUIZ_NAMESPACE } from '../../../i18n';
import { SkipPlacementButton } from './skip-placement-button';

/** The offer: what the placement is, how long it takes, Start, and Skip for now. */
export function PlacementIntro({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const facts = [
    { key: 'questions', icon: <OrderedListOutlined aria-hidden /> },
    { key: 'time', icon: <ClockCircleOutlined aria-hidden /> },
    { key: 'skip', icon: <ForwardOutlined aria-hidden /> },
  ];
  return (
    <Card data-testid="placement-intro">
      <Flex vertical gap={16}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('placement.title')}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>{t('placement.intro')}</Typography.Paragraph>
        <List
          size="small"
          dataSource={facts}
          renderItem={(fact) => (
            <List.Item>
              <Flex gap={8} align="center">
                {fact.icon}
                <Typography.Text>{t(`placement.facts.${fact.key}`)}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
        <Flex gap={12} wrap>
          <Button type="primary" size="large" onClick={onStart}>
            {t('placement.start')}
          </Button>
          <SkipPlacementButton />
        </Flex>
      </Flex>
    </Card>
  );
}
