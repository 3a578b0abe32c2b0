import type { TranslationBundles, TranslationShape } from '@grammarpath/platform';

export const PATHS_NAMESPACE = 'paths';

const en = {
  list: {
    title: 'Learning Paths',
    search: 'Search paths...',
    empty: 'No learning paths found',
    emptyHint: 'Try a different filter or search term',
  },
  detail: {
    title: 'Learning Path',
    back: 'Back to Learning Paths',
    notFoundTitle: 'Learning path not found',
    notFoundMessage: 'The learning path you are looking for was not found.',
  },
  journey: { title: 'Your Learning Journey', empty: 'No learning paths available' },
  stage: {
    title: 'Stage',
    invalidTitle: 'Invalid stage',
    invalidMessage: 'The path or stage id in this address is not a number.',
    back: 'Back to Learning Paths',
  },
  dashboard: {
    title: 'Your Learning Paths',
    description: 'Your progress, active paths and what to study next.',
  },
};

type PathsTranslation = TranslationShape<typeof en>;

const ja: PathsTranslation = {
  list: {
    title: '学習パス',
    search: 'パスを検索...',
    empty: '学習パスが見つかりません',
    emptyHint: '別のフィルターや検索語をお試しください',
  },
  detail: {
    title: '学習パス',
    back: '学習パス一覧に戻る',
    notFoundTitle: '学習パスが見つかりません',
    notFoundMessage: 'お探しの学習パスは見つかりませんでした。',
  },
  journey: { title: 'あなたの学習の旅', empty: '利用できる学習パスはありません' },
  stage: {
    title: 'ステージ',
    invalidTitle: '無効なステージです',
    invalidMessage: 'このアドレスのパスIDまたはステージIDが数字ではありません。',
    back: '学習パス一覧に戻る',
  },
  dashboard: {
    title: 'あなたの学習パス',
    description: '進み具合、取り組み中のパス、次に学ぶべき内容を確認できます。',
  },
};

const vi: PathsTranslation = {
  list: {
    title: 'Lộ trình học',
    search: 'Tìm lộ trình...',
    empty: 'Không tìm thấy lộ trình học nào',
    emptyHint: 'Hãy thử bộ lọc hoặc từ khóa khác',
  },
  detail: {
    title: 'Lộ trình học',
    back: 'Quay lại danh sách lộ trình',
    notFoundTitle: 'Không tìm thấy lộ trình học',
    notFoundMessage: 'Không tìm thấy lộ trình học bạn đang tìm.',
  },
  journey: { title: 'Hành trình học tập của bạn', empty: 'Chưa có lộ trình học nào' },
  stage: {
    title: 'Chặng',
    invalidTitle: 'Chặng không hợp lệ',
    invalidMessage: 'Mã lộ trình hoặc mã chặng trong địa chỉ này không phải là số.',
    back: 'Quay lại danh sách lộ trình',
  },
  dashboard: {
    title: 'Lộ trình học của bạn',
    description: 'Tiến độ, các lộ trình đang học và nội dung nên học tiếp theo.',
  },
};

const zh: PathsTranslation = {
  list: {
    title: '学习路径',
    search: '搜索路径...',
    empty: '未找到学习路径',
    emptyHint: '请尝试其他筛选条件或搜索词',
  },
  detail: {
    title: '学习路径',
    back: '返回学习路径列表',
    notFoundTitle: '未找到学习路径',
    notFoundMessage: '找不到你要查看的学习路径。',
  },
  journey: { title: '你的学习旅程', empty: '暂无可用的学习路径' },
  stage: {
    title: '阶段',
    invalidTitle: '无效的阶段',
    invalidMessage: '此地址中的路径编号或阶段编号不是数字。',
    back: '返回学习路径列表',
  },
  dashboard: { title: '你的学习路径', description: '查看学习进度、进行中的路径以及接下来要学的内容。' },
};

export const pathsTranslations: TranslationBundles = { en, ja, vi, zh };
