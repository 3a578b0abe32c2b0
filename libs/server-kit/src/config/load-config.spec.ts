import { ConfigError } from './config-error';
import { DEVELOPMENT_SESSION_SECRET, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig('identity', {});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3001,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/grammarpath',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'gp:',
      trustProxy: 'loopback',
      maxConnectionsPerAddress: 1024,
      requestReadTimeoutMs: 10_000,
      identityUrl: 'http://127.0.0.1:3001',
      learningUrl: 'http://127.0.0.1:3002',
      bodyLimit: 100 * 1024,
      logLevel: 'info',
      rateLimitLoginMax: 10,
      allowedOrigins: [],
      rendererUrl: undefined,
      rendererTimeoutMs: 1500,
      usesDevelopmentSecret: true,
      session: {
        secret: DEVELOPMENT_SESSION_SECRET,
        cookieName: 'gp.sid',
        idleTimeoutMinutes: 10080,
        absoluteTimeoutHours: 720,
        cookieSecure: 'auto',
      },
      remotes: {
        mfe_quiz: '/mfe/quiz/mf-manifest.json',
        mfe_paths: '/mfe/paths/mf-manifest.json',
        mfe_progress: '/mfe/progress/mf-manifest.json',
      },
    });
  });

  it('trusts no proxy at the gateway and the local gateway at a service, unless configured', () => {
    expect(loadConfig('gateway', {}).trustProxy).toBe(false);
    expect(loadConfig('learning', {}).trustProxy).toBe('loopback');
    expect(loadConfig('gateway', { TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    // Hop counts and `true` would believe a client that claims hops: refused.
    expect(() => loadConfig('gateway', { TRUST_PROXY: '1' })).toThrow(ConfigError);
    expect(() => loadConfig('gateway', { TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(loadConfig('gateway', { MAX_CONNECTIONS_PER_ADDRESS: '0' }).maxConnectionsPerAddress).toBe(0);
  });

  it('listens on all interfaces by default only for the gateway', () => {
    expect(loadConfig('gateway', {})).toMatchObject({ host: '0.0.0.0', port: 3000 });
    expect(loadConfig('learning', { HOST: '::', LEARNING_PORT: '4002' })).toMatchObject({
      host: '::',
      port: 4002,
    });
  });

  it('parses lists, booleans and proxy settings', () => {
    const config = loadConfig('gateway', {
      ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '10.1.2.3, 10.9.0.0/16',
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.session.cookieSecure).toBe(true);
    expect(config.trustProxy).toBe('10.1.2.3, 10.9.0.0/16');
    expect(loadConfig('gateway', { BODY_LIMIT: '1mb' }).bodyLimit).toBe(1024 * 1024);
    expect(loadConfig('gateway', { BODY_LIMIT: '512' }).bodyLimit).toBe(512);
  });

  it.each([
    ['IDENTITY_PORT', 'abc'],
    ['SESSION_IDLE_TIMEOUT_MINUTES', '0'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'not a url'],
    ['COOKIE_SECURE', 'maybe'],
    ['BODY_LIMIT', 'lots'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_LOGIN_MAX', '-1'],
  ])('names the bad variable %s', (name, value) => {
    expect(() => loadConfig('identity', { [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig('identity', { [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} `),
    );
  });

  it('requires a strong SESSION_SECRET in production', () => {
    expect(() => loadConfig('identity', { NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    expect(() => loadConfig('identity', { NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET must be at least 32/,
    );
    expect(loadConfig('gateway', { NODE_ENV: 'production' }).usesDevelopmentSecret).toBe(false);
    expect(() => loadConfig('identity', { NODE_ENV: 'production' }, { usesSessions: false })).not.toThrow();
    const config = loadConfig('identity', { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) });
    expect(config.usesDevelopmentSecret).toBe(false);
    expect(config.isProduction).toBe(true);
  });
});
