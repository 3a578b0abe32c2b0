import { type Endpoint, ENDPOINTS, IDENTITY_ROUTES } from '@grammarpath/contracts';
import request from 'supertest';
import { type IdentityTestApp, startIdentityTestApp } from './testing/identity-test-app';

describe('identity service plumbing', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityTestApp();
  });

  afterAll(() => identity.close());

  it('answers /health and /health/ready with Postgres and Redis up', async () => {
    await request(identity.app.getHttpServer()).get('/health').expect(200, { status: 'ok' });
    const ready = await request(identity.app.getHttpServer()).get('/health/ready').expect(200);
    expect(ready.body.info).toMatchObject({ postgres: { status: 'up' }, redis: { status: 'up' } });
  });

  it('answers a body over BODY_LIMIT with 413 in the JSON error shape', async () => {
    const response = await request(identity.app.getHttpServer())
      .post('/api/login')
      .send({ username: 'x'.repeat(200 * 1024), password: 'secret-pw' })
      .expect(413);
    expect(response.body).toMatchObject({ statusCode: 413, message: 'Request body is too large' });
  });

  it('answers invalid JSON with 400, not 500', async () => {
    const response = await request(identity.app.getHttpServer())
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "abc",')
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message: 'Request body is not valid JSON' });
  });

  it('sends helmet headers and keeps the caller request id', async () => {
    const response = await request(identity.app.getHttpServer())
      .get('/health')
      .set('x-request-id', 'abc-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown routes with 404 JSON', async () => {
    const response = await request(identity.app.getHttpServer()).get('/api/nope').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, message: 'Cannot GET /api/nope' });
  });

  it('serves its OpenAPI document with every identity route', async () => {
    const response = await request(identity.app.getHttpServer()).get('/openapi.json').expect(200);
    // Exactly the paths the gateway sends to identity (contracts IDENTITY_ROUTES): each documented, none missed.
    expect(Object.keys(response.body.paths).sort()).toEqual([...IDENTITY_ROUTES].sort());
  });

  it("documents each of the contracts' user operations with the schema of its answer", async () => {
    const { body } = await request(identity.app.getHttpServer()).get('/openapi.json').expect(200);
    const operations = Object.values(ENDPOINTS.user).flatMap((entry): Endpoint[] =>
      'path' in entry ? [entry] : Object.values(entry),
    );
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const documented = operations.map(({ method, path }) => {
      const operation = body.paths[path]?.[method.toLowerCase()] as Operation | undefined;
      const success = operation?.responses?.['200'] ?? operation?.responses?.['201'];
      return {
        operation: `${method} ${path}`,
        schema: success?.content?.['application/json']?.schema !== undefined,
      };
    });
    expect(documented).toEqual(
      operations.map(({ method, path }) => ({ operation: `${method} ${path}`, schema: true })),
    );
  });

  it('created the users table in the identity schema by migration', async () => {
    const { DataSource } = await import('typeorm');
    const dataSource = new DataSource({ type: 'postgres', url: identity.database.url });
    await dataSource.initialize();
    const columns: Array<{ column_name: string }> = await dataSource.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'identity' AND table_name = 'users'`,
    );
    await dataSource.destroy();
    expect(columns.map((column) => column.column_name).sort()).toEqual(
      [
        'created_at',
        'display_name',
        'email',
        'id',
        'is_admin',
        'last_login',
        'password_hash',
        'prefer_high_contrast',
        'study_minutes',
        'study_saved_at',
        'theme',
        'username',
      ].sort(),
    );
  });
});
