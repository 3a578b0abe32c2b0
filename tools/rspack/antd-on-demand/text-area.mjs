// antd Typography's `../input/TextArea` in the browser builds (see ../antd-parts-on-demand.ts): loaded when a
// text is first edited in place.
import { createElement, lazy, Suspense } from 'react';

const TextArea = lazy(() => import('antd/es/input').then((module) => ({ default: module.default.TextArea })));

export default function TypographyTextArea(props) {
  return createElement(Suspense, { fallback: null }, createElement(TextArea, props));
}
