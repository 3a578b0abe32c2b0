import './celebration-translations';

export { CelebrationDialog } from './celebration-dialog';
export { CELEBRATION_NAMESPACE, celebrationTranslations } from './celebration-translations';
export {
  activeCelebration,
  celebrate,
  dismissCelebration,
  useActiveCelebration,
  useCelebration,
} from './celebration-store';
export type { ActiveCelebration, CelebrationOptions } from './celebration-store';
