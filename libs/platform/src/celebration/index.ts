import './celebration-translations';

export { LazyCelebrationDialog } from './lazy-celebration-dialog';
export { CELEBRATION_NAMESPACE, celebrationTranslations } from './celebration-translations';
export {
  activeCelebration,
  celebrate,
  dismissCelebration,
  useActiveCelebration,
  useCelebration,
} from './celebration-store';
export type { ActiveCelebration, CelebrationOptions } from './celebration-store';
