import type { ReactNode } from 'react';
import { createPath, Router, type To } from 'react-router-dom';
import { carryToastAcrossDocumentLoad } from '@grammarpath/platform';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Every navigation a document load: the gateway then sends the page a visitor or a learner gets. */
const documentNavigator = {
  createHref: hrefOf,
  go: (delta: number) => window.history.go(delta),
  push: (to: To) => {
    carryToastAcrossDocumentLoad();
    window.location.assign(hrefOf(to));
  },
  replace: (to: To) => {
    carryToastAcrossDocumentLoad();
    window.location.replace(hrefOf(to));
  },
};

/**
 * The router of a prerendered visitor page's islands: the page's own path, and no client-side navigation
 * (there is no app to navigate in): links and `navigate()` load the next document, which is the learner's
 * full app once a session exists.
 */
export function DocumentRouter({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <Router location={{ pathname, search: '', hash: '' }} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
