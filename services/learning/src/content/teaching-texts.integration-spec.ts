import 'reflect-metadata';
import { join } from 'node:path';
import {
  type CheckAnswerResponse,
  type LearningPathDetail,
  type LearningPathListItem,
  type LearningResourceView,
  type QuizProgressView,
  type QuizResponse,
  type StageView,
} from '@grammarpath/contracts';
import { OPENAPI_JSON_PATH } from '@grammarpath/server-kit';
import { startLearningTestApp, type LearningTestApp } from '../testing/learning-test-app';
import { insertQuiz } from '../testing/quiz-test-app';

const FIXTURE_DIR = join(__dirname, '..', 'seed', '__fixtures__', 'content');

/** The fixture's translations (seed/__fixtures__/content/translations/): ja for some texts, zh for one. */
describe('teaching texts in the language asked for', () => {
  let t: LearningTestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await startLearningTestApp({ contentDir: FIXTURE_DIR });
    const rows: { key: string; id: number }[] = await t.dataSource.query(
      `SELECT key, id FROM learning.questions UNION ALL SELECT key, id FROM learning.learning_paths
       UNION ALL SELECT key, id FROM learning.learning_path_stages UNION ALL SELECT key, id FROM learning.learning_resources`,
    );
    ids = Object.fromEntries(rows.map((row) => [row.key, row.id]));
  });
  afterAll(() => t?.close());

  const ARTICLES_FILL = 'fixture-articles-fill_blank-beginner-01';
  const PREPOSITIONS_COMPLETION = 'fixture-prepositions-completion-beginner-01';

  async function check(key: string, answer: string, language: { header?: string; query?: string }) {
    const userId = 7000 + Math.floor(Math.random() * 100_000);
    const cookie = await t.login(userId);
    const quizId = await insertQuiz(t.dataSource, userId, [ids[key]]);
    const request = t
      .http()
      .post(`/api/check-answer${language.query ? `?lng=${language.query}` : ''}`)
      .set('Cookie', cookie);
    if (language.header) request.set('Accept-Language', language.header);
    const response = await request.send({ quizId, questionId: ids[key], answer }).expect(200);
    return { body: response.body as CheckAnswerResponse, cookie, quizId };
  }

  it('answers a check in Japanese, option note and rule included, with the English originals', async () => {
    const { body } = await check(ARTICLES_FILL, 'a', { header: 'ja-JP,ja;q=0.9,en;q=0.5' });
    expect(body).toMatchObject({
      isCorrect: false,
      explanation: '母音の前では <en>an</en> を使います：<en>an apple</en>。',
      optionNote: '母音の前では <en>an</en> を使います。',
      diagnosis: { kind: 'wrong_option', rule: '母音の前では <en>an</en> を使います。' },
      english: {
        explanation: 'Use an before a vowel sound: an apple.',
        optionNote: 'Use an before a vowel sound.',
        rule: 'Use an before a vowel sound.',
      },
    });
    // The diagnosis's sentence for API clients stays one English sentence.
    expect(body.diagnosis.message).not.toMatch(/[\u3040-\u30ff]/);
  });

  it('falls back to English text by text: a note not translated stays English, without an original', async () => {
    const { body } = await check(ARTICLES_FILL, 'the', { header: 'ja' });
    expect(body.explanation).toBe('母音の前では <en>an</en> を使います：<en>an apple</en>。');
    expect(body.optionNote).toBe('The apple has not been mentioned before.');
    expect(body.english).toEqual({ explanation: 'Use an before a vowel sound: an apple.' });
  });

  it('gives English with no originals for an item not translated, for English, and for an unknown language', async () => {
    for (const language of [{ header: 'ja' }, { header: 'en' }, { header: 'fr-FR' }, {}]) {
      const key = language.header === 'ja' ? PREPOSITIONS_COMPLETION : ARTICLES_FILL;
      const { body } = await check(key, key === ARTICLES_FILL ? 'a' : "in nine o'clock.", language);
      expect(body.english).toBeUndefined();
      expect(body.explanation).toMatch(/^(Use an|Clock times)/);
    }
  });

  it('lets the lng parameter win over Accept-Language', async () => {
    const { body } = await check(ARTICLES_FILL, 'an', { header: 'ja', query: 'zh' });
    expect(body.explanation).toBe('在元音前用 <en>an</en>：<en>an apple</en>。');
  });

  it('serves the instruction translated, and the resumed quiz in the language asked for', async () => {
    const { cookie, quizId } = await check(ARTICLES_FILL, 'a', { header: 'en' });
    const resumed = (
      await t
        .http()
        .get(`/api/quizzes/${quizId}`)
        .set('Cookie', cookie)
        .set('Accept-Language', 'ja')
        .expect(200)
    ).body as QuizProgressView;
    expect(resumed.questions[0].instruction).toBe('文を完成させる語を選んでください。');
    expect(resumed.answers[0].feedback.english?.explanation).toBe('Use an before a vowel sound: an apple.');
    const started = (
      await t
        .http()
        .post('/api/questions?lng=ja')
        .set('Cookie', cookie)
        .send({ difficultyLevel: 'beginner', questionTypes: ['fill_blank', 'completion'], questionCount: 10 })
        .expect(201)
    ).body as QuizResponse;
    const articles = started.questions.find((q) => q.id === ids[ARTICLES_FILL]);
    expect(articles?.instruction).toBe('文を完成させる語を選んでください。');
    const prepositions = started.questions.find((q) => q.id === ids[PREPOSITIONS_COMPLETION]);
    expect(prepositions?.instruction).toBe('Choose the ending that completes the sentence correctly.');
  });

  it('serves paths, stages, lessons and resources translated, with the English for "Show in English"', async () => {
    const pathId = ids['fixture-articles-foundations'];
    const list = (await t.http().get('/api/learning-paths?lng=ja').expect(200))
      .body as LearningPathListItem[];
    const item = list.find((path) => path.id === pathId);
    expect(item).toMatchObject({
      name: '冠詞の基礎',
      description: 'A, an, the and no article.',
      english: { name: 'Article foundations' },
    });
    expect(list.find((path) => path.id === ids['fixture-time-and-place'])?.english).toBeUndefined();

    const detail = (
      await t.http().get(`/api/learning-paths/${pathId}`).set('Accept-Language', 'ja').expect(200)
    ).body as LearningPathDetail;
    expect(detail.stages[0]).toMatchObject({
      name: '<en>a</en> か <en>an</en> か',
      description: '<p>母音の前では <en>an</en>。</p>',
      resources: [{ title: '<en>a</en>、<en>an</en>、<en>the</en>' }],
      english: { name: 'A or an', description: '<p>Use <strong>an</strong> before a vowel sound.</p>' },
    });
    expect(detail.stages[1].english).toBeUndefined();

    const stages = (await t.http().get(`/api/learning-paths/${pathId}/stages?lng=en`).expect(200))
      .body as StageView[];
    expect(stages[0].name).toBe('A or an');

    const resource = (
      await t.http().get(`/api/learning-resources/${ids['fixture-articles-basics']}?lng=ja`).expect(200)
    ).body as LearningResourceView;
    expect(resource).toMatchObject({
      title: '<en>a</en>、<en>an</en>、<en>the</en>',
      content: 'Use a or an for something new, the for something known.',
      english: { title: 'A, an and the' },
    });
  });

  it('documents the language parameter on the operations with teaching texts', async () => {
    const spec = (await t.http().get(OPENAPI_JSON_PATH).expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    const names = (path: string, method: string) => spec.paths[path][method].parameters?.map((p) => p.name);
    expect(names('/api/check-answer', 'post')).toEqual(expect.arrayContaining(['lng', 'Accept-Language']));
    expect(names('/api/learning-paths/{id}', 'get')).toEqual(expect.arrayContaining(['lng']));
  });
});
