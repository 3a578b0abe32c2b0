import type { TranslationShape } from '../../i18n/translation-types';
import type { en } from './en';

export const zh: TranslationShape<typeof en> = {
  continue: '继续',
  type: {
    path: '学习路径已完成',
    achievement: '成就已解锁',
    level: '等级提升',
    streak: '连续学习',
    stage: '阶段已完成',
  },
};
