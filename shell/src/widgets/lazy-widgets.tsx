import { lazy } from 'react';
import { onDemand } from '@grammarpath/platform';

// The frame's widgets are not needed to render a page: each is its own chunk, with the antd components only
// it uses (Drawer, Modal, Select, Rate, Popover…), loaded after the page's first screen (see AfterFirstScreen).

export const LazyFrameWidgets = lazy(() =>
  import('./frame-widgets').then(({ FrameWidgets }) => ({ default: FrameWidgets })),
);

export const LazyPageTranslateControl = lazy(() =>
  import('./page-translate/page-translate-control').then(({ PageTranslateControl }) => ({
    default: PageTranslateControl,
  })),
);

export const LazyHomeFeedbackCard = lazy(() =>
  import('./feedback/home-feedback-card').then(({ HomeFeedbackCard }) => ({ default: HomeFeedbackCard })),
);

/** Preloaded before hydrating a page the server drew with the guide open (bootstrap.tsx). */
export const LazyGrammarGuideCard = onDemand(() =>
  import('./mascot/grammar-guide').then(({ GrammarGuideCard }) => GrammarGuideCard),
);
