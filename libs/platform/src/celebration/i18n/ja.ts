import type { TranslationShape } from '../../i18n/translation-types';
import type { en } from './en';

export const ja: TranslationShape<typeof en> = {
  continue: '続ける',
  type: {
    path: '学習パス達成',
    achievement: '実績解除',
    level: 'レベルアップ',
    streak: '連続学習',
    stage: 'ステージクリア',
  },
};
