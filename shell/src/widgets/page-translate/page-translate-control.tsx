import { useId, useState } from 'react';
import { Alert, Button, Flex, Popover, Spin, Typography } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WIDGETS_NAMESPACE } from '../i18n';
import { loadGoogleTranslate } from './load-google-translate';

type LoadState = 'idle' | 'loading' | 'ready' | 'unavailable';

const WIDGET_ELEMENT_ID = 'google-translate-element';

/**
 * The page-translate control (in the header, or labelled in the phone menu; never on /auth). Nothing is
 * fetched from Google until the learner asks; when Google cannot be reached it says so plainly.
 */
export function PageTranslateControl({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<LoadState>('idle');
  const headingId = useId();

  const load = () => {
    setState('loading');
    loadGoogleTranslate()
      .then((TranslateElement) => {
        setState('ready');
        // The container is rendered once the state is ready.
        setTimeout(() => {
          const container = document.getElementById(WIDGET_ELEMENT_ID);
          if (container && container.childElementCount === 0)
            new TranslateElement(
              { pageLanguage: 'en', autoDisplay: false, layout: TranslateElement.InlineLayout?.SIMPLE },
              WIDGET_ELEMENT_ID,
            );
        });
      })
      .catch((error: unknown) => {
        console.warn('Page translation unavailable', error);
        setState('unavailable');
      });
  };

  const content = (
    <Flex vertical gap={12} style={{ maxWidth: 320 }} role="group" aria-labelledby={headingId}>
      <Typography.Text strong id={headingId}>
        {t('translate.title')}
      </Typography.Text>
      <Typography.Text type="secondary">{t('translate.intro')}</Typography.Text>
      {state === 'idle' && (
        <Button type="primary" onClick={load}>
          {t('translate.load')}
        </Button>
      )}
      {state === 'loading' && (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text>{t('translate.loading')}</Typography.Text>
        </Flex>
      )}
      {state === 'unavailable' && (
        <>
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t('translate.unavailable')}
            data-testid="translate-unavailable"
          />
          <Button onClick={load}>{t('translate.retry')}</Button>
        </>
      )}
      <div id={WIDGET_ELEMENT_ID} hidden={state !== 'ready'} />
    </Flex>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement={labelled ? 'bottom' : 'bottomRight'}
      content={content}
    >
      <Button
        type="text"
        block={labelled}
        style={labelled ? { justifyContent: 'flex-start' } : undefined}
        icon={<TranslationOutlined aria-hidden />}
        aria-label={labelled ? undefined : t('translate.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        title={labelled ? undefined : t('translate.open')}
      >
        {labelled ? t('translate.open') : null}
      </Button>
    </Popover>
  );
}
