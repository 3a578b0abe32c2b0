import type { TranslationShape } from '../translation-types';
import type { en } from './en';

export const zh: TranslationShape<typeof en> = {
  session: { loading: '正在检查登录状态…' },
  toast: {
    loginSuccess: { title: '登录成功', description: '欢迎回来，{{name}}！' },
    loginFailed: { title: '登录失败', fallback: '用户名或密码错误' },
    registerSuccess: { title: '注册成功', description: '{{name}}，欢迎来到 GrammarPath！' },
    registerFailed: { title: '注册失败', fallback: '无法创建账户' },
    logoutSuccess: { title: '已成功退出登录', description: '您已退出当前账户。' },
    logoutFailed: { title: '退出登录失败' },
    newAchievement: {
      title: '解锁新成就！',
      description_one: '你获得了 {{count}} 项新成就！',
      description_other: '你获得了 {{count}} 项新成就！',
    },
  },
  achievementCelebration: { title: '解锁新成就！' },
  teaching: {
    showEnglish: '显示英文',
    showTranslation: '显示中文',
  },
  a11y: { moreTabs: '更多标签页' },
  ui: {
    progress: '进度',
    progressOf: '{{name}} 的进度',
    difficulty: { beginner: '初级', intermediate: '中级', advanced: '高级' },
    query: {
      loading: '加载中…',
      loadError: '无法加载页面的这一部分。',
      retry: '重试',
      empty: '这里还没有内容。',
    },
  },
  theme: {
    calm: { name: '平静', description: '柔和的蓝色，适合从容练习' },
    energetic: { name: '活力', description: '温暖的橙色，让你保持学习劲头' },
    focused: { name: '专注', description: '深沉的紫色，助你集中注意力' },
    cheerful: { name: '愉快', description: '明亮的黄色，带来积极的心情' },
    serene: { name: '宁静', description: '清新的绿色，适合轻松学习' },
  },
  topic: {
    present_tense: '现在时',
    past_tense: '过去时',
    future_tense: '将来时',
    conditionals: '条件句',
    passive_voice: '被动语态',
    relative_clauses: '关系从句',
    articles: '冠词',
    prepositions: '介词',
    modals: '情态动词',
    conjunctions: '连词',
    adjectives: '形容词',
    adverbs: '副词',
    word_order: '语序',
    reported_speech: '间接引语',
    quantifiers: '数量词',
    possessive_forms: '所有格',
  },
};
