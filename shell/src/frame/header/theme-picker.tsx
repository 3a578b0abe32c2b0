import { useState } from 'react';
import type { MenuProps } from 'antd';
import { Button, Flex, Typography } from 'antd';
import { BgColorsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MOOD_THEMES } from '@grammarpath/contracts';
import { MOOD_THEME_DEFINITIONS, PLATFORM_NAMESPACE, useMoodTheme } from '@grammarpath/platform';
import { DeferredDropdown } from './deferred-dropdown';

/** The five mood themes, each with its icon, name and description. */
export function ThemePicker() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation(PLATFORM_NAMESPACE);
  const { theme, definition, setTheme } = useMoodTheme();
  const [open, setOpen] = useState(false);
  const items: MenuProps['items'] = MOOD_THEMES.map((id) => {
    const option = MOOD_THEME_DEFINITIONS[id];
    return {
      key: id,
      label: (
        <Flex gap={10} align="center">
          <span aria-hidden style={{ fontSize: 18 }}>
            {option.icon}
          </span>
          <Flex vertical>
            <Typography.Text strong>{tp(option.nameKey)}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {tp(option.descriptionKey)}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    };
  });
  return (
    <DeferredDropdown
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [theme],
        onClick: ({ key }) => setTheme(key as typeof theme),
      }}
    >
      <Button
        type="text"
        aria-label={t('theme.picker')}
        title={t('theme.current', { name: tp(definition.nameKey) })}
        icon={<BgColorsOutlined style={{ color: definition.primary }} aria-hidden />}
      />
    </DeferredDropdown>
  );
}
