/** Google's website-translator script; the gateway's CSP allows its domains (script, connect, frame). */
export const GOOGLE_TRANSLATE_SCRIPT_URL =
  'https://translate.google.com/translate_a/element.js?cb=grammarPathGoogleTranslateReady';
export const GOOGLE_TRANSLATE_TIMEOUT_MS = 8_000;

interface TranslateElementConstructor {
  new (options: Record<string, unknown>, elementId: string): unknown;
  InlineLayout?: { SIMPLE?: unknown };
}

declare global {
  interface Window {
    grammarPathGoogleTranslateReady?: () => void;
    google?: { translate?: { TranslateElement?: TranslateElementConstructor } };
  }
}

let loading: Promise<TranslateElementConstructor> | undefined;

/**
 * Loads the widget script once, on demand. Rejects when it cannot be reached (offline, blocked, or no
 * answer within 8 s); a later call tries again.
 */
export function loadGoogleTranslate(): Promise<TranslateElementConstructor> {
  const ready = window.google?.translate?.TranslateElement;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<TranslateElementConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      delete window.grammarPathGoogleTranslateReady;
      loading = undefined;
      reject(new Error(reason));
    };
    const timer = setTimeout(
      () => fail('Google Translate did not answer in time'),
      GOOGLE_TRANSLATE_TIMEOUT_MS,
    );
    window.grammarPathGoogleTranslateReady = () => {
      clearTimeout(timer);
      const constructor = window.google?.translate?.TranslateElement;
      if (constructor) resolve(constructor);
      else fail('Google Translate loaded without its widget');
    };
    script.src = GOOGLE_TRANSLATE_SCRIPT_URL;
    script.async = true;
    script.onerror = () => fail('Google Translate could not be reached');
    document.head.appendChild(script);
  });
  return loading;
}
