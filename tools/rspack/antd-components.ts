/**
 * The antd components (folders of `antd/es/`) that the front ends import. The host provides every one of
 * them to the share scope, so a remote always gets the host's copy: antd's components import each other
 * by relative paths, which bypass the share, so a component the host did not provide would bring the
 * remote's own copies of the components it is built from (Popover → Tooltip, Card → Skeleton), downloaded
 * twice. `AntdComponentGuardPlugin` fails a build that imports a component missing here.
 */
export const ANTD_COMPONENTS = [
  'alert',
  'app',
  'avatar',
  'badge',
  'button',
  'card',
  'checkbox',
  'col',
  'config-provider',
  'descriptions',
  'divider',
  'drawer',
  'dropdown',
  'empty',
  'flex',
  'float-button',
  'form',
  'input',
  'layout',
  'list',
  'modal',
  'popover',
  'progress',
  'radio',
  'rate',
  'result',
  'row',
  'select',
  'skeleton',
  'slider',
  'space',
  'spin',
  'statistic',
  'switch',
  'table',
  'tabs',
  'tag',
  'theme',
  'tooltip',
  'typography',
] as const;
