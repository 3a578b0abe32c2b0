// What the front ends share as `react-i18next`: the names they use (see react-router-dom.mjs for why a
// subset). `react-i18next-esm` is an alias of the package's ES module build (create-front-end-config.ts).
// A front end that imports a name missing here fails to build: add the name here.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-esm';
