import { useLocation } from 'react-router-dom';
import { ROUTES } from '@grammarpath/contracts';
import { AfterFirstScreen } from '../../deferred/after-first-screen';
import { LazyPageTranslateControl } from '../../widgets/lazy-widgets';

/** The page-translate control in the header or the menu (SPEC §2: never on /auth), loaded after the first screen. */
export function HeaderTranslate({ labelled = false }: { labelled?: boolean }) {
  const { pathname } = useLocation();
  if (pathname === ROUTES.auth.pattern) return null;
  // The placeholder keeps the control's size, so nothing in the header moves when it loads (a flex wrapper:
  // an inline-block one would add the line's descent below it).
  const placeholder = (
    <span aria-hidden style={{ display: 'inline-block', width: labelled ? '100%' : 32, height: 32 }} />
  );
  return (
    <span data-slot="top-right-control" style={{ display: labelled ? 'block' : 'inline-flex' }}>
      <AfterFirstScreen placeholder={placeholder}>
        <LazyPageTranslateControl labelled={labelled} />
      </AfterFirstScreen>
    </span>
  );
}
