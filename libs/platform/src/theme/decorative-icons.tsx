import type { ConfigProviderProps } from 'antd';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  DownOutlined,
  EllipsisOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
  LoadingOutlined,
} from '@ant-design/icons';

type IconConfig = Pick<
  ConfigProviderProps,
  'alert' | 'button' | 'drawer' | 'modal' | 'notification' | 'select' | 'tabs'
>;

/**
 * antd's own icons carry English names (`aria-label="down"`, "close", "check-circle", a busy button's
 * "loading"): here they are decorative where their control or message already has a name in the learner's
 * language (antd names the close buttons from its locale), and the tabs' overflow button is named in that
 * language.
 * Set once on the ConfigProvider.
 */
export function iconConfigOf(moreTabsLabel: string): IconConfig {
  const close = <CloseOutlined aria-hidden />;
  return {
    alert: {
      successIcon: <CheckCircleFilled aria-hidden />,
      infoIcon: <InfoCircleFilled aria-hidden />,
      warningIcon: <ExclamationCircleFilled aria-hidden />,
      errorIcon: <CloseCircleFilled aria-hidden />,
    },
    button: { loadingIcon: <LoadingOutlined aria-hidden /> },
    drawer: { closeIcon: close },
    modal: { closeIcon: close },
    notification: { closeIcon: close },
    select: { suffixIcon: <DownOutlined aria-hidden /> },
    tabs: { moreIcon: <EllipsisOutlined aria-label={moreTabsLabel} /> },
  };
}
