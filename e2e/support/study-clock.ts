import { Client } from 'pg';

/**
 * The server credits study time only as wall-clock time passes (a save credits at most the minutes since
 * the previous one). A test that runs the browser's clock ahead moves the learner's last credit back by as
 * much, through the database of the stack global-setup started (E2E_DATABASE_URL).
 */
export async function studyTimePasses(username: string, minutes: number): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: this test needs the stack npm test starts');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `UPDATE identity.users
       SET study_saved_at = COALESCE(study_saved_at, now()) - $2 * interval '1 minute'
       WHERE username = $1`,
      [username, minutes],
    );
  } finally {
    await client.end();
  }
}

/** Whether the suite runs against the stack it started itself (not a deployment given by E2E_BASE_URL). */
export const hasOwnDatabase = (): boolean => Boolean(process.env.E2E_DATABASE_URL);
