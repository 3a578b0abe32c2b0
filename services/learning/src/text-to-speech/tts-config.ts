/**
 * The injection token of the text-to-speech configuration (server-kit's TextToSpeechConfig, read by
 * `loadConfig('learning')` into `config.learning.textToSpeech`).
 */
export const TEXT_TO_SPEECH_CONFIG = Symbol('TEXT_TO_SPEECH_CONFIG');
