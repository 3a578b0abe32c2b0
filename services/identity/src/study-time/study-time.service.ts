import { IDENTITY_MESSAGES, type StudyTimeHistory, type StudyTimeSaved } from '@grammarpath/contracts';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserProfileCache } from '../users/user-profile-cache';

/** Today in UTC, as Postgres sees it: every save and read of one request agrees on the day. */
const TODAY_UTC = `(now() AT TIME ZONE 'UTC')::date`;

/**
 * Study time: the users.study_minutes total and identity.study_days per learner per day. A save adds to
 * both in one statement with atomic increments, so concurrent saves (the timer and a beacon) never lose
 * minutes and the days always add up to what was saved since they were recorded.
 */
@Injectable()
export class StudyTimeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: UserProfileCache,
  ) {}

  async add(userId: number, minutes: number): Promise<StudyTimeSaved> {
    // One statement: the total and today's row change together or not at all.
    const rows = await this.dataSource.query<Array<{ study_minutes: number }>>(
      `WITH total AS (
         UPDATE identity.users SET study_minutes = study_minutes + $2 WHERE id = $1 RETURNING id, study_minutes
       ), today AS (
         INSERT INTO identity.study_days (user_id, day, minutes)
         SELECT id, ${TODAY_UTC}, $2 FROM total
         ON CONFLICT (user_id, day) DO UPDATE SET minutes = study_days.minutes + EXCLUDED.minutes
       )
       SELECT study_minutes FROM total`,
      [userId, minutes],
    );
    if (rows.length === 0) throw new UnauthorizedException(IDENTITY_MESSAGES.notLoggedIn);
    await this.profiles.forget(userId);
    return { studyMinutes: rows[0].study_minutes };
  }

  /** The total and the last `days` days, oldest first, today last. */
  async history(userId: number, days: number): Promise<StudyTimeHistory> {
    const users = await this.dataSource.query<Array<{ study_minutes: number }>>(
      `SELECT study_minutes FROM identity.users WHERE id = $1`,
      [userId],
    );
    if (users.length === 0) throw new UnauthorizedException(IDENTITY_MESSAGES.notLoggedIn);
    const rows = await this.dataSource.query<Array<{ date: string; minutes: number }>>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(s.minutes, 0)::int AS minutes
       FROM generate_series(${TODAY_UTC} - ($2::int - 1), ${TODAY_UTC}, interval '1 day') AS d(day)
       LEFT JOIN identity.study_days s ON s.user_id = $1 AND s.day = d.day::date
       ORDER BY d.day`,
      [userId, days],
    );
    return { studyMinutes: users[0].study_minutes, days: rows };
  }
}
