import { type Page, test } from '@playwright/test';
import { PREFERENCE_COOKIES } from '@grammarpath/contracts';

/**
 * A predictable browser voice: speaking starts at once and lasts until cancelled, and every media
 * play() (the audio cues) is recorded instead of sounding. Call before the first navigation.
 */
export async function fakeSpeechAndSounds(page: Page, { voices = true } = {}): Promise<void> {
  await page.addInitScript(
    ({ voices: withVoices }) => {
      const w = window as unknown as Record<string, unknown>;
      w.__spoken = [];
      w.__cues = [];
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        (w.__cues as string[]).push(new URL(this.src, location.href).pathname);
        return Promise.resolve();
      };
      if (!withVoices) {
        Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
        return;
      }
      type Utterance = { text: string; onstart?: () => void; onerror?: (event: { error: string }) => void };
      let current: Utterance | null = null;
      const synthesis = {
        getVoices: () => [
          { lang: 'en-US', name: 'Test voice', default: true, localService: true, voiceURI: 'test' },
        ],
        speak(utterance: Utterance) {
          current = utterance;
          (w.__spoken as string[]).push(utterance.text);
          setTimeout(() => utterance.onstart?.());
        },
        cancel() {
          const stopped = current;
          current = null;
          stopped?.onerror?.({ error: 'interrupted' });
        },
        addEventListener() {},
        removeEventListener() {},
      };
      Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
      w.SpeechSynthesisUtterance = class {
        text: string;
        constructor(text: string) {
          this.text = text;
        }
      };
    },
    { voices },
  );
}

export function spoken(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
}

export function cues(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cues: string[] }).__cues);
}

/**
 * The Grammar Guide opens by itself once ever: marked seen, as a browser that has shown it keeps it (a cookie,
 * which the server reads, and localStorage), it stays collapsed, for tests about something else.
 */
export async function closeGrammarGuide(page: Page): Promise<void> {
  const { baseURL } = test.info().project.use;
  if (baseURL)
    await page.context().addCookies([{ name: PREFERENCE_COOKIES.guideSeen, value: 'true', url: baseURL }]);
  await page.addInitScript(() => localStorage.setItem('grammar-guide-seen', 'true'));
}
