import { ConfigError } from '../config-error';
import { type Env, readOptionalString } from '../env-readers';

export interface CloudVoiceConfig {
  /** Azure Speech resource key and region. */
  key: string;
  region: string;
}

export interface TextToSpeechConfig {
  /** The cloud voice, when AZURE_SPEECH_KEY and AZURE_SPEECH_REGION are both set. */
  cloud: CloudVoiceConfig | null;
  /** TTS_ESPEAK_PATH: the espeak-ng binary (default: espeak-ng from the PATH). */
  espeakPath: string;
  /** TTS_TIMEOUT_MS: longest wait for one provider (default 10,000). */
  timeoutMs: number;
  /** TTS_CACHE_MB: memory for clips already made, per instance (default 32 MB, about 5,000 sentences). */
  cacheBytes: number;
}

/** What only the learning service reads: its content folder and its text-to-speech voices. */
export interface LearningSection {
  /** CONTENT_DIR (tests, benchmarks); undefined means the service's own content folder. */
  contentDir: string | undefined;
  textToSpeech: TextToSpeechConfig;
}

/** The text-to-speech variables; throws ConfigError naming a bad one. */
export function readTextToSpeechConfig(env: Env): TextToSpeechConfig {
  const key = env.AZURE_SPEECH_KEY?.trim();
  const region = env.AZURE_SPEECH_REGION?.trim();
  if (Boolean(key) !== Boolean(region)) {
    throw new ConfigError(
      key ? 'AZURE_SPEECH_REGION' : 'AZURE_SPEECH_KEY',
      'must be set together with the other AZURE_SPEECH_ variable',
    );
  }
  if (region && !/^[a-z0-9]+$/.test(region))
    throw new ConfigError('AZURE_SPEECH_REGION', 'must be a region name such as westeurope');
  const timeoutText = env.TTS_TIMEOUT_MS?.trim() || '10000';
  const timeoutMs = Number(timeoutText);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    throw new ConfigError('TTS_TIMEOUT_MS', 'must be an integer of at least 100');
  const cacheText = env.TTS_CACHE_MB?.trim() || '32';
  const cacheMb = Number(cacheText);
  if (!Number.isInteger(cacheMb) || cacheMb < 1 || cacheMb > 4096)
    throw new ConfigError('TTS_CACHE_MB', 'must be an integer from 1 to 4096');
  return {
    cloud: key && region ? { key, region } : null,
    espeakPath: env.TTS_ESPEAK_PATH?.trim() || 'espeak-ng',
    timeoutMs,
    cacheBytes: cacheMb * 1024 * 1024,
  };
}

/** The learning service's own section of the configuration. */
export function readLearningSection(env: Env): LearningSection {
  return {
    contentDir: readOptionalString(env, 'CONTENT_DIR'),
    textToSpeech: readTextToSpeechConfig(env),
  };
}
