import { type QueryRunner } from 'typeorm';

/** Learners a data migration handles per transaction. */
const BATCH = 50;

/** `work` in a transaction of its own on `queryRunner`: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(queryRunner: QueryRunner, work: () => Promise<T>): Promise<T> {
  await queryRunner.startTransaction();
  try {
    const result = await work();
    await queryRunner.commitTransaction();
    return result;
  } catch (error) {
    await queryRunner.rollbackTransaction();
    throw error;
  }
}

/**
 * The loop of the data migrations that work per learner: `pendingSql` lists the learners still to do (a column
 * "userId", in the order their locks are taken), and `work` handles one batch of them, inside a transaction of its
 * own. A long migration so locks a few learners at a time, and what a failed run committed stays done: a rerun
 * lists and handles only the learners still pending.
 */
export async function inLearnerBatches(
  queryRunner: QueryRunner,
  pendingSql: string,
  work: (userIds: number[]) => Promise<unknown>,
): Promise<void> {
  const pending = ((await queryRunner.query(pendingSql)) as { userId: number }[]).map((row) => row.userId);
  for (let i = 0; i < pending.length; i += BATCH) {
    const batch = pending.slice(i, i + BATCH);
    await inTransaction(queryRunner, () => work(batch));
  }
}
