import './i18n';

export { LazyCelebrationDialog } from './lazy-celebration-dialog';
export { CELEBRATION_NAMESPACE } from './i18n';
export {
  activeCelebration,
  celebrate,
  dismissCelebration,
  useActiveCelebration,
  useCelebration,
} from './celebration-store';
export type { ActiveCelebration, CelebrationOptions } from './celebration-store';
