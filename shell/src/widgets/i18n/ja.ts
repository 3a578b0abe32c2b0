import type { TranslationShape } from '@grammarpath/platform';
import type { en } from './en';

export const ja: TranslationShape<typeof en> = {
  feedback: {
    open: 'フィードバックを送る',
    title: 'ご意見をお聞かせください',
    intro: '良かった点や改善してほしい点を教えてください。いただいたメッセージはすべて拝見しています。',
    homeTitle: 'ご意見をお聞かせください',
    name: 'お名前',
    email: 'メールアドレス',
    message: 'メッセージ',
    messagePlaceholder: 'お伝えしたいことをご記入ください',
    rating: '評価',
    ratingHint: '任意',
    ratingValue: '5段階中{{count}}',
    category: 'カテゴリー',
    categories: { general: '一般', bug: '不具合の報告', suggestion: '提案', question: '質問' },
    submit: 'フィードバックを送信',
    sending: '送信中...',
    cancel: 'キャンセル',
    validation: {
      nameRequired: 'お名前を入力してください',
      email: '有効なメールアドレスを入力してください',
      messageMin: 'メッセージは5文字以上で入力してください',
    },
    missing: {
      title: '入力内容が不足しています',
      description: '送信する前にフィードバックのメッセージを入力してください。',
    },
    saved: {
      title: 'フィードバックを保存しました！',
      description: 'GrammarPathの改善にご協力いただき、ありがとうございます。',
    },
    received: {
      title: 'フィードバックを受け付けました',
      description: 'ありがとうございます。保存中に問題が発生しましたが、記録されています。',
    },
    failed: { title: 'フィードバックを送信できませんでした' },
  },
  savedAudio: {
    open: '保存した音声',
    openWithCount: '保存した音声、クリップ数：{{count}}',
    title: '保存した音声',
    empty:
      '保存したクリップはまだありません。読み上げボタンの横にある保存ボタンを押すと、ここに文を保存できます。',
    play: '「{{label}}」を再生',
    stop: '「{{label}}」を停止',
    remove: '「{{label}}」を削除',
    removed: 'クリップを削除しました',
    savedOn: '{{date}}に保存',
    category: {
      general: '一般',
      business: 'ビジネス',
      academic: 'アカデミック',
      everyday: '日常',
      travel: '旅行',
      social_media: 'SNS',
    },
  },
  corner: 'ヘルプとツール',
  mascot: {
    name: '文法ガイド',
    open: '文法ガイドを表示',
    close: '文法ガイドを閉じる',
    another: '別のヒントを見る',
    loading: 'ヒントを探しています…',
    unavailable: '現在ヒントを表示できません。',
    studyTip: '学習のコツ {{number}}',
    questionType: {
      fill_blank: '穴埋め',
      rearrange: '並べ替え',
      completion: '文の完成',
      error_correction: '誤文訂正',
      multiple_choice: '多肢選択',
    },
  },
  translate: {
    open: 'このページを翻訳',
    title: 'このページを翻訳',
    intro: '外部サービスのGoogle翻訳を使用します。このページのテキストがGoogleに送信されます。',
    load: 'Google翻訳を読み込む',
    loading: 'Google翻訳に接続しています…',
    unavailable:
      'Google翻訳に接続できませんでした。インターネット接続を確認するか、言語メニューから言語を選んでください。',
    retry: '再試行',
  },
  sound: {
    title: '効果音',
    hint: '正解・不正解、お祝い、エラーのときに短い音が鳴ります。',
    mute: '効果音をミュート',
  },
};
