export const REMOTE_NAMES = ['mfe_quiz', 'mfe_paths', 'mfe_progress'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
