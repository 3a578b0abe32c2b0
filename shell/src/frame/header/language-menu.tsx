import { useState } from 'react';
import type { MenuProps } from 'antd';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@grammarpath/contracts';
import { LANGUAGE_LABELS, currentLanguage } from '@grammarpath/platform';
import { DeferredDropdown } from './deferred-dropdown';

/** English, 日本語, Tiếng Việt, 中文. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const [open, setOpen] = useState(false);
  const items: MenuProps['items'] = LANGUAGES.map((code) => ({
    key: code,
    label: LANGUAGE_LABELS[code],
    lang: code,
  }));
  return (
    <DeferredDropdown
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => void i18n.changeLanguage(key),
      }}
    >
      {/* The name starts with the visible text (WCAG 2.5.3) and says what the menu is for. */}
      <Button
        type="text"
        icon={<GlobalOutlined aria-hidden />}
        aria-label={`${LANGUAGE_LABELS[language]} (${t('language.menu')})`}
      >
        {LANGUAGE_LABELS[language]}
      </Button>
    </DeferredDropdown>
  );
}
