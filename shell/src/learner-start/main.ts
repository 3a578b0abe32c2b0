import { ANTD_STYLESHEET_ID } from '@grammarpath/contracts';
import { afterFirstPaint } from './after-first-paint';
import { LEARNER_START_ATTRIBUTES } from './start-attributes';

// A learner's page drawn by the shell's renderer (DESIGN.md §8) loads this entry instead of the app's: the
// server's HTML, styled by its inline styles, is painted first; then antd's stylesheet and the app's code are
// fetched, and the app hydrates the page. Fetched during the document's parsing, they held up that first paint.
const start = document.currentScript;
const appEntry = start?.getAttribute(LEARNER_START_ATTRIBUTES.appEntry);
const stylesheet = start?.getAttribute(LEARNER_START_ATTRIBUTES.stylesheet);
if (appEntry)
  afterFirstPaint(() => {
    if (stylesheet) {
      // As index.html links it: never render-blocking, applied by the app (src/styles/antd-stylesheet.ts).
      const link = Object.assign(document.createElement('link'), {
        rel: 'stylesheet',
        href: stylesheet,
        id: ANTD_STYLESHEET_ID,
        media: 'print',
      });
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.src = appEntry;
    document.head.append(script);
  });
