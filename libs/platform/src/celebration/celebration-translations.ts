import type { Language } from '@grammarpath/contracts';
import { registerTranslations } from '../i18n/i18n';
import type { TranslationShape } from '../i18n/translation-types';

export const CELEBRATION_NAMESPACE = 'celebration';

const en = {
  continue: 'Continue',
  type: {
    path: 'Learning path completed',
    achievement: 'Achievement unlocked',
    level: 'Level up',
    streak: 'Streak',
    stage: 'Stage completed',
  },
};

type CelebrationTranslation = TranslationShape<typeof en>;

const ja: CelebrationTranslation = {
  continue: '続ける',
  type: {
    path: '学習パス達成',
    achievement: '実績解除',
    level: 'レベルアップ',
    streak: '連続学習',
    stage: 'ステージクリア',
  },
};

const vi: CelebrationTranslation = {
  continue: 'Tiếp tục',
  type: {
    path: 'Hoàn thành lộ trình học',
    achievement: 'Mở khóa thành tích',
    level: 'Lên cấp',
    streak: 'Chuỗi ngày học',
    stage: 'Hoàn thành chặng',
  },
};

const zh: CelebrationTranslation = {
  continue: '继续',
  type: {
    path: '学习路径已完成',
    achievement: '成就已解锁',
    level: '等级提升',
    streak: '连续学习',
    stage: '阶段已完成',
  },
};

export const celebrationTranslations: Record<Language, CelebrationTranslation> = { en, ja, vi, zh };

registerTranslations(CELEBRATION_NAMESPACE, celebrationTranslations);
