import type { TranslationShape } from '../../i18n/translation-types';
import type { en } from './en';

export const ja: TranslationShape<typeof en> = {
  play: '読み上げる',
  stop: '読み上げを停止',
  loading: '音声を準備しています…',
  save: '音声クリップを保存',
  saved: '保存した音声に追加しました',
  alreadySaved: 'このクリップはすでに保存されています',
  failed: '音声を再生できませんでした',
};
