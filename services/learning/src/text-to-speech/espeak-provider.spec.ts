import { espeakVoice } from './espeak-provider';

describe('espeakVoice', () => {
  it('maps voice names to espeak voices', () => {
    expect(espeakVoice('en-GB-RyanNeural')).toBe('en-gb');
    expect(espeakVoice('en-US-JennyNeural')).toBe('en-us');
  });
});
