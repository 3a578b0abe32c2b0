import type { Language } from '@grammarpath/contracts';
import type { TranslationShape } from './translation-types';

const en = {
  session: { loading: 'Checking your session…' },
  toast: {
    loginSuccess: { title: 'Login successful', description: 'Welcome back, {{name}}!' },
    loginFailed: { title: 'Login failed', fallback: 'Invalid username or password' },
    registerSuccess: { title: 'Registration successful', description: 'Welcome to GrammarPath, {{name}}!' },
    registerFailed: { title: 'Registration failed', fallback: 'Could not create account' },
    logoutSuccess: {
      title: 'Logged out successfully',
      description: 'You have been logged out of your account.',
    },
    logoutFailed: { title: 'Logout failed' },
    newAchievement: {
      title: 'New Achievement Unlocked!',
      description: "You've earned {{count}} new achievement(s)!",
    },
  },
  achievementCelebration: { title: 'New Achievement Unlocked!' },
  theme: {
    calm: { name: 'Calm', description: 'Soft blues for relaxed, steady practice' },
    energetic: { name: 'Energetic', description: 'Warm oranges to keep your momentum up' },
    focused: { name: 'Focused', description: 'Deep purples that help you concentrate' },
    cheerful: { name: 'Cheerful', description: 'Sunny yellows for a bright, positive mood' },
    serene: { name: 'Serene', description: 'Fresh greens for calm, unhurried learning' },
  },
  topic: {
    present_tense: 'Present tense',
    past_tense: 'Past tense',
    future_tense: 'Future tense',
    conditionals: 'Conditionals',
    passive_voice: 'Passive voice',
    relative_clauses: 'Relative clauses',
    articles: 'Articles',
    prepositions: 'Prepositions',
    modals: 'Modal verbs',
    conjunctions: 'Conjunctions',
    adjectives: 'Adjectives',
    adverbs: 'Adverbs',
    word_order: 'Word order',
    reported_speech: 'Reported speech',
    quantifiers: 'Quantifiers',
    possessive_forms: 'Possessive forms',
  },
};

type PlatformTranslation = TranslationShape<typeof en>;

const ja: PlatformTranslation = {
  session: { loading: 'ログイン状態を確認しています…' },
  toast: {
    loginSuccess: { title: 'ログインしました', description: 'おかえりなさい、{{name}}さん!' },
    loginFailed: {
      title: 'ログインに失敗しました',
      fallback: 'ユーザー名またはパスワードが正しくありません',
    },
    registerSuccess: { title: '登録が完了しました', description: 'GrammarPathへようこそ、{{name}}さん!' },
    registerFailed: { title: '登録に失敗しました', fallback: 'アカウントを作成できませんでした' },
    logoutSuccess: { title: 'ログアウトしました', description: 'アカウントからログアウトしました。' },
    logoutFailed: { title: 'ログアウトに失敗しました' },
    newAchievement: {
      title: '新しい実績を獲得しました!',
      description: '新しい実績を{{count}}件獲得しました!',
    },
  },
  achievementCelebration: { title: '新しい実績を獲得しました!' },
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

const vi: PlatformTranslation = {
  session: { loading: 'Đang kiểm tra phiên đăng nhập…' },
  toast: {
    loginSuccess: { title: 'Đăng nhập thành công', description: 'Chào mừng bạn trở lại, {{name}}!' },
    loginFailed: { title: 'Đăng nhập thất bại', fallback: 'Tên đăng nhập hoặc mật khẩu không đúng' },
    registerSuccess: { title: 'Đăng ký thành công', description: 'Chào mừng {{name}} đến với GrammarPath!' },
    registerFailed: { title: 'Đăng ký thất bại', fallback: 'Không thể tạo tài khoản' },
    logoutSuccess: { title: 'Đăng xuất thành công', description: 'Bạn đã đăng xuất khỏi tài khoản.' },
    logoutFailed: { title: 'Đăng xuất thất bại' },
    newAchievement: {
      title: 'Đã mở khóa thành tích mới!',
      description: 'Bạn vừa đạt được {{count}} thành tích mới!',
    },
  },
  achievementCelebration: { title: 'Đã mở khóa thành tích mới!' },
  theme: {
    calm: { name: 'Bình yên', description: 'Sắc xanh dịu nhẹ cho buổi luyện tập thong thả' },
    energetic: { name: 'Năng động', description: 'Sắc cam ấm áp giúp bạn giữ vững nhịp học' },
    focused: { name: 'Tập trung', description: 'Sắc tím đậm giúp bạn dồn hết sự chú ý' },
    cheerful: { name: 'Vui tươi', description: 'Sắc vàng rực rỡ cho tâm trạng tích cực' },
    serene: { name: 'Thư thái', description: 'Sắc xanh lá tươi mát cho việc học nhẹ nhàng' },
  },
  topic: {
    present_tense: 'Thì hiện tại',
    past_tense: 'Thì quá khứ',
    future_tense: 'Thì tương lai',
    conditionals: 'Câu điều kiện',
    passive_voice: 'Câu bị động',
    relative_clauses: 'Mệnh đề quan hệ',
    articles: 'Mạo từ',
    prepositions: 'Giới từ',
    modals: 'Động từ khuyết thiếu',
    conjunctions: 'Liên từ',
    adjectives: 'Tính từ',
    adverbs: 'Trạng từ',
    word_order: 'Trật tự từ',
    reported_speech: 'Câu tường thuật',
    quantifiers: 'Từ chỉ số lượng',
    possessive_forms: 'Sở hữu cách',
  },
};

const zh: PlatformTranslation = {
  session: { loading: '正在检查登录状态…' },
  toast: {
    loginSuccess: { title: '登录成功', description: '欢迎回来,{{name}}!' },
    loginFailed: { title: '登录失败', fallback: '用户名或密码错误' },
    registerSuccess: { title: '注册成功', description: '{{name}},欢迎来到 GrammarPath!' },
    registerFailed: { title: '注册失败', fallback: '无法创建账户' },
    logoutSuccess: { title: '已成功退出登录', description: '您已退出当前账户。' },
    logoutFailed: { title: '退出登录失败' },
    newAchievement: { title: '解锁新成就!', description: '你获得了 {{count}} 项新成就!' },
  },
  achievementCelebration: { title: '解锁新成就!' },
  theme: {
    calm: { name: '平静', description: '柔和的蓝色,适合从容练习' },
    energetic: { name: '活力', description: '温暖的橙色,让你保持学习劲头' },
    focused: { name: '专注', description: '深沉的紫色,助你集中注意力' },
    cheerful: { name: '愉快', description: '明亮的黄色,带来积极的心情' },
    serene: { name: '宁静', description: '清新的绿色,适合轻松学习' },
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

export const platformTranslations: Record<Language, PlatformTranslation> = { en, ja, vi, zh };
