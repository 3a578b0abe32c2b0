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
  readTextToSpeechConfig,
} from '@grammarpath/server-kit';
import { createTestRedisPrefix, type TestRedisPrefix } from '@grammarpath/server-kit/testing';
import { type DynamicModule, type INestApplication, Module } from '@nestjs/common';
import request from 'supertest';
import { LEARNING_OPENAPI } from '../openapi-info';
import { writeTestSession } from '@grammarpath/server-kit/testing';
import { EspeakProvider } from './espeak-provider';
import { looksLikeMp3 } from './mp3-encoder';
import { TTS_UNAVAILABLE_MESSAGE } from './text-to-speech.service';
import { TextToSpeechModule } from './text-to-speech.module';

@Module({})
class SpeechTestModule {
  static register(config: AppConfig, espeakPath: string): DynamicModule {
    return {
      module: SpeechTestModule,
      imports: [
        ServiceCoreModule.forRoot({ config }),
        TextToSpeechModule.forRoot(readTextToSpeechConfig({ TTS_ESPEAK_PATH: espeakPath })),
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

  const binary = (req: request.Test) =>
    req.buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });

  it('reads the text aloud as MP3 with espeak-ng, a tenth of the WAV at most, and serves a repeat from its cache', async () => {
    const { speak } = await startWith('espeak-ng');
    if (!espeakInstalled) {
      console.log('espeak-ng is not installed: skipping the audio assertion (apt-get install -y espeak-ng)');
      return;
    }
    const text = 'She walks to school every morning because the bus is often late.';
    const wavBytes = spawnSync('espeak-ng', ['--stdout', '--stdin', '-v', 'en-us'], { input: text }).stdout
      .length;
    const espeakRuns = jest.spyOn(EspeakProvider.prototype, 'wav');
    try {
      const res = await binary(speak({ text, voice: 'en-US-JennyNeural' })).expect(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      const audio = res.body as Buffer;
      expect(looksLikeMp3(audio)).toBe(true);
      expect(audio[0]).toBe(0xff);
      expect(Number(res.headers['content-length'])).toBe(audio.length);
      expect(audio.length).toBeGreaterThan(2_000);
      expect(audio.length).toBeLessThan(wavBytes / 10);
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
      const etag = res.headers['etag'] as string;
      expect(etag).toMatch(/^"[\w-]{32}"$/);
      expect(espeakRuns).toHaveBeenCalledTimes(1);

      // The same text (white space aside) and voice: the same clip from memory, espeak-ng not run again.
      const again = await binary(
        speak({ text: `  ${text.replace(/ /g, '  ')} `, voice: 'en-US-JennyNeural' }),
      ).expect(200);
      expect((again.body as Buffer).equals(audio)).toBe(true);
      expect(again.headers['etag']).toBe(etag);
      expect(espeakRuns).toHaveBeenCalledTimes(1);

      // The browser revalidating what it holds: 304, no body, nothing run.
      const revalidated = await speak({ text, voice: 'en-US-JennyNeural' })
        .set('If-None-Match', etag)
        .expect(304);
      expect(revalidated.headers['etag']).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe('private, max-age=86400');
      expect(revalidated.text ?? '').toBe('');

      // Another voice is another clip.
      const british = await binary(speak({ text, voice: 'en-GB-RyanNeural' })).expect(200);
      expect(british.headers['etag']).not.toBe(etag);
      expect(espeakRuns).toHaveBeenCalledTimes(2);
    } finally {
      espeakRuns.mockRestore();
    }
  });

  it('reads the longest text allowed in a small MP3', async () => {
    const { speak } = await startWith('espeak-ng');
    if (!espeakInstalled) return;
    const text =
      'She walks to school every morning because the bus is often late, and her brother joins her. '
        .repeat(6)
        .slice(0, TTS_MAX_CHARS);
    const res = await binary(speak({ text })).expect(200);
    const audio = res.body as Buffer;
    expect(looksLikeMp3(audio)).toBe(true);
    // About 25 s of speech at 24 kbit/s: 75 KB (espeak-ng's WAV of it is over 1 MB).
    expect(audio.length).toBeLessThan(120_000);
  });

  it('limits the text and checks the voice', async () => {
    const { speak } = await startWith('espeak-ng');
    const long = await speak({ text: 'a'.repeat(TTS_MAX_CHARS + 1) }).expect(400);
    expect(long.body.message).toBe(`text must be at most ${TTS_MAX_CHARS} characters`);
    await speak({ text: '' }).expect(400);
    const blank = await speak({ text: ' \n\t ' }).expect(400);
    expect(blank.body.message).toBe('text must contain something to read');
    const voice = await speak({ text: 'Hello', voice: '--help' }).expect(400);
    expect(voice.body.message).toBe('voice must be a voice name such as en-US-JennyNeural');
  });

  it('answers 503 with a clear message when no voice can run', async () => {
    const { speak } = await startWith('/nonexistent/espeak-ng');
    const res = await speak({ text: 'Hello' }).expect(503);
    expect(res.body.message).toBe(TTS_UNAVAILABLE_MESSAGE);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('needs a session', async () => {
    const { app } = await startWith('espeak-ng');
    await request(app.getHttpServer()).post('/api/text-to-speech').send({ text: 'Hello' }).expect(401);
  });
});
