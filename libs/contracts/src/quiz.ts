import type { Category, CefrLevel, DifficultyLevel, GrammarTopic, QuestionType } from './enums';
import type { MultipleChoiceQuestion, PublicQuestion } from './question-kinds';
import type { StageQuizOutcome } from './paths';
import type { EarnedAchievement } from './progress';
import type { EnglishOriginals } from './teaching-texts';
import { DEFAULT_DIFFICULTY, DEFAULT_QUESTION_TYPES, QUESTION_COUNT } from './limits';

/** Where a quiz's questions come from. */
export const QUIZ_MODES = ['standard', 'stage', 'daily', 'mistakes', 'placement'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];

/** The modes POST /api/questions starts; a placement quiz is started by POST /api/placement/start. */
export const SETTINGS_QUIZ_MODES = [
  'standard',
  'stage',
  'daily',
  'mistakes',
] as const satisfies readonly QuizMode[];
export type SettingsQuizMode = (typeof SETTINGS_QUIZ_MODES)[number];

/** Quiz request / settings (SPEC §3, §5): sent as POST /api/questions and kept in /quiz?settings=… */
export interface QuizSettings {
  difficultyLevel: DifficultyLevel;
  /** Only when the CEFR tab is chosen and a level picked. */
  cefrLevel?: CefrLevel;
  questionTypes: QuestionType[];
  /** 10 to 40, default 10. */
  questionCount: number;
  category?: Category;
  isPracticeMode?: boolean;
  progressiveDifficulty?: boolean;
  /** Practice mode options (SPEC §3 Quiz options). */
  maxAttempts?: number;
  showHints?: boolean;
  showExplanationAfterEachAttempt?: boolean;
  /** Default 'standard'. 'stage' draws from a learning-path stage's question set. */
  mode?: SettingsQuizMode;
  stageId?: number;
}

/** The settings the home page's quiz setup starts with: its Start Quiz with nothing changed (mfe-quiz). */
export const DEFAULT_QUIZ_SETTINGS: Readonly<QuizSettings> = {
  difficultyLevel: DEFAULT_DIFFICULTY,
  questionTypes: [...DEFAULT_QUESTION_TYPES],
  questionCount: QUESTION_COUNT.default,
  isPracticeMode: false,
  progressiveDifficulty: false,
};

export interface QuizResponse {
  quizId: string;
  /** Added: where the questions came from ('daily' for the daily challenge, 'mistakes' for mistakes review). */
  mode: QuizMode;
  questions: PublicQuestion[];
  /** Set when the exact filter had too few questions and neighbouring levels were used. */
  widened?: { message: string };
}

export interface CheckAnswerRequest {
  quizId: string;
  questionId: number;
  answer: string;
  /** Practice mode: the learner looked at the hint before answering. */
  hintUsed?: boolean;
}

export type DiagnosisKind =
  'correct' | 'accepted_variant' | 'typo' | 'grammar_error' | 'wrong_option' | 'incorrect';

/** Why a near-miss is a grammar error: a word in the wrong form, the error left in place, or the right words in the wrong order. */
export type GrammarErrorReason = 'inflection' | 'unchanged' | 'word_order';

/**
 * What kind of mistake an answer is, as data: the quiz screen phrases it in the learner's language.
 * `rule` is content (the question's rule or note, in the language asked for, else English).
 */
export interface AnswerDiagnosis {
  kind: DiagnosisKind;
  /** The same verdict as one English sentence, for API clients that show text as it comes. */
  message: string;
  /** grammar_error only. */
  reason?: GrammarErrorReason;
  /** typo and inflection: the learner's word and the word expected. */
  typed?: string;
  expected?: string;
  /** The grammar topic the rule belongs to (wrong_option, grammar_error, incorrect). */
  topic?: GrammarTopic;
  /** The rule or note that explains the mistake (teaching text: in the language asked for, else English). */
  rule?: string;
}

/** SPEC §3 "Answer check response" (isCorrect, explanation) and what the quiz screen needs besides. */
export interface CheckAnswerResponse {
  isCorrect: boolean;
  /** Empty while practice-mode tries remain and showExplanationAfterEachAttempt is false. */
  explanation: string;
  /** Empty ('') while practice-mode tries remain: the answer is revealed on the last try or when right. */
  correctAnswer: string;
  diagnosis: AnswerDiagnosis;
  /** The note on the wrong option the learner picked, when there is one. */
  optionNote?: string;
  detailedExplanation?: string;
  examples?: { correct: string; incorrect: string };
  /** 1 for the first try. */
  attempt: number;
  /** Practice mode: tries left for this question (0 outside practice mode once answered). */
  attemptsLeft: number;
  /**
   * The English of the teaching texts above that came in the learner's language (`rule` is the diagnosis's),
   * for "Show in English".
   */
  english?: EnglishOriginals<'explanation' | 'detailedExplanation' | 'optionNote' | 'rule'>;
}

/** SPEC §3 answer record. The answer is sent empty in the quiz result. */
export interface AnswerRecord {
  questionId: number;
  answer: string;
  isCorrect: boolean;
}

/** SPEC §3 quiz submission. The server recomputes every score from its recorded checks. */
export interface QuizResultRequest {
  quizId: string;
  answers: AnswerRecord[];
  totalScore: number;
  /** @deprecated SPEC's legacy per-type totals; the server recomputes scores from its recorded checks. */
  fillBlankScore: number;
  /** @deprecated See fillBlankScore. */
  rearrangeScore: number;
  /** @deprecated See fillBlankScore. */
  completionScore: number;
  difficultyLevel: DifficultyLevel;
  questionTypes?: Record<string, QuestionType>;
  /** Seconds the learner spent, as measured by the browser (the server bounds it by its own clock). */
  timeTaken?: number;
}

export interface TypeScore {
  correct: number;
  total: number;
}

/**
 * Added: the points a stored result earned (a learner's points are POINTS_PER_CORRECT_ANSWER per question
 * right at the first try plus the points of earned achievements).
 */
export interface QuizPoints {
  /** POINTS_PER_CORRECT_ANSWER for each question right at the first try. */
  answers: number;
  /**
   * The points of the achievements the result earned (`newAchievements`): only in the answer that stored the
   * result; 0 when the result is read again (the achievements are announced once).
   */
  achievements: number;
  /** answers + achievements. */
  earned: number;
}

/** SPEC §3 "Quiz result (as displayed)". */
export interface QuizResultView {
  id: number;
  quizId: string;
  date: string;
  difficultyLevel: DifficultyLevel;
  cefrLevel: CefrLevel | null;
  mode: QuizMode;
  totalQuestions: number;
  correctAnswers: number;
  wrongAnswers: number;
  /** Percent, 0 to 100. */
  score: number;
  /** Correct on the first try (practice mode keeps the two apart). */
  firstTryCorrect: number;
  timeTaken: number;
  scoresByType: Partial<Record<QuestionType, TypeScore>>;
  /** Added: only in the answer of POST /api/quiz-results for a stage quiz: what the result did to its stage. */
  stage?: StageQuizOutcome;
  /**
   * Added: only in the answer of POST /api/quiz-results that stored the result: the achievements the result
   * earned (checked after it was committed; each is returned once, ever, so /progress does not announce it
   * again). Absent when none were earned or the check could not run.
   */
  newAchievements?: EarnedAchievement[];
  /** Added: in the answer of POST /api/quiz-results and in GET /api/quizzes/{quizId}'s `result`. */
  points?: QuizPoints;
}

/** GET /api/mistakes-review: what waits for the mistakes review. */
export interface MistakesSummary {
  /** The questions the learner answered wrongly (settled), each counted once. */
  mistakes: number;
}

/** One recorded answer of an unfinished quiz, with the check's answer as it was last given. */
export interface ResumedAnswer {
  questionId: number;
  /** The last answer sent. */
  answer: string;
  /** No more tries: right, or out of tries. */
  final: boolean;
  hintUsed: boolean;
  /** The last check's answer, as POST /api/check-answer gave it. */
  feedback: CheckAnswerResponse;
}

/** GET /api/quizzes/{quizId}: one of the learner's quizzes with what they answered so far. */
export interface QuizProgressView extends QuizResponse {
  /** The recorded answers, in the quiz's question order. */
  answers: ResumedAnswer[];
  /** The quiz already has a stored result: it cannot be resumed. */
  finished: boolean;
  /** Added: the stored result once finished (with `points`, and `stage` for a stage quiz; no `newAchievements`). */
  result?: QuizResultView;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface DailyChallengeView {
  id: number;
  /** YYYY-MM-DD (UTC). */
  date: string;
  /** English, as stored; the interface shows the topic in the learner's language instead. */
  title: string;
  description: string;
  /** Added: the day's grammar topic (absent from servers older than it). */
  topic?: GrammarTopic;
  questionCount: number;
  completed: boolean;
  score: number | null;
}

/** Added: how to start today's challenge (the answer is a QuizResponse with mode 'daily'). */
export const DAILY_CHALLENGE_START = { method: 'POST', path: '/api/daily-challenge/start' } as const;
export const DAILY_CHALLENGE_QUESTION_COUNT = 10;

/** Added: GET /api/daily-challenge answers this. */
export interface DailyChallengeResponse extends DailyChallengeView {
  start: typeof DAILY_CHALLENGE_START;
}

/** Added: POST /api/quiz-hint (practice quizzes with showHints). The hint names the rule without giving the answer. */
export interface HintRequest {
  quizId: string;
  questionId: number;
}

export interface HintResponse {
  /** The hint as one English sentence ("<Topic>: <rule>"), for API clients that show text as it comes. */
  hint: string;
  /** The grammar topic the hint is about, for the quiz screen to name in the learner's language. */
  topic?: GrammarTopic;
  /** The rule with the answers blanked out, in the language asked for (else English). */
  rule?: string;
  /** The English rule, when `rule` came translated. */
  english?: EnglishOriginals<'rule'>;
}

/**
 * Added: POST /api/mistakes-review answers a QuizResponse with mode 'mistakes' (also reachable as
 * POST /api/questions with mode 'mistakes'). 409 with MISTAKES_REVIEW_EMPTY_MESSAGE when there is nothing to review.
 */
export interface MistakesReviewRequest {
  /** 10 to 40, default 10. */
  questionCount?: number;
}

export const MISTAKES_REVIEW_EMPTY_MESSAGE =
  'No mistakes to review yet. Finish a quiz first: the questions you miss will come back here.';

/** Added: GET /api/quiz-results?page=1&pageSize=10 answers Page<QuizResultView>, newest first. */
export const QUIZ_RESULTS_PAGE_SIZE = { default: 10, max: 50 } as const;

export interface TextToSpeechRequest {
  text: string;
  voice?: string;
}

/** Longest text the server reads aloud in one call. */
export const TTS_MAX_CHARS = 500;

/** GET /api/sample-question: a beginner multiple-choice question a visitor tries on the home page. */
export interface SampleQuestion {
  question: MultipleChoiceQuestion;
  correctAnswer: string;
  /** In the language asked for, else English. */
  explanation: string;
  english?: EnglishOriginals<'explanation'>;
}
