import path from 'node:path';
import { rspack } from '@rspack/core';

/** An import inside antd (`request` from its `folder` of antd/es) and what the browser builds load instead. */
const ON_DEMAND = [
  // Card imports Tabs for its tabList, and with it rc-tabs and rc-menu (about 16 KB brotli).
  { folder: 'card', request: '../tabs', module: 'card-tabs.mjs' },
  // Typography imports TextArea for its editable text, and with it rc-input and rc-textarea (about 7 KB).
  { folder: 'typography', request: '../input/TextArea', module: 'text-area.mjs' },
  // Radio.Group imports antd's form hook for a name helper, and with it rc-form's store (about 6 KB).
  { folder: 'radio', request: '../form/hooks/useForm', module: 'radio-name-path.mjs' },
];

/**
 * antd components carry parts of features none of our pages use, on every page that draws them: a card's
 * tabs, a text edited in place, a form's engine behind a name helper. In the browser builds each such import is
 * a module that loads the part (the shared antd component) when it is first drawn, so the features still work,
 * or, where only a helper of the part is used, that helper alone.
 */
export function antdPartsOnDemand() {
  const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
  return new rspack.NormalModuleReplacementPlugin(/^\.\.\//, (resource) => {
    const part = ON_DEMAND.find(
      ({ folder, request }) => resource.request === request && resource.context === path.join(antdEs, folder),
    );
    if (part) resource.request = path.join(__dirname, 'antd-on-demand', part.module);
  });
}
