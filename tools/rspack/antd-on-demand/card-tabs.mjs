// antd's Card's `../tabs` in the browser builds (see ../antd-parts-on-demand.ts): loaded when a card with a
// tabList is drawn.
import { createElement, lazy, Suspense } from 'react';

const Tabs = lazy(() => import('antd/es/tabs'));

export default function CardTabs(props) {
  return createElement(Suspense, { fallback: null }, createElement(Tabs, props));
}
