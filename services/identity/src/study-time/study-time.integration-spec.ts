import { STUDY_TIME_HISTORY_DAYS, type StudyTimeHistory } from '@grammarpath/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type IdentityTestApp, startIdentityTestApp } from '../testing/identity-test-app';
import { RecordingClient, sessionCookie } from '../testing/recording-client';

const DAY_MS = 86_400_000;
const utcDay = (daysAgo: number): string =>
  new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

describe('study time per day', () => {
  let identity: IdentityTestApp;
  let client: RecordingClient;
  let database: DataSource;

  async function register(username: string): Promise<{ cookie: string[]; id: number }> {
    const response = await client.post('/api/register', { username, password: 'secret-pw' });
    expect(response.status).toBe(201);
    return { cookie: sessionCookie(response) ?? [], id: response.body.id as number };
  }

  const history = async (cookie: string[], query = ''): Promise<StudyTimeHistory> => {
    const response = await client.get(`/api/user/study-time${query}`, { cookie });
    expect(response.status).toBe(200);
    return response.body as StudyTimeHistory;
  };

  beforeAll(async () => {
    identity = await startIdentityTestApp();
    client = new RecordingClient(identity.app);
    database = new DataSource({ type: 'postgres', url: identity.database.url });
    await database.initialize();
  });

  afterAll(async () => {
    await database?.destroy();
    await identity?.close();
  });

  it('answers 401 without a session', async () => {
    const response = await client.get('/api/user/study-time');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401, message: 'Not logged in' });
  });

  it('gives a fresh learner seven zero days ending today (UTC)', async () => {
    const { cookie } = await register('fresh_days');
    const body = await history(cookie);
    expect(body.studyMinutes).toBe(0);
    expect(body.days).toEqual(
      Array.from({ length: STUDY_TIME_HISTORY_DAYS.default }, (_, i) => ({
        date: utcDay(STUDY_TIME_HISTORY_DAYS.default - 1 - i),
        minutes: 0,
      })),
    );
  });

  it('adds each save to today and to the total, JSON and beacon alike', async () => {
    const { cookie, id } = await register('saver');
    await identity.studyTimePasses('saver', 10);
    expect((await client.post('/api/user/study-time', { minutes: 5 }, { cookie })).body).toEqual({
      studyMinutes: 5,
    });
    await identity.studyTimePasses('saver', 2);
    const beacon = await request(identity.app.getHttpServer())
      .post('/api/user/study-time')
      .set('Cookie', cookie)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send('{"minutes":2}');
    expect(beacon.status).toBe(200);
    expect(beacon.body).toEqual({ studyMinutes: 7 });

    const body = await history(cookie);
    expect(body.studyMinutes).toBe(7);
    expect(body.days.at(-1)).toEqual({ date: utcDay(0), minutes: 7 });
    expect(body.days.slice(0, -1).every((day) => day.minutes === 0)).toBe(true);
    const rows = await database.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, minutes FROM identity.study_days WHERE user_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ day: utcDay(0), minutes: 7 }]);
    expect((await client.get('/api/user', { cookie })).body.studyMinutes).toBe(7);
  });

  it('credits the same minutes once when saves arrive at the same time (the timer and a beacon)', async () => {
    const { cookie, id } = await register('racer');
    await identity.studyTimePasses('racer', 5);
    const saves = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(identity.app.getHttpServer())
          .post('/api/user/study-time')
          .set('Cookie', cookie)
          .send({ minutes: 5 }),
      ),
    );
    expect(saves.map((response) => response.status)).toEqual(Array(20).fill(200));
    const body = await history(cookie);
    expect(body.studyMinutes).toBe(5);
    expect(body.days.at(-1)?.minutes).toBe(5);
    const [row] = await database.query(
      `SELECT count(*)::int AS rows, sum(minutes)::int AS minutes FROM identity.study_days WHERE user_id = $1`,
      [id],
    );
    expect(row).toEqual({ rows: 1, minutes: 5 });
  });

  it('credits no more than the wall-clock time since the previous save, and at most a day a day', async () => {
    const { cookie, id } = await register('farmer');
    const save = (minutes: number) => client.post('/api/user/study-time', { minutes }, { cookie });
    expect((await save(60)).body).toEqual({ studyMinutes: 0 });
    await identity.studyTimePasses('farmer', 5.5);
    expect((await save(60)).body).toEqual({ studyMinutes: 5 });
    // 100 saves of 60 minutes within a second credit nothing more (the half minute carries over).
    for (let i = 0; i < 100; i += 1) await save(60);
    expect((await history(cookie)).studyMinutes).toBe(5);
    await database.query(
      `UPDATE identity.study_days SET minutes = 1430 WHERE user_id = $1 AND day = (now() AT TIME ZONE 'UTC')::date`,
      [id],
    );
    await identity.studyTimePasses('farmer', 600);
    await save(60);
    expect((await history(cookie)).days.at(-1)?.minutes).toBe(1440);
  });

  it('returns the requested number of days, earlier days as recorded', async () => {
    const { cookie, id } = await register('historian');
    await database.query(
      `INSERT INTO identity.study_days (user_id, day, minutes) VALUES ($1, $2, 12), ($1, $3, 30), ($1, $4, 99)`,
      [id, utcDay(1), utcDay(6), utcDay(7)],
    );
    await identity.studyTimePasses('historian', 3);
    await client.post('/api/user/study-time', { minutes: 3 }, { cookie });

    const week = await history(cookie);
    expect(week.days.map((day) => day.minutes)).toEqual([30, 0, 0, 0, 0, 12, 3]);
    expect(week.days[0].date).toBe(utcDay(6));
    const fortnight = await history(cookie, '?days=14');
    expect(fortnight.days).toHaveLength(14);
    expect(fortnight.days.find((day) => day.date === utcDay(7))?.minutes).toBe(99);
    expect((await history(cookie, '?days=1')).days).toEqual([{ date: utcDay(0), minutes: 3 }]);
  });

  it.each([
    ['?days=0', `days must not be less than ${STUDY_TIME_HISTORY_DAYS.min}`],
    [
      `?days=${STUDY_TIME_HISTORY_DAYS.max + 1}`,
      `days must not be greater than ${STUDY_TIME_HISTORY_DAYS.max}`,
    ],
    ['?days=abc', 'days must be an integer number'],
    ['?days=2.5', 'days must be an integer number'],
    ['?from=2026-01-01', 'property from should not exist'],
  ])('rejects %s with 400 "%s"', async (query, message) => {
    const { cookie } = await register(`bad_${Math.random().toString(36).slice(2, 8)}`);
    const response = await client.get(`/api/user/study-time${query}`, { cookie });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, message });
  });

  it('keeps no streak or points on the user: learning computes them from activity', async () => {
    const { cookie } = await register('no_stale');
    const user = (await client.get('/api/user', { cookie })).body as Record<string, unknown>;
    expect(user).not.toHaveProperty('streak');
    expect(user).not.toHaveProperty('points');
  });
});
