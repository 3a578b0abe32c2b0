import { STUDY_TIMER } from '@grammarpath/contracts';
import request from 'supertest';
import { type IdentityTestApp, startIdentityTestApp } from '../testing/identity-test-app';
import { RecordingClient, sessionCookie } from '../testing/recording-client';

describe('identity account API', () => {
  let identity: IdentityTestApp;
  let client: RecordingClient;
  let cookie: string[] | undefined;

  beforeAll(async () => {
    identity = await startIdentityTestApp();
    client = new RecordingClient(identity.app);
    cookie = sessionCookie(
      await client.post('/api/register', { username: 'learner', password: 'secret-pw' }),
    );
  });

  afterAll(async () => {
    for (const response of client.responses) {
      expect(response.text).not.toContain('secret-pw');
      expect(response.text).not.toContain('$argon2');
    }
    await identity.close();
  });

  it.each([
    ['/api/theme', { theme: 'focused' }],
    ['/api/user/study-time', { minutes: 5 }],
    ['/api/user/preferences', { preferHighContrast: true }],
  ])('answers 401 on %s without a session', async (path, body) => {
    const response = await client.post(path, body);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401, message: 'Not logged in' });
  });

  it('saves a valid theme and shows it on the user', async () => {
    const response = await client.post('/api/theme', { theme: 'focused' }, { cookie });
    expect(response.status).toBe(200);
    expect(response.body.theme).toBe('focused');
    expect((await client.get('/api/user', { cookie })).body.theme).toBe('focused');
  });

  it('rejects an unknown theme naming the field', async () => {
    const response = await client.post('/api/theme', { theme: 'neon' }, { cookie });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^theme must be one of the following values: calm, energetic/);
  });

  it('adds whole study minutes and returns the total', async () => {
    await identity.studyTimePasses('learner', 5);
    expect((await client.post('/api/user/study-time', { minutes: 5 }, { cookie })).body).toEqual({
      studyMinutes: 5,
    });
    await identity.studyTimePasses('learner', STUDY_TIMER.maxMinutesPerCall);
    const response = await client.post(
      '/api/user/study-time',
      { minutes: STUDY_TIMER.maxMinutesPerCall },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ studyMinutes: 5 + STUDY_TIMER.maxMinutesPerCall });
    expect((await client.get('/api/user', { cookie })).body.studyMinutes).toBe(
      5 + STUDY_TIMER.maxMinutesPerCall,
    );
  });

  it.each([
    [{ minutes: 0 }, 'minutes must not be less than 1'],
    [{ minutes: -3 }, 'minutes must not be less than 1'],
    [{ minutes: 1.5 }, 'minutes must be an integer number'],
    [
      { minutes: STUDY_TIMER.maxMinutesPerCall + 1 },
      `minutes must not be greater than ${STUDY_TIMER.maxMinutesPerCall}`,
    ],
    [{ minutes: '5' }, 'minutes must be an integer number'],
    [{}, 'minutes must be an integer number'],
  ])('rejects study time %j with 400 "%s"', async (body, message) => {
    const response = await client.post('/api/user/study-time', body, { cookie });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('accepts study time sent as a beacon (JSON in a text/plain body) and validates it the same way', async () => {
    const before = (await client.get('/api/user', { cookie })).body.studyMinutes as number;
    const beacon = (body: string) =>
      request(identity.app.getHttpServer())
        .post('/api/user/study-time')
        .set('Cookie', cookie ?? [])
        .set('Content-Type', 'text/plain;charset=UTF-8')
        .send(body);
    await identity.studyTimePasses('learner', 2);
    const saved = await beacon('{"minutes":2}');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ studyMinutes: before + 2 });
    expect((await beacon('{"minutes":0}')).body.message).toBe('minutes must not be less than 1');
    const broken = await beacon('minutes=2');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ statusCode: 400, message: 'Request body is not valid JSON' });
  });

  it('saves the high-contrast preference', async () => {
    const response = await client.post('/api/user/preferences', { preferHighContrast: true }, { cookie });
    expect(response.status).toBe(200);
    expect(response.body.preferHighContrast).toBe(true);
    const invalid = await client.post('/api/user/preferences', { preferHighContrast: 'on' }, { cookie });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('preferHighContrast must be a boolean value');
  });
});
