import type { TranslationShape } from '../translation-types';
import type { en } from './en';

export const vi: TranslationShape<typeof en> = {
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
      description_one: 'Bạn vừa đạt được {{count}} thành tích mới!',
      description_other: 'Bạn vừa đạt được {{count}} thành tích mới!',
    },
  },
  achievementCelebration: { title: 'Đã mở khóa thành tích mới!' },
  teaching: {
    showEnglish: 'Xem bằng tiếng Anh',
    showTranslation: 'Xem bằng tiếng Việt',
  },
  a11y: { moreTabs: 'Các thẻ khác' },
  ui: {
    progress: 'Tiến độ',
    progressOf: 'Tiến độ của {{name}}',
    difficulty: { beginner: 'Sơ cấp', intermediate: 'Trung cấp', advanced: 'Nâng cao' },
    query: {
      loading: 'Đang tải…',
      loadError: 'Không thể tải phần này của trang.',
      retry: 'Thử lại',
      empty: 'Chưa có gì ở đây.',
    },
  },
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
