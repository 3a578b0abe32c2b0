/** The session payload identity writes and every service reads. */
export interface SessionData {
  userId: number;
  /** Epoch milliseconds of login or register; sessions older than the absolute timeout are rejected. */
  createdAt: number;
}
