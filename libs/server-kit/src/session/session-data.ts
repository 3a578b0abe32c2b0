/** The session payload identity writes and every service reads. */
export interface SessionData {
  userId: number;
  /** Epoch milliseconds of login or register; sessions older than the absolute timeout are rejected. */
  createdAt: number;
  /**
   * Epoch milliseconds of the last request, kept to within LAST_USED_RESOLUTION_MS (so that reading a session
   * is not also a write). Absent on sessions stored before it existed: createdAt stands in.
   */
  lastUsedAt?: number;
  /** The User-Agent header at login (cut to USER_AGENT_MAX characters), to show the learner their devices. */
  userAgent?: string;
}

/** How stale lastUsedAt may get before a request writes it again: at most one write a minute per session. */
export const LAST_USED_RESOLUTION_MS = 60_000;
export const USER_AGENT_MAX = 256;
