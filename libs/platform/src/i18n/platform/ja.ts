import type { TranslationShape } from '../translation-types';
import type { en } from './en';

export const ja: TranslationShape<typeof en> = {
  session: { loading: 'ログイン状態を確認しています…' },
  toast: {
    loginSuccess: { title: 'ログインしました', description: 'おかえりなさい、{{name}}さん！' },
    loginFailed: {
      title: 'ログインに失敗しました',
      fallback: 'ユーザー名またはパスワードが正しくありません',
    },
    registerSuccess: { title: '登録が完了しました', description: 'GrammarPathへようこそ、{{name}}さん！' },
    registerFailed: { title: '登録に失敗しました', fallback: 'アカウントを作成できませんでした' },
    logoutSuccess: { title: 'ログアウトしました', description: 'アカウントからログアウトしました。' },
    logoutFailed: { title: 'ログアウトに失敗しました' },
    newAchievement: {
      title: '新しい実績を獲得しました！',
      description_one: '新しい実績を{{count}}件獲得しました！',
      description_other: '新しい実績を{{count}}件獲得しました！',
    },
  },
  achievementCelebration: { title: '新しい実績を獲得しました！' },
  teaching: {
    showEnglish: '英語で表示',
    showTranslation: '日本語で表示',
  },
  a11y: { moreTabs: 'その他のタブ' },
  ui: {
    progress: '進捗',
    progressOf: '{{name}} の進捗',
    difficulty: { beginner: '初級', intermediate: '中級', advanced: '上級' },
    query: {
      loading: '読み込み中…',
      loadError: 'この部分を読み込めませんでした。',
      retry: '再試行',
      empty: 'まだ何もありません。',
    },
  },
  theme: {
    calm: { name: '穏やか', description: 'やさしい青で、落ち着いてじっくり練習' },
    energetic: { name: 'エネルギッシュ', description: '温かみのあるオレンジで勢いをキープ' },
    focused: { name: '集中', description: '深い紫で学習に集中' },
    cheerful: { name: '陽気', description: '明るい黄色で前向きな気分に' },
    serene: { name: '安らぎ', description: 'さわやかな緑で、ゆったり学習' },
  },
  topic: {
    present_tense: '現在形',
    past_tense: '過去形',
    future_tense: '未来表現',
    conditionals: '仮定法・条件文',
    passive_voice: '受動態',
    relative_clauses: '関係詞節',
    articles: '冠詞',
    prepositions: '前置詞',
    modals: '助動詞',
    conjunctions: '接続詞',
    adjectives: '形容詞',
    adverbs: '副詞',
    word_order: '語順',
    reported_speech: '間接話法',
    quantifiers: '数量詞',
    possessive_forms: '所有格',
  },
};
