import { ACCOUNT_MESSAGES, type ActiveSession, type User } from '@grammarpath/contracts';
import { sessionKeyPrefix } from '@grammarpath/server-kit';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher';
import { PASSWORD_CONFIRMATION_MAX_FAILURES } from './password-confirmation-limiter';
import { type IdentityTestApp, startIdentityTestApp } from '../testing/identity-test-app';
import { RecordingClient, sessionCookie } from '../testing/recording-client';

const PASSWORD = 'violet-harbour-17';
const NEW_PASSWORD = 'amber-lantern-42';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0';

/** Stands in for learning's internal endpoints: records the calls, can be made to fail. */
class FakeLearning {
  readonly calls: Array<{ method: string; url: string; secret: string | undefined }> = [];
  failing = false;
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req: IncomingMessage, res) => {
      this.calls.push({
        method: req.method ?? '',
        url: req.url ?? '',
        secret: req.headers['x-internal-secret'] as string | undefined,
      });
      if (this.failing) {
        res.writeHead(503).end();
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'GET') res.end(JSON.stringify({ quiz_results: [{ id: 1, correctAnswers: 7 }] }));
      else res.end(JSON.stringify({ deleted: { quiz_results: 1 } }));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('account management: password, sessions, data export, deletion', () => {
  let identity: IdentityTestApp;
  let client: RecordingClient;
  const learning = new FakeLearning();

  const register = async (username: string, userAgent = ANDROID_CHROME) => {
    const response = await client.post(
      '/api/register',
      { username, password: PASSWORD },
      { headers: { 'User-Agent': userAgent } },
    );
    expect(response.status).toBe(201);
    return { user: response.body as User, cookie: sessionCookie(response) };
  };
  const login = async (username: string, password = PASSWORD, userAgent = MAC_FIREFOX) =>
    client.post('/api/login', { username, password }, { headers: { 'User-Agent': userAgent } });
  const sessionIdOf = (cookie: string[] | undefined) =>
    decodeURIComponent(cookie![0].split('=')[1]).split('.')[0];

  beforeAll(async () => {
    identity = await startIdentityTestApp({ LEARNING_URL: await learning.start() });
    client = new RecordingClient(identity.app);
  });

  afterAll(async () => {
    for (const response of client.responses) {
      expect(response.text).not.toContain(PASSWORD);
      expect(response.text).not.toContain(NEW_PASSWORD);
      expect(response.text).not.toContain('$argon2');
    }
    await identity.close();
    await learning.stop();
  });

  describe('change password', () => {
    it('asks for the current password, applies the new-password rule, and ends every other session', async () => {
      const { cookie: phone } = await register('changer');
      const laptop = sessionCookie(await login('changer'));
      const body = (currentPassword: string, newPassword: string) => ({ currentPassword, newPassword });

      const wrong = await client.post('/api/user/password', body('not-my-password', NEW_PASSWORD), {
        cookie: phone,
      });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.currentPasswordIncorrect);
      for (const [newPassword, message] of [
        ['password1', ACCOUNT_MESSAGES.passwordTooCommon],
        ['Sunshine1', ACCOUNT_MESSAGES.passwordTooCommon],
        ['short', ACCOUNT_MESSAGES.passwordTooShort],
      ]) {
        const refused = await client.post('/api/user/password', body(PASSWORD, newPassword), {
          cookie: phone,
        });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(message);
      }
      expect(
        (await client.post('/api/user/password', { currentPassword: PASSWORD }, { cookie: phone })).status,
      ).toBe(400);
      expect((await client.get('/api/user', { cookie: laptop })).status).toBe(200);

      const changed = await client.post('/api/user/password', body(PASSWORD, NEW_PASSWORD), {
        cookie: phone,
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ endedSessions: 1 });
      expect((await client.get('/api/user', { cookie: laptop })).status).toBe(401);
      expect((await client.get('/api/user', { cookie: phone })).status).toBe(200);
      expect((await login('changer', PASSWORD)).status).toBe(401);
      expect((await login('changer', NEW_PASSWORD)).status).toBe(200);
    });

    it('throttles wrong current passwords (429 with Retry-After), even before a right one', async () => {
      const { cookie } = await register('guesser');
      const attempt = (currentPassword: string) =>
        client.post('/api/user/password', { currentPassword, newPassword: NEW_PASSWORD }, { cookie });
      for (let i = 0; i < PASSWORD_CONFIRMATION_MAX_FAILURES; i += 1) {
        expect((await attempt(`wrong-guess-${i}`)).status).toBe(403);
      }
      const refused = await attempt(PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await client.post('/api/user/delete', { password: PASSWORD }, { cookie })).status).toBe(429);
      expect((await client.get('/api/user', { cookie })).status).toBe(200);
    });

    it('answers 401 without a session', async () => {
      const response = await client.post('/api/user/password', {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.status).toBe(401);
    });

    it('lets an account made under the older 6-character rule log in and move to a longer password', async () => {
      const hash = await identity.app.get(PasswordHasher).hash('abc123');
      await identity.app
        .get(DataSource)
        .query(`INSERT INTO identity.users (username, password_hash) VALUES ('old_timer', $1)`, [hash]);
      const loggedIn = await login('old_timer', 'abc123');
      expect(loggedIn.status).toBe(200);
      const changed = await client.post(
        '/api/user/password',
        { currentPassword: 'abc123', newPassword: NEW_PASSWORD },
        { cookie: sessionCookie(loggedIn) },
      );
      expect(changed.status).toBe(200);
    });
  });

  describe('active sessions', () => {
    it('lists the sessions with their device and last use, this device first, and never a session id', async () => {
      const { cookie: phone } = await register('lister');
      const laptop = sessionCookie(await login('lister'));
      const response = await client.get('/api/user/sessions', { cookie: laptop });
      expect(response.status).toBe(200);
      const sessions = response.body as ActiveSession[];
      expect(sessions).toHaveLength(2);
      expect(sessions[0]).toMatchObject({ current: true, browser: 'Firefox', os: 'macOS' });
      expect(sessions[1]).toMatchObject({ current: false, browser: 'Chrome', os: 'Android' });
      for (const session of sessions) {
        expect(Date.parse(session.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
        expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.parse(session.lastUsedAt));
      }
      expect(response.text).not.toContain(sessionIdOf(phone));
      expect(response.text).not.toContain(sessionIdOf(laptop));
    });

    it('ends another session, and this one by logging out', async () => {
      const { cookie: phone } = await register('ender');
      const laptop = sessionCookie(await login('ender'));
      const sessions = (await client.get('/api/user/sessions', { cookie: laptop })).body as ActiveSession[];
      const other = sessions.find((session) => !session.current)!;

      const left = await client.post('/api/user/sessions/end', { id: other.id }, { cookie: laptop });
      expect(left.status).toBe(200);
      expect((left.body as ActiveSession[]).map((session) => session.current)).toEqual([true]);
      expect((await client.get('/api/user', { cookie: phone })).status).toBe(401);

      const again = await client.post('/api/user/sessions/end', { id: other.id }, { cookie: laptop });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(ACCOUNT_MESSAGES.sessionNotFound);
      expect((await client.post('/api/user/sessions/end', {}, { cookie: laptop })).status).toBe(400);

      const own = (left.body as ActiveSession[])[0];
      const self = await client.post('/api/user/sessions/end', { id: own.id }, { cookie: laptop });
      expect(self.status).toBe(200);
      expect(String(self.headers['set-cookie'])).toMatch(/gp\.sid=;/);
      expect((await client.get('/api/user', { cookie: laptop })).status).toBe(401);
    });

    it("cannot end another learner's session", async () => {
      const { cookie: mine } = await register('owner_a');
      const { cookie: theirs } = await register('owner_b');
      const [their] = (await client.get('/api/user/sessions', { cookie: theirs })).body as ActiveSession[];
      const response = await client.post('/api/user/sessions/end', { id: their.id }, { cookie: mine });
      expect(response.status).toBe(404);
      expect((await client.get('/api/user', { cookie: theirs })).status).toBe(200);
    });

    it('writes the last-used time back at most once a minute, not on every request', async () => {
      const { cookie } = await register('toucher');
      const key = sessionKeyPrefix(identity.redis.prefix) + sessionIdOf(cookie);
      const stored = await identity.redis.get(key);
      await client.get('/api/user', { cookie });
      await client.get('/api/user', { cookie });
      expect(await identity.redis.get(key)).toBe(stored);

      const aged = { ...JSON.parse(stored!), lastUsedAt: Date.now() - 5 * 60_000 };
      await identity.redis.set(key, JSON.stringify(aged));
      await client.get('/api/user', { cookie });
      const deadline = Date.now() + 2_000;
      let lastUsedAt = aged.lastUsedAt as number;
      while (lastUsedAt === aged.lastUsedAt && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        lastUsedAt = JSON.parse((await identity.redis.get(key))!).lastUsedAt;
      }
      expect(lastUsedAt).toBeGreaterThan(Date.now() - 10_000);
    });

    it('drops expired sessions from the index when it is read', async () => {
      const { user, cookie } = await register('expirer');
      const laptop = sessionCookie(await login('expirer'));
      await identity.redis.set(sessionKeyPrefix(identity.redis.prefix) + sessionIdOf(laptop), 'gone');
      const sessions = (await client.get('/api/user/sessions', { cookie })).body as ActiveSession[];
      expect(sessions).toHaveLength(1);
      const index = await identity.redis.keys();
      expect(index).toContain(`${identity.redis.prefix}sessions-of:${user.id}`);
    });
  });

  describe('Cache-Control', () => {
    it('is no-store on every answer to a request with a valid session, and not on anonymous ones', async () => {
      const { cookie } = await register('cacher');
      for (const path of ['/api/user', '/api/user/sessions', '/api/user/study-time']) {
        expect((await client.get(path, { cookie })).headers['cache-control']).toBe('no-store');
      }
      const invalid = await client.post('/api/theme', { theme: 'neon' }, { cookie });
      expect(invalid.status).toBe(400);
      expect(invalid.headers['cache-control']).toBe('no-store');
      expect((await client.get('/api/user')).headers['cache-control']).toBeUndefined();
      const registered = await client.post('/api/register', { username: 'cacher_2', password: PASSWORD });
      expect(registered.headers['cache-control']).toBe('no-store');
    });
  });

  describe('download my data', () => {
    it("combines identity's rows (no password hash) and learning's, as a JSON download", async () => {
      const { user, cookie } = await register('exporter');
      await identity.app
        .get(DataSource)
        .query(`INSERT INTO identity.study_days (user_id, day, minutes) VALUES ($1, '2026-11-20', 4)`, [
          user.id,
        ]);
      await client.post('/api/theme', { theme: 'serene' }, { cookie });
      learning.calls.length = 0;
      const response = await client.get('/api/user/export', { cookie });
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.json"$/);
      expect(response.body).toMatchObject({
        exportedAt: expect.any(String),
        user: { id: user.id, username: 'exporter', theme: 'serene', prefer_high_contrast: false },
        studyDays: [{ date: '2026-11-20', minutes: 4 }],
        learning: { quiz_results: [{ id: 1, correctAnswers: 7 }] },
      });
      expect(response.text).not.toMatch(/password|argon2/i);
      expect(Object.keys(response.body.user)).toEqual(
        expect.arrayContaining([
          'id',
          'username',
          'email',
          'display_name',
          'created_at',
          'last_login',
          'is_admin',
        ]),
      );
      expect(learning.calls).toEqual([
        {
          method: 'GET',
          url: `/internal/learners/${user.id}/export`,
          secret: identity.config.internalApiSecret,
        },
      ]);
    });

    it('answers 503 when learning cannot be reached', async () => {
      const { cookie } = await register('exporter_2');
      learning.failing = true;
      try {
        const response = await client.get('/api/user/export', { cookie });
        expect(response.status).toBe(503);
        expect(response.body.message).toBe(ACCOUNT_MESSAGES.learningUnavailable);
      } finally {
        learning.failing = false;
      }
    });
  });

  describe('delete my account', () => {
    it('needs the password; deletes learning rows first, then the user; ends every session; frees the username', async () => {
      const { user, cookie } = await register('leaver');
      const other = sessionCookie(await login('leaver'));
      await identity.app
        .get(DataSource)
        .query(`INSERT INTO identity.study_days (user_id, day, minutes) VALUES ($1, '2026-11-20', 3)`, [
          user.id,
        ]);

      const wrong = await client.post('/api/user/delete', { password: 'not-my-password' }, { cookie });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.passwordIncorrect);

      learning.failing = true;
      try {
        const down = await client.post('/api/user/delete', { password: PASSWORD }, { cookie });
        expect(down.status).toBe(503);
        expect(down.body.message).toBe(ACCOUNT_MESSAGES.learningUnavailable);
      } finally {
        learning.failing = false;
      }
      expect((await client.get('/api/user', { cookie })).status).toBe(200);

      learning.calls.length = 0;
      const deleted = await client.post('/api/user/delete', { password: PASSWORD }, { cookie });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true });
      expect(String(deleted.headers['set-cookie'])).toMatch(/gp\.sid=;/);
      expect(learning.calls).toEqual([
        { method: 'DELETE', url: `/internal/learners/${user.id}`, secret: identity.config.internalApiSecret },
      ]);
      for (const session of [cookie, other])
        expect((await client.get('/api/user', { cookie: session })).status).toBe(401);
      expect(
        await identity.app
          .get(DataSource)
          .query(`SELECT 1 FROM identity.study_days WHERE user_id = $1`, [user.id]),
      ).toHaveLength(0);
      expect((await login('leaver')).status).toBe(401);

      const again = await client.post('/api/register', { username: 'Leaver', password: NEW_PASSWORD });
      expect(again.status).toBe(201);
      expect((again.body as User).id).not.toBe(user.id);
    });
  });
});

describe('the session cookie behind TLS (COOKIE_SECURE=true)', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityTestApp({ COOKIE_SECURE: 'true' });
  });

  afterAll(() => identity.close());

  it('is named __Host-<name>: Secure, Path=/, no Domain; the plain name is still read', async () => {
    const http = () => request(identity.app.getHttpServer());
    const registered = await http()
      .post('/api/register')
      .send({ username: 'secure_one', password: PASSWORD });
    expect(registered.status).toBe(201);
    const header = (registered.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.includes('gp.sid='),
    )!;
    expect(header).toMatch(/^__Host-gp\.sid=/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Domain=/i);
    const value = header.split(';')[0].split('=').slice(1).join('=');
    expect((await http().get('/api/user').set('Cookie', `__Host-gp.sid=${value}`)).status).toBe(200);
    // A cookie set before the switch to TLS keeps working.
    expect((await http().get('/api/user').set('Cookie', `gp.sid=${value}`)).status).toBe(200);
    const logout = await http().post('/api/logout').set('Cookie', `__Host-gp.sid=${value}`);
    expect(String(logout.headers['set-cookie'])).toMatch(/^__Host-gp\.sid=;.*Secure/);
  });
});
