import { ConfigError } from '../config-error';
import { loadConfig } from '../load-config';
import { readTextToSpeechConfig } from './learning-section';

describe("learning's configuration section", () => {
  it('is read for learning only: the content folder and the text-to-speech variables', () => {
    const config = loadConfig('learning', { CONTENT_DIR: ' bench/content ', TTS_CACHE_MB: '8' });
    expect(config.learning.contentDir).toBe('bench/content');
    expect(config.learning.textToSpeech.cacheBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig('learning', {}).learning.contentDir).toBeUndefined();
    expect('learning' in loadConfig('identity', {})).toBe(false);
  });

  it('defaults to espeak-ng from the PATH and no cloud voice', () => {
    expect(readTextToSpeechConfig({})).toEqual({
      cloud: null,
      espeakPath: 'espeak-ng',
      timeoutMs: 10_000,
      cacheBytes: 32 * 1024 * 1024,
    });
  });

  it('uses the cloud voice when key and region are both set', () => {
    expect(
      readTextToSpeechConfig({ AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'westeurope' }).cloud,
    ).toEqual({
      key: 'k',
      region: 'westeurope',
    });
  });

  it('names a bad variable', () => {
    expect(() => readTextToSpeechConfig({ AZURE_SPEECH_KEY: 'k' })).toThrow(ConfigError);
    expect(() => readTextToSpeechConfig({ TTS_TIMEOUT_MS: 'soon' })).toThrow(/TTS_TIMEOUT_MS/);
    expect(() => readTextToSpeechConfig({ TTS_CACHE_MB: '0' })).toThrow(/TTS_CACHE_MB/);
    expect(() => loadConfig('learning', { TTS_TIMEOUT_MS: '5' })).toThrow(/TTS_TIMEOUT_MS/);
  });
});
