import {
  ACCOUNT_MESSAGES,
  IDENTITY_MESSAGES,
  RATE_LIMITS,
  VALIDATION_MESSAGES,
} from '@grammarpath/contracts';
import { RecordingClient, sessionCookie } from '../testing/recording-client';
import { type IdentityTestApp, startIdentityTestApp } from '../testing/identity-test-app';

const PASSWORD = 'pa55word-secret';

describe('identity auth API', () => {
  let identity: IdentityTestApp;
  let client: RecordingClient;

  beforeAll(async () => {
    identity = await startIdentityTestApp({ RATE_LIMIT_LOGIN_MAX: '3' });
    client = new RecordingClient(identity.app);
  });

  afterAll(async () => {
    // Every identity response of this file: never the password, never a hash.
    for (const response of client.responses) {
      expect(response.text).not.toContain(PASSWORD);
      expect(response.text).not.toContain('$argon2');
      expect(response.text).not.toMatch(/password_?hash/i);
    }
    await identity.close();
  });

  it('registers a user (201, the contracts User) and logs them in', async () => {
    const registered = await client.post('/api/register', {
      username: 'ana_1',
      password: PASSWORD,
      displayName: 'Ana',
      email: 'ana@example.com',
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      id: expect.any(Number),
      username: 'ana_1',
      displayName: 'Ana',
      email: 'ana@example.com',
      createdAt: expect.any(String),
      lastLogin: expect.any(String),
      studyMinutes: 0,
      isAdmin: false,
      preferHighContrast: false,
      theme: 'calm',
    });
    expect(registered.body.lastLogin).toBe(registered.body.createdAt);
    const cookie = sessionCookie(registered);
    expect(registered.headers['set-cookie']?.[0]).toMatch(/HttpOnly; SameSite=Lax/);
    const me = await client.get('/api/user', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('ana_1');
  });

  it('treats empty displayName and email as absent', async () => {
    const registered = await client.post('/api/register', {
      username: 'bo.b-2',
      password: PASSWORD,
      displayName: '',
      email: '',
      preferHighContrast: true,
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ displayName: null, email: null, preferHighContrast: true });
  });

  it('refuses a taken username with 409, whatever its case', async () => {
    const taken = await client.post('/api/register', { username: 'ANA_1', password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ statusCode: 409, message: 'Username already taken' });
  });

  it.each([
    [{ username: 'ab', password: PASSWORD }, VALIDATION_MESSAGES.usernameMin],
    [{ username: 'a'.repeat(33), password: PASSWORD }, IDENTITY_MESSAGES.usernameMax],
    [{ username: 'bad name!', password: PASSWORD }, IDENTITY_MESSAGES.usernameCharacters],
    [{ username: 'carol', password: '12345' }, ACCOUNT_MESSAGES.passwordTooShort],
    [{ username: 'carol', password: '1234567' }, ACCOUNT_MESSAGES.passwordTooShort],
    [{ username: 'carol', password: '😀😀😀😀😀😀😀' }, ACCOUNT_MESSAGES.passwordTooShort],
    [{ username: 'carol', password: 'x'.repeat(129) }, ACCOUNT_MESSAGES.passwordTooLong],
    [{ username: 'carol', password: '123456' }, ACCOUNT_MESSAGES.passwordTooShort],
    [{ username: 'carol', password: 'password' }, ACCOUNT_MESSAGES.passwordTooCommon],
    [{ username: 'carol', password: '12345678' }, ACCOUNT_MESSAGES.passwordTooCommon],
    [{ username: 'carol', password: 'Baseball1' }, ACCOUNT_MESSAGES.passwordTooCommon],
    [{ username: 'carol', password: 'QWERTYUIOP' }, ACCOUNT_MESSAGES.passwordTooCommon],
    [{ username: 'carol', password: '      ' }, ACCOUNT_MESSAGES.passwordTooShort],
    [{ username: 'carol', password: PASSWORD, displayName: 'C' }, VALIDATION_MESSAGES.displayNameMin],
    [{ username: 'carol', password: PASSWORD, email: 'not-an-email' }, VALIDATION_MESSAGES.email],
    [{ username: 'carol', password: PASSWORD, isAdmin: true }, 'property isAdmin should not exist'],
    [{ username: 7, password: PASSWORD }, 'username must be a string'],
    [{ username: 'carol', password: 123456 }, 'password must be a string'],
    [
      { username: 'carol', password: PASSWORD, preferHighContrast: 'yes' },
      'preferHighContrast must be a boolean value',
    ],
  ])('rejects an invalid registration %j with "%s"', async (body, message) => {
    const response = await client.post('/api/register', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message, requestId: expect.any(String) });
  });

  it('lists every invalid field of a request', async () => {
    const response = await client.post('/api/register', { username: 'ab', password: '1' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      `${VALIDATION_MESSAGES.usernameMin}; ${ACCOUNT_MESSAGES.passwordTooShort}`,
    );
  });

  it('accepts a new password as typed: 8 spaces, spaces around, 128 emoji', async () => {
    for (const [username, password] of [
      ['spaces_8', '        '],
      ['spaces_around', '  violet harbour  '],
      ['emoji_128', '🌷'.repeat(128)],
    ]) {
      const registered = await client.post('/api/register', { username, password });
      expect(registered.status).toBe(201);
      expect((await client.post('/api/login', { username, password })).status).toBe(200);
    }
  });

  it('regenerates the session id at login and sets lastLogin', async () => {
    const first = await client.post('/api/login', { username: 'ana_1', password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.username).toBe('ana_1');
    expect(Date.parse(first.body.lastLogin)).toBeGreaterThan(Date.now() - 60_000);
    const before = sessionCookie(first);
    const second = await client.post(
      '/api/login',
      { username: 'ANA_1', password: PASSWORD },
      { cookie: before },
    );
    const after = sessionCookie(second);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after).not.toEqual(before);
    expect((await client.get('/api/user', { cookie: before })).status).toBe(401);
    expect((await client.get('/api/user', { cookie: after })).status).toBe(200);
  });

  it('destroys the session at logout: the old cookie then gets 401', async () => {
    const login = await client.post('/api/login', { username: 'ana_1', password: PASSWORD });
    const cookie = sessionCookie(login);
    const logout = await client.post('/api/logout', undefined, { cookie });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });
    expect(String(logout.headers['set-cookie'])).toMatch(/gp\.sid=;.*Expires=Thu, 01 Jan 1970/);
    const after = await client.get('/api/user', { cookie });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ statusCode: 401, message: 'Not logged in' });
  });

  it('marks the cookie Secure when the request came over TLS through the gateway', async () => {
    const response = await client.post(
      '/api/login',
      { username: 'bo.b-2', password: PASSWORD },
      { headers: { 'X-Forwarded-Proto': 'https' } },
    );
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    const plain = await client.post('/api/login', { username: 'bo.b-2', password: PASSWORD });
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('rejects a session older than the absolute timeout', async () => {
    const login = await client.post('/api/login', { username: 'bo.b-2', password: PASSWORD });
    const cookie = sessionCookie(login);
    const sessionId = decodeURIComponent(cookie![0].split('=')[1]).split('.')[0];
    const key = `${identity.redis.prefix}sess:${sessionId}`;
    const stored = await identity.redis.get(key);
    expect(stored).not.toBeNull();
    const session = JSON.parse(stored!) as { createdAt: number };
    session.createdAt = Date.now() - (identity.config.session.absoluteTimeoutHours * 3_600_000 + 60_000);
    await identity.redis.set(key, JSON.stringify(session));
    expect((await client.get('/api/user', { cookie })).status).toBe(401);
    expect(await identity.redis.get(key)).toBeNull();
  });

  it('answers 401 "Not logged in" without a session', async () => {
    const response = await client.get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401, message: 'Not logged in' });
  });

  it('gives the same 401 for an unknown user and a wrong password', async () => {
    const unknown = await client.post('/api/login', { username: 'nobody', password: PASSWORD });
    const wrong = await client.post('/api/login', { username: 'bo.b-2', password: 'wrong-password' });
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, message: 'Invalid username or password' });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  describe('throttling (RATE_LIMIT_LOGIN_MAX=3 failures per username and address here)', () => {
    const from = (ip: string, cookie?: string) => ({
      headers: { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
    });
    const tooMany = {
      statusCode: 429,
      message: 'Too many attempts. Please wait a few minutes and try again.',
    };
    const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
    const deviceCookie = (res: { headers: Record<string, unknown> }) =>
      ([] as string[])
        .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
        .find((c) => c.startsWith('gp.device='))
        ?.split(';')[0];
    const login = (username: string, password: string, ip: string, cookie?: string) =>
      client.post('/api/login', { username, password }, from(ip, cookie));

    beforeEach(() => identity.redis.clear());

    it('stops one address guessing a password, with Retry-After, while the owner elsewhere still gets in', async () => {
      for (let i = 0; i < 3; i += 1) expect((await login('ana_1', 'wrong1', '10.0.0.1')).status).toBe(401);
      const blocked = await login('ana_1', PASSWORD, '10.0.0.1');
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject(tooMany);
      expect(retryAfter(blocked)).toBeGreaterThan(800);
      expect(sessionCookie(blocked)).toBeUndefined();
      expect((await login('ana_1', PASSWORD, '10.0.0.2')).status).toBe(200);
    });

    it('never locks a username: failures from many addresses slow new devices down, a known device signs in at once', async () => {
      const known = deviceCookie(await login('ana_1', PASSWORD, '10.0.5.1'));
      expect(known).toBeDefined();
      for (let i = 0; i < 12; i += 1) await login('ana_1', 'wrong1', `10.0.6.${i}`);
      const slowed = await login('ana_1', PASSWORD, '10.0.7.1');
      expect(slowed.status).toBe(429);
      expect(retryAfter(slowed)).toBeGreaterThanOrEqual(1);
      expect(retryAfter(slowed)).toBeLessThanOrEqual(60);
      expect((await login('ana_1', PASSWORD, '10.0.7.2', known)).status).toBe(200);
    });

    it('lets a new device through once the delay has passed', async () => {
      for (let i = 0; i < 5; i += 1) await login('ana_1', 'wrong1', `10.0.8.${i}`);
      // 5 failures: the next attempt passes and claims a 1 s slot; the one after it waits.
      expect((await login('ana_1', 'wrong1', '10.0.9.1')).status).toBe(401);
      const waiting = await login('ana_1', PASSWORD, '10.0.9.2');
      expect(waiting.status).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, (retryAfter(waiting) + 0.2) * 1000));
      expect((await login('ana_1', PASSWORD, '10.0.9.2')).status).toBe(200);
    });

    it('does not block an address for failures on other usernames (a school behind one address)', async () => {
      for (const username of ['nobody1', 'nobody2', 'nobody3', 'nobody4']) {
        await login(username, 'wrong1', '10.0.1.1');
      }
      expect((await login('bo.b-2', PASSWORD, '10.0.1.1')).status).toBe(200);
    });

    it('resets the counters of the pair after a successful login', async () => {
      await login('ana_1', 'wrong1', '10.0.2.1');
      await login('ana_1', 'wrong1', '10.0.2.1');
      expect((await login('ana_1', PASSWORD, '10.0.2.1')).status).toBe(200);
      await login('ana_1', 'wrong1', '10.0.2.1');
      await login('ana_1', 'wrong1', '10.0.2.1');
      expect((await login('ana_1', PASSWORD, '10.0.2.1')).status).toBe(200);
    });

    it('limits registrations per address, with Retry-After', async () => {
      const max = RATE_LIMITS.register.perAddress.max;
      for (let i = 0; i < max; i += 1) {
        await client.post('/api/register', { username: 'ana_1', password: PASSWORD }, from('10.0.3.1'));
      }
      const blocked = await client.post(
        '/api/register',
        { username: 'fresh_user', password: PASSWORD },
        from('10.0.3.1'),
      );
      expect(blocked.body).toMatchObject(tooMany);
      expect(retryAfter(blocked)).toBeGreaterThan(0);
      expect(
        (await client.post('/api/register', { username: 'fresh_user', password: PASSWORD }, from('10.0.3.2')))
          .status,
      ).toBe(201);
    });

    it('limits successful logins per account', async () => {
      const max = RATE_LIMITS.login.perAccount.max;
      for (let i = 0; i < max; i += 1)
        expect((await login('ana_1', PASSWORD, `10.0.10.${i}`)).status).toBe(200);
      const blocked = await login('ana_1', PASSWORD, '10.0.11.1');
      expect(blocked.status).toBe(429);
      expect(retryAfter(blocked)).toBeGreaterThan(0);
    });

    it('keeps its counters under the configured Redis prefix', async () => {
      await login('nobody', 'wrong1', '10.0.4.1');
      const keys = await identity.redis.keys();
      expect(keys).toEqual(
        expect.arrayContaining([
          `${identity.redis.prefix}rl:login:pair:nobody:10.0.4.1`,
          `${identity.redis.prefix}rl:login:user:nobody`,
          `${identity.redis.prefix}rl:login:ip:10.0.4.1`,
        ]),
      );
    });
  });
});
