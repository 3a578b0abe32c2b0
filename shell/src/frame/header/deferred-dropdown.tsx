import {
  cloneElement,
  Suspense,
  useState,
  type ComponentType,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import type { DropdownProps } from 'antd';
import { onDemand } from '@grammarpath/platform';

const LazyDropdown = onDemand(() =>
  import('./header-dropdown').then(({ HeaderDropdown }) => HeaderDropdown as ComponentType<DropdownProps>),
);

interface TriggerProps {
  autoFocus?: boolean;
  onPointerEnter?: (event: SyntheticEvent<HTMLElement>) => void;
  onFocus?: (event: SyntheticEvent<HTMLElement>) => void;
  onTouchStart?: (event: SyntheticEvent<HTMLElement>) => void;
  onClick?: (event: SyntheticEvent<HTMLElement>) => void;
}

export interface DeferredDropdownProps extends Omit<
  DropdownProps,
  'open' | 'onOpenChange' | 'children' | 'trigger'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, rendered at once. */
  children: ReactElement<TriggerProps>;
}

/**
 * A header menu whose dropdown (antd Dropdown, Menu and the popup code under them) loads when the learner
 * reaches for its button (hover, focus, touch) instead of with the page, and takes the button over when it is
 * pressed: never in the middle of a press. A press before the code is there opens the menu once it is; the
 * button keeps the focus it had.
 */
export function DeferredDropdown({ children, open, onOpenChange, ...dropdown }: DeferredDropdownProps) {
  // Once pressed and loaded: whether the button had the focus when the dropdown took it over.
  const [loaded, setLoaded] = useState<{ refocus: boolean } | null>(null);

  if (!loaded) {
    const preload = () => void LazyDropdown.preload();
    return cloneElement(children, {
      onPointerEnter: preload,
      onFocus: preload,
      onTouchStart: preload,
      onClick: ({ currentTarget }) => {
        onOpenChange(true);
        void LazyDropdown.preload().then(() =>
          setLoaded({ refocus: currentTarget === document.activeElement }),
        );
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <LazyDropdown trigger={['click']} open={open} onOpenChange={(next) => onOpenChange(next)} {...dropdown}>
        {cloneElement(children, { autoFocus: loaded.refocus })}
      </LazyDropdown>
    </Suspense>
  );
}
