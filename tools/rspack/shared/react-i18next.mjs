// What the front ends share as `react-i18next`: the names they use (see react-router-dom.mjs for why a
// subset). `react-i18next-esm` is an alias of the package's ES module build (create-front-end-config.ts).
// A name imported but missing here fails shell/src/remotes/shared-subsets.spec.ts: add the name here.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-esm';
