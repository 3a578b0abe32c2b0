import type { TranslationBundles, TranslationShape } from '@grammarpath/platform';

export const QUIZ_NAMESPACE = 'quiz';

const en = {
  quiz: {
    title: 'Quiz',
    loading: 'Loading your quiz…',
    settingsFailed: 'Failed to load quiz settings. Please try again.',
  },
  results: {
    title: 'Your Quiz Results',
    score: 'Score: {{score}} / {{total}}',
    empty: 'No Results Available',
    emptyHint: 'Finish a quiz to see your score here.',
    returnHome: 'Return to Home',
  },
  setup: {
    title: 'Quiz Setup',
    description: 'Choose a difficulty, the question types and how many questions you want.',
  },
};

type QuizTranslation = TranslationShape<typeof en>;

const ja: QuizTranslation = {
  quiz: {
    title: 'クイズ',
    loading: 'クイズを読み込んでいます…',
    settingsFailed: 'クイズの設定を読み込めませんでした。もう一度お試しください。',
  },
  results: {
    title: 'クイズの結果',
    score: 'スコア:{{score}} / {{total}}',
    empty: '表示できる結果がありません',
    emptyHint: 'クイズを終えると、ここにスコアが表示されます。',
    returnHome: 'ホームに戻る',
  },
  setup: {
    title: 'クイズの設定',
    description: '難易度、問題の種類、問題数を選んでください。',
  },
};

const vi: QuizTranslation = {
  quiz: {
    title: 'Bài kiểm tra',
    loading: 'Đang tải bài kiểm tra…',
    settingsFailed: 'Không tải được cài đặt bài kiểm tra. Vui lòng thử lại.',
  },
  results: {
    title: 'Kết quả bài kiểm tra của bạn',
    score: 'Điểm: {{score}} / {{total}}',
    empty: 'Chưa có kết quả',
    emptyHint: 'Hãy hoàn thành một bài kiểm tra để xem điểm tại đây.',
    returnHome: 'Về trang chủ',
  },
  setup: {
    title: 'Thiết lập bài kiểm tra',
    description: 'Chọn độ khó, dạng câu hỏi và số lượng câu hỏi bạn muốn.',
  },
};

const zh: QuizTranslation = {
  quiz: {
    title: '测验',
    loading: '正在加载测验…',
    settingsFailed: '无法加载测验设置,请重试。',
  },
  results: {
    title: '你的测验结果',
    score: '得分:{{score}} / {{total}}',
    empty: '暂无结果',
    emptyHint: '完成一次测验后,你的得分会显示在这里。',
    returnHome: '返回首页',
  },
  setup: {
    title: '测验设置',
    description: '选择难度、题型和题目数量。',
  },
};

export const quizTranslations: TranslationBundles = { en, ja, vi, zh };
