import type { TranslationShape } from '../../i18n/translation-types';
import type { en } from './en';

export const zh: TranslationShape<typeof en> = {
  play: '朗读',
  stop: '停止朗读',
  loading: '正在准备音频…',
  save: '保存音频片段',
  saved: '已保存到你的音频列表',
  alreadySaved: '这段音频已在你的保存列表中',
  failed: '音频播放失败',
};
