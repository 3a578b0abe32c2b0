import type { ComponentType } from 'react';
import type { IslandName } from '../islands/island-names';

/** Each island's component, loaded on demand: a page loads the code of its own islands only. */
export const ISLAND_COMPONENTS: Record<IslandName, () => Promise<ComponentType>> = {
  header: () => import('../frame/header/app-header').then((m) => m.AppHeader),
  'floating-widgets': () => import('../frame/frame-slots').then((m) => m.FloatingWidgetsIsland),
  'home-cta': () => import('../pages/home/welcome-banner').then((m) => m.HomeCta),
  'sample-question': () => import('../pages/home/welcome-banner').then((m) => m.SampleQuestionSlot),
  'auth-tabs': () => import('../pages/auth/auth-tabs').then((m) => m.AuthTabs),
};
