import type { TranslationShape } from '../../i18n/translation-types';
import type { en } from './en';

export const vi: TranslationShape<typeof en> = {
  continue: 'Tiếp tục',
  type: {
    path: 'Hoàn thành lộ trình học',
    achievement: 'Mở khóa thành tích',
    level: 'Lên cấp',
    streak: 'Chuỗi ngày học',
    stage: 'Hoàn thành chặng',
  },
};
