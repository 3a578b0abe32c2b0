import { ANTD_STYLESHEET_ID } from '@grammarpath/contracts';

/**
 * Whether the page links antd's build-time stylesheet (the shell's page does): then antd runs with zero
 * runtime, generating no styles in the browser. Elsewhere (the prerender in Node, a remote's standalone
 * page, unit tests) antd generates its styles as it renders.
 */
export function pageHasAntdStylesheet(): boolean {
  return typeof document !== 'undefined' && document.getElementById(ANTD_STYLESHEET_ID) !== null;
}
