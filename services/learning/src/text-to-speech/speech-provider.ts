/** One way of turning text into MP3 audio. Rejects when it cannot (not configured, not installed, failed). */
export interface SpeechProvider {
  readonly name: string;
  synthesize(text: string, voice: string): Promise<Buffer>;
}
