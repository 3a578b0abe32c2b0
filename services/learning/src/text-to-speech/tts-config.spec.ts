import { ConfigError } from '@grammarpath/server-kit';
import { espeakVoice } from './espeak-provider';
import { loadTextToSpeechConfig } from './tts-config';

describe('loadTextToSpeechConfig', () => {
  it('defaults to espeak-ng from the PATH and no cloud voice', () => {
    expect(loadTextToSpeechConfig({})).toEqual({
      cloud: null,
      espeakPath: 'espeak-ng',
      timeoutMs: 10_000,
      cacheBytes: 32 * 1024 * 1024,
    });
  });

  it('uses the cloud voice when key and region are both set', () => {
    expect(
      loadTextToSpeechConfig({ AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'westeurope' }).cloud,
    ).toEqual({
      key: 'k',
      region: 'westeurope',
    });
  });

  it('names a bad variable', () => {
    expect(() => loadTextToSpeechConfig({ AZURE_SPEECH_KEY: 'k' })).toThrow(ConfigError);
    expect(() => loadTextToSpeechConfig({ TTS_TIMEOUT_MS: 'soon' })).toThrow(/TTS_TIMEOUT_MS/);
    expect(() => loadTextToSpeechConfig({ TTS_CACHE_MB: '0' })).toThrow(/TTS_CACHE_MB/);
    expect(loadTextToSpeechConfig({ TTS_CACHE_MB: '8' }).cacheBytes).toBe(8 * 1024 * 1024);
  });

  it('maps voice names to espeak voices', () => {
    expect(espeakVoice('en-GB-RyanNeural')).toBe('en-gb');
    expect(espeakVoice('en-US-JennyNeural')).toBe('en-us');
  });
});
