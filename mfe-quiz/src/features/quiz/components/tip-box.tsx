import { Avatar, Card, Flex, Typography } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QuestionType } from '@grammarpath/contracts';
import { ContentSentence, markedParts } from '@grammarpath/platform';
import { QUIZ_NAMESPACE } from '../../../i18n';

/** The mascot's tip for the current question's type; the two tips of a type alternate by question. */
export function TipBox({ type, questionIndex }: { type: QuestionType; questionIndex: number }) {
  const { t } = useTranslation(QUIZ_NAMESPACE);
  const tip = questionIndex % 2 === 0 ? 'tip1' : 'tip2';
  return (
    <Card size="small" role="complementary" aria-label={t('tip.heading')}>
      <Flex gap={12} align="start">
        <Avatar size={40} icon={<BulbOutlined aria-hidden />} style={{ flexShrink: 0 }} aria-hidden />
        <Flex vertical>
          <Typography.Text strong>
            {t('tip.mascot')} · {t('tip.heading')}
          </Typography.Text>
          <Typography.Text data-testid="quiz-tip">
            {/* English examples in a tip are grammar content: marked lang="en". */}
            <ContentSentence parts={markedParts(t(`tip.${type}.${tip}`))} />
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
