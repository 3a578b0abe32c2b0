import { LRUCache } from 'lru-cache';

/** Enough for every learner active at once on one instance; an entry is two short strings. */
const MAX_ENTRIES = 10_000;

/**
 * The session ids of signed cookies already checked: checking a signature is an HMAC (the largest CPU cost
 * of reading a session after the Redis round trip), and a learner sends the same cookie with every request.
 * Keyed by the whole signed value, so a cookie with another signature is checked afresh. Invalid cookies are
 * not remembered: anyone can send endlessly many of them.
 */
export class VerifiedCookies {
  private readonly ids = new LRUCache<string, string>({ max: MAX_ENTRIES });

  constructor(private readonly unsign: (signed: string) => { valid: boolean; value: string | null }) {}

  /** The session id the cookie signs, or null when the signature does not hold. */
  sessionIdOf(signed: string): string | null {
    const known = this.ids.get(signed);
    if (known !== undefined) return known;
    const { valid, value } = this.unsign(signed);
    if (!valid || !value) return null;
    this.ids.set(signed, value);
    return value;
  }
}
