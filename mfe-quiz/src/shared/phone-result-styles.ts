import type { CardProps, ResultProps } from 'antd';
import { usePhoneViewport } from '@grammarpath/platform/ui';

/**
 * A result card keeps the phone's width: antd's roomy Card and Result paddings would leave its content a
 * column too narrow for a line of buttons.
 */
export function usePhoneResultStyles(): { card?: CardProps['styles']; result?: ResultProps['styles'] } {
  // Phone-sized until the viewport is known, as on the server.
  const phone = usePhoneViewport() !== false;
  return phone
    ? {
        card: { body: { padding: 12 } },
        result: { root: { padding: '24px 0' }, body: { padding: '16px 8px' } },
      }
    : {};
}
