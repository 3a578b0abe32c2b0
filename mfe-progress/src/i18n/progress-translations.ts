import type { TranslationBundles, TranslationShape } from '@grammarpath/platform';

export const PROGRESS_NAMESPACE = 'progress';

const en = {
  progress: {
    title: 'Your Progress',
    tabs: {
      dashboard: 'Dashboard',
      achievements: 'Achievements',
      results: 'Quiz Results',
      analytics: 'Analytics',
    },
  },
  achievements: { title: 'Achievements' },
  profile: { title: 'User Profile', subtitle: 'Your learning paths, progress and study time' },
  widget: {
    title: 'Your Personalised Progress',
    description: 'See how far you have come and what to practise next.',
    viewProgress: 'View your progress',
  },
};

type ProgressTranslation = TranslationShape<typeof en>;

const ja: ProgressTranslation = {
  progress: {
    title: '学習の進み具合',
    tabs: { dashboard: 'ダッシュボード', achievements: '実績', results: 'クイズの結果', analytics: '分析' },
  },
  achievements: { title: '実績' },
  profile: { title: 'ユーザープロフィール', subtitle: '学習パス、進み具合、学習時間' },
  widget: {
    title: 'あなたの学習状況',
    description: 'これまでの成果と、次に練習すべき内容を確認しましょう。',
    viewProgress: '進み具合を見る',
  },
};

const vi: ProgressTranslation = {
  progress: {
    title: 'Tiến độ của bạn',
    tabs: {
      dashboard: 'Tổng quan',
      achievements: 'Thành tích',
      results: 'Kết quả bài kiểm tra',
      analytics: 'Phân tích',
    },
  },
  achievements: { title: 'Thành tích' },
  profile: { title: 'Hồ sơ người dùng', subtitle: 'Lộ trình học, tiến độ và thời gian học của bạn' },
  widget: {
    title: 'Tiến độ dành riêng cho bạn',
    description: 'Xem bạn đã tiến bộ đến đâu và nên luyện tập gì tiếp theo.',
    viewProgress: 'Xem tiến độ',
  },
};

const zh: ProgressTranslation = {
  progress: {
    title: '你的学习进度',
    tabs: { dashboard: '概览', achievements: '成就', results: '测验结果', analytics: '分析' },
  },
  achievements: { title: '成就' },
  profile: { title: '个人资料', subtitle: '你的学习路径、进度和学习时长' },
  widget: {
    title: '你的个性化进度',
    description: '看看你已经取得了多少进步,以及接下来该练习什么。',
    viewProgress: '查看进度',
  },
};

export const progressTranslations: TranslationBundles = { en, ja, vi, zh };
