import type { Language } from '@grammarpath/contracts';
import { registerTranslations } from '../i18n/i18n';
import type { TranslationShape } from '../i18n/translation-types';

export const READ_ALOUD_NAMESPACE = 'readAloud';

const en = {
  play: 'Read aloud',
  stop: 'Stop reading',
  loading: 'Preparing audio…',
  save: 'Save audio clip',
  saved: 'Saved to your audio clips',
  alreadySaved: 'This clip is already in your saved audio',
  failed: 'Failed to play audio',
};

type ReadAloudTranslation = TranslationShape<typeof en>;

const ja: ReadAloudTranslation = {
  play: '読み上げる',
  stop: '読み上げを停止',
  loading: '音声を準備しています…',
  save: '音声クリップを保存',
  saved: '保存した音声に追加しました',
  alreadySaved: 'このクリップはすでに保存されています',
  failed: '音声を再生できませんでした',
};

const vi: ReadAloudTranslation = {
  play: 'Đọc to',
  stop: 'Dừng đọc',
  loading: 'Đang chuẩn bị âm thanh…',
  save: 'Lưu đoạn âm thanh',
  saved: 'Đã lưu vào danh sách âm thanh của bạn',
  alreadySaved: 'Đoạn âm thanh này đã có trong danh sách đã lưu',
  failed: 'Không phát được âm thanh',
};

const zh: ReadAloudTranslation = {
  play: '朗读',
  stop: '停止朗读',
  loading: '正在准备音频…',
  save: '保存音频片段',
  saved: '已保存到你的音频列表',
  alreadySaved: '这段音频已在你的保存列表中',
  failed: '音频播放失败',
};

export const readAloudTranslations: Record<Language, ReadAloudTranslation> = { en, ja, vi, zh };

registerTranslations(READ_ALOUD_NAMESPACE, readAloudTranslations);
