import { IDENTITY_MESSAGES, type StudyTimeHistory, type StudyTimeSaved } from '@grammarpath/contracts';
import { type PreparedStatement, PreparedStatements } from '@grammarpath/server-kit';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserProfileCache } from '../users/user-profile-cache';

/** Today in UTC, as Postgres sees it: every save and read of one request agrees on the day. */
const TODAY_UTC = `(now() AT TIME ZONE 'UTC')::date`;
const MINUTES_PER_DAY = 24 * 60;

/** The total and the days, as the response's JSON, in one round trip (no row when the user is gone). */
const STUDY_TIME_HISTORY: PreparedStatement = {
  name: 'identity-study-time-history',
  text: `SELECT u.study_minutes AS "studyMinutes",
      (SELECT json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'minutes', coalesce(s.minutes, 0))
                       ORDER BY d.day)
       FROM generate_series(${TODAY_UTC} - ($2::int - 1), ${TODAY_UTC}, interval '1 day') AS d(day)
       LEFT JOIN identity.study_days s ON s.user_id = u.id AND s.day = d.day::date) AS "days"
    FROM identity.users u WHERE u.id = $1`,
};

/**
 * Study time: the users.study_minutes total and identity.study_days per learner per day. A save adds to
 * both in one statement, so the days always add up to what was credited since they were recorded.
 */
@Injectable()
export class StudyTimeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: UserProfileCache,
    private readonly statements: PreparedStatements,
  ) {}

  /**
   * Credits at most the wall-clock minutes since the previous credit (or since login), and never more than
   * a day holds: a client cannot report time that did not pass. The user row is locked first, so two saves
   * sent at once (the timer and a beacon) credit the same minutes once.
   */
  async add(userId: number, minutes: number): Promise<StudyTimeSaved> {
    // One statement: the total and today's row change together or not at all.
    const rows = await this.dataSource.query<Array<{ study_minutes: number }>>(
      `WITH since AS (
         SELECT u.id, COALESCE(u.study_saved_at, u.last_login, u.created_at) AS at
         FROM identity.users u WHERE u.id = $1 FOR UPDATE
       ), elapsed AS (
         SELECT s.id, s.at, FLOOR(EXTRACT(EPOCH FROM (now() - s.at)) / 60)::int AS minutes FROM since s
       ), credit AS (
         SELECT s.id, s.at, s.minutes AS elapsed, GREATEST(0, LEAST(
           $2::int,
           s.minutes,
           ${MINUTES_PER_DAY} - COALESCE(
             (SELECT d.minutes FROM identity.study_days d WHERE d.user_id = s.id AND d.day = ${TODAY_UTC}), 0)
         )) AS minutes
         FROM elapsed s
       ), total AS (
         -- Time credited is used up: all of it when the save asked for less (idle time is not study time),
         -- else the whole minutes, so a part-minute carries over to the next save.
         UPDATE identity.users u
         SET study_minutes = u.study_minutes + c.minutes,
             study_saved_at = CASE WHEN c.minutes < c.elapsed THEN now()
                                   ELSE c.at + c.minutes * interval '1 minute' END
         FROM credit c WHERE u.id = c.id
         RETURNING u.id, u.study_minutes, c.minutes AS credited
       ), today AS (
         INSERT INTO identity.study_days (user_id, day, minutes)
         SELECT id, ${TODAY_UTC}, credited FROM total WHERE credited > 0
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
    const [row] = await this.statements.rows<StudyTimeHistory>(STUDY_TIME_HISTORY, [userId, days]);
    if (!row) throw new UnauthorizedException(IDENTITY_MESSAGES.notLoggedIn);
    return row;
  }
}
