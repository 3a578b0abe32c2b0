import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Tag, theme, Typography } from 'antd';
import { BulbFilled, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ContentSentence,
  currentLanguage,
  markedParts,
  MASCOT_COLLAPSE_MS,
  PLATFORM_NAMESPACE,
} from '@grammarpath/platform';
import { WIDGETS_NAMESPACE } from '../i18n';
import { takeFocusRequest } from './guide-state';
import { tipsInOrder, useGrammarTips, type TipLabel } from './use-grammar-tips';

function useTipLabel(): (label: TipLabel) => string {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return (label) =>
    label.kind === 'general'
      ? t('mascot.studyTip', { number: label.number })
      : label.kind === 'topic'
        ? t(`topic.${label.key}`, { ns: PLATFORM_NAMESPACE })
        : t(`mascot.questionType.${label.key}`);
}

/**
 * The Grammar Guide's tip card (SPEC §2, §4): one tip at a time in the interface language, 'Show me
 * another tip', collapses after 10 s (not while the learner is hovering or focused on it), and can be closed.
 * It sits in the page's flow above the content, never over it.
 */
export function GrammarGuideCard({ onCollapse }: { onCollapse: () => void }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { token } = theme.useToken();
  const labelOf = useTipLabel();
  const { data, isLoading, isError } = useGrammarTips();
  const [seed] = useState(() => Math.floor(Math.random() * 0xffff_ffff));
  const [index, setIndex] = useState(0);
  const ordered = useMemo(() => (data ? tipsInOrder(data, seed) : []), [data, seed]);
  const current = ordered.length > 0 ? ordered[index % ordered.length] : undefined;
  const [engaged, setEngaged] = useState(false);
  const cardRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!takeFocusRequest()) return;
    cardRef.current?.focus();
  }, []);

  useEffect(() => {
    if (engaged) return undefined;
    const timer = setTimeout(onCollapse, MASCOT_COLLAPSE_MS);
    return () => clearTimeout(timer);
  }, [engaged, index, onCollapse]);

  return (
    <section
      ref={cardRef}
      aria-labelledby="grammar-guide-title"
      data-testid="grammar-guide"
      tabIndex={-1}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!cardRef.current?.contains(event.relatedTarget as Node | null)) setEngaged(false);
      }}
      style={{ maxWidth: 560, marginInlineStart: 'auto', outline: 'none' }}
    >
      <Card
        size="small"
        title={
          <Flex align="center" gap={8}>
            <BulbFilled aria-hidden="true" style={{ color: token.gold8 }} />
            <span id="grammar-guide-title">{t('mascot.name')}</span>
          </Flex>
        }
        extra={
          <Button
            type="text"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('mascot.close')}
            onClick={onCollapse}
          />
        }
        styles={{ body: { minHeight: 96 } }}
      >
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} title={false} aria-label={t('mascot.loading')} />
        ) : isError || !current ? (
          <Alert type="info" showIcon title={t('mascot.unavailable')} />
        ) : (
          <Flex vertical gap={8} aria-live="polite">
            <Tag color="gold" style={{ alignSelf: 'flex-start' }}>
              {labelOf(current.label)}
            </Tag>
            <Typography.Paragraph style={{ margin: 0 }} data-testid="grammar-tip" data-tip-id={current.id}>
              <ContentSentence parts={markedParts(current.tip[currentLanguage()])} />
            </Typography.Paragraph>
            <Button
              type="link"
              style={{ alignSelf: 'flex-start', paddingInline: 0 }}
              onClick={() => setIndex((i) => i + 1)}
            >
              {t('mascot.another')}
            </Button>
          </Flex>
        )}
      </Card>
    </section>
  );
}
