import type { TranslationShape } from '../../i18n/translation-types';
import type { en } from './en';

export const vi: TranslationShape<typeof en> = {
  play: 'Đọc to',
  stop: 'Dừng đọc',
  loading: 'Đang chuẩn bị âm thanh…',
  save: 'Lưu đoạn âm thanh',
  saved: 'Đã lưu vào danh sách âm thanh của bạn',
  alreadySaved: 'Đoạn âm thanh này đã có trong danh sách đã lưu',
  failed: 'Không phát được âm thanh',
};
