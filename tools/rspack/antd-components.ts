/**
 * The antd components (folders of `antd/es/`) that the front ends import. The host provides every one of
 * them to the share scope, so a remote always gets the host's copy: antd's components import each other
 * by relative paths, which bypass the share, so a component the host did not provide would bring the
 * remote's own copies of the components it is built from (Popover → Tooltip, Card → Skeleton), downloaded
 * twice. `AntdComponentGuardPlugin` fails a build that imports a component missing here.
 */
export const ANTD_COMPONENTS = [
  'alert',
  'avatar',
  'badge',
  'button',
  'card',
  'checkbox',
  'collapse',
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
  'grid',
  'input',
  'layout',
  'list',
  'modal',
  'notification',
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

/**
 * The components the shell's frame draws on every page (header, footer, floating widgets, toasts, loading
 * states). The shell puts them in one chunk: a page loads them all anyway, and one script costs the browser
 * less to add and run than a dozen.
 */
export const ANTD_FRAME_COMPONENTS = [
  'avatar',
  'badge',
  'button',
  'col',
  'flex',
  'grid',
  'layout',
  'notification',
  'popover',
  'row',
  'skeleton',
  'space',
  'spin',
  'tooltip',
  'typography',
] as const;
