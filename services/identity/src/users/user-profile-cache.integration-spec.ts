import type { User } from '@grammarpath/contracts';
import { createServiceApp, initServiceApp } from '@grammarpath/server-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createClient } from 'redis';
import { AppModule } from '../app.module';
import { IDENTITY_APP_OPTIONS } from '../app-options';
import { type IdentityTestApp, startIdentityTestApp } from '../testing/identity-test-app';
import { RecordingClient, sessionCookie } from '../testing/recording-client';
import { UserProfileCache } from './user-profile-cache';

/** Invalidations travel from Redis to each instance asynchronously: wait until `read` agrees. */
async function eventually<T>(read: () => Promise<T>, expected: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 2_000;
  let value = await read();
  while (!expected(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('cached user profiles, two identity instances on one database and Redis', () => {
  let identity: IdentityTestApp;
  let second: NestFastifyApplication;
  let first: RecordingClient;
  let other: RecordingClient;
  let cookie: string[] | undefined;
  let user: User;

  beforeAll(async () => {
    identity = await startIdentityTestApp();
    second = await initServiceApp(
      await createServiceApp(AppModule.register(identity.config), identity.config, IDENTITY_APP_OPTIONS),
    );
    first = new RecordingClient(identity.app);
    other = new RecordingClient(second);
    const registered = await first.post('/api/register', { username: 'cached', password: 'secret-pw' });
    cookie = sessionCookie(registered);
    user = registered.body as User;
  });

  afterAll(async () => {
    await second.close();
    await identity.close();
  });

  const profileOn = async (client: RecordingClient) =>
    (await client.get('/api/user', { cookie })).body as User;

  it('keeps the profile in Redis once read, without the password hash', async () => {
    expect(await profileOn(first)).toMatchObject({ id: user.id, theme: 'calm' });
    const redis = createClient({ url: identity.config.redisUrl });
    await redis.connect();
    try {
      const stored = await redis.get(`${identity.config.redisPrefix}user:${user.id}`);
      expect(JSON.parse(stored ?? 'null')).toEqual(await profileOn(first));
      expect(stored).not.toContain('argon2');
    } finally {
      await redis.close();
    }
  });

  it('shows a theme changed on one instance on the other, which had the profile cached', async () => {
    expect((await profileOn(other)).theme).toBe('calm');
    expect((await first.post('/api/theme', { theme: 'energetic' }, { cookie })).status).toBe(200);
    expect((await profileOn(first)).theme).toBe('energetic');
    expect(
      (
        await eventually(
          () => profileOn(other),
          (p) => p.theme === 'energetic',
        )
      ).theme,
    ).toBe('energetic');
  });

  it('shows saved study minutes and a preference change on both instances', async () => {
    await profileOn(other);
    await identity.studyTimePasses('cached', 3);
    expect((await other.post('/api/user/study-time', { minutes: 3 }, { cookie })).body).toEqual({
      studyMinutes: 3,
    });
    expect((await first.post('/api/user/preferences', { preferHighContrast: true }, { cookie })).status).toBe(
      200,
    );
    for (const client of [first, other]) {
      const profile = await eventually(
        () => profileOn(client),
        (p) => p.studyMinutes === 3 && p.preferHighContrast,
      );
      expect(profile).toMatchObject({ studyMinutes: 3, preferHighContrast: true });
    }
  });

  it('never keeps a copy read before a write that committed after it', async () => {
    const cache = identity.app.get(UserProfileCache);
    const before = await profileOn(first);
    await first.post('/api/theme', { theme: 'focused' }, { cookie });
    // A read that began before the theme change stores what it read, after the change cleared the cache.
    await cache.store(before);
    expect(await cache.read(user.id)).toBeNull();
    expect((await profileOn(first)).theme).toBe('focused');
  });

  it('shows the new login time after logging in again', async () => {
    const before = (await profileOn(other)).lastLogin;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const login = await first.post('/api/login', { username: 'cached', password: 'secret-pw' });
    expect(login.status).toBe(200);
    const newCookie = sessionCookie(login);
    const after = await eventually(
      async () => (await other.get('/api/user', { cookie: newCookie })).body as User,
      (p) => p.lastLogin !== before,
    );
    expect(after.lastLogin).toBe((login.body as User).lastLogin);
  });
});
