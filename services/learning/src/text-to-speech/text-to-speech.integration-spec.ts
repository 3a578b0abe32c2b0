import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { TTS_MAX_CHARS } from '@grammarpath/contracts';
import {
  type AppConfig,
  createServiceApp,
  initServiceApp,
  loadConfig,
  REDIS_CLIENT,
  type RedisClient,
  ServiceCoreModule,
} from '@grammarpath/server-kit';
import { createTestRedisPrefix, type TestRedisPrefix } from '@grammarpath/server-kit/testing';
import { type DynamicModule, type INestApplication, Module } from '@nestjs/common';
import request from 'supertest';
import { LEARNING_OPENAPI } from '../openapi-info';
import { writeTestSession } from '@grammarpath/server-kit/testing';
import { TTS_UNAVAILABLE_MESSAGE } from './text-to-speech.service';
import { TextToSpeechModule } from './text-to-speech.module';

@Module({})
class SpeechTestModule {
  static register(config: AppConfig, espeakPath: string): DynamicModule {
    return {
      module: SpeechTestModule,
      imports: [
        ServiceCoreModule.forRoot({ config }),
        TextToSpeechModule.forRoot({ TTS_ESPEAK_PATH: espeakPath }),
      ],
    };
  }
}

const espeakInstalled = spawnSync('espeak-ng', ['--version']).status === 0;

describe('POST /api/text-to-speech', () => {
  let redis: TestRedisPrefix;
  let config: AppConfig;
  const apps: INestApplication[] = [];

  async function startWith(espeakPath: string) {
    const app = await initServiceApp(
      await createServiceApp(SpeechTestModule.register(config, espeakPath), config, {
        openApi: LEARNING_OPENAPI,
      }),
    );
    apps.push(app);
    const client = app.get<RedisClient>(REDIS_CLIENT);
    for (let waited = 0; !client.isReady && waited < 5000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    const cookie = await writeTestSession(client, config, 77);
    const speak = (body: object) =>
      request(app.getHttpServer()).post('/api/text-to-speech').set('Cookie', cookie).send(body);
    return { app, speak };
  }

  beforeAll(async () => {
    redis = await createTestRedisPrefix();
    config = loadConfig('learning', { REDIS_PREFIX: redis.prefix, LOG_LEVEL: 'silent' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis?.cleanup();
  });

  it('reads the text aloud as audio/wav with espeak-ng', async () => {
    const { speak } = await startWith('espeak-ng');
    if (!espeakInstalled) {
      console.log('espeak-ng is not installed: skipping the audio assertion (apt-get install -y espeak-ng)');
      return;
    }
    const res = await speak({ text: '-v She walks to school.', voice: 'en-US-JennyNeural' })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    const audio = res.body as Buffer;
    expect(audio.subarray(0, 4).toString()).toBe('RIFF');
    expect(audio.subarray(8, 12).toString()).toBe('WAVE');
    expect(audio.length).toBeGreaterThan(10_000);
  });

  it('limits the text and checks the voice', async () => {
    const { speak } = await startWith('espeak-ng');
    const long = await speak({ text: 'a'.repeat(TTS_MAX_CHARS + 1) }).expect(400);
    expect(long.body.message).toBe(`text must be at most ${TTS_MAX_CHARS} characters`);
    await speak({ text: '' }).expect(400);
    const voice = await speak({ text: 'Hello', voice: '--help' }).expect(400);
    expect(voice.body.message).toBe('voice must be a voice name such as en-US-JennyNeural');
  });

  it('answers 503 with a clear message when no voice can run', async () => {
    const { speak } = await startWith('/nonexistent/espeak-ng');
    const res = await speak({ text: 'Hello' }).expect(503);
    expect(res.body.message).toBe(TTS_UNAVAILABLE_MESSAGE);
  });

  it('needs a session', async () => {
    const { app } = await startWith('espeak-ng');
    await request(app.getHttpServer()).post('/api/text-to-speech').send({ text: 'Hello' }).expect(401);
  });
});
