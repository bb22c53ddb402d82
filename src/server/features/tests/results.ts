import { testMessages } from '#common/schemas/tests';
import { fromHundredths, toHundredths } from '#common/tests';
import type { Db } from '#server/db/database';
import { HttpError } from '#server/plugins/errors';
import { closeDueAttempts } from './attempts';
import type { TestRow } from './mapper';
import { takersOf } from './takers';

/**
 * Releases the results, keys and explanations, once no student's attempt still runs (attempts
 * whose time is up are closed first), so no one still answering can read the key.
 */
export async function releaseTest(db: Db, test: TestRow, now: string): Promise<void> {
  await closeDueAttempts(db, now, { testId: test.id });
  const running = await db
    .selectFrom('test_attempts')
    .select('id')
    .where('test_id', '=', test.id)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
  if (running) throw new HttpError(409, testMessages.stillTaking);
  if (test.released_at === null)
    await db.updateTable('tests').set({ released_at: now }).where('id', '=', test.id).execute();
}

/** Each student who takes the test, with their attempts and their paper marks. */
export async function testResults(db: Db, test: TestRow, now: string) {
  await closeDueAttempts(db, now, { testId: test.id });
  const [takers, attempts, marks] = await Promise.all([
    takersOf(db, test).execute(),
    db
      .selectFrom('test_attempts')
      .selectAll()
      .where('test_id', '=', test.id)
      .orderBy('number')
      .execute(),
    db.selectFrom('offline_marks').selectAll().where('test_id', '=', test.id).execute(),
  ]);
  return takers.map((taker) => {
    const mark = marks.find((m) => m.user_id === taker.id);
    return {
      userId: taker.id,
      userName: taker.user_name,
      attempts: attempts
        .filter((a) => a.user_id === taker.id)
        .map((a) => ({
          _id: a.id,
          number: a.number,
          submittedAt: a.submitted_at,
          score: a.score === null ? null : fromHundredths(a.score),
          maxMarks: fromHundredths(a.max_marks),
          awaitingMarks: a.awaiting_marks === 1,
        })),
      offlineMarks: mark ? fromHundredths(mark.marks) : null,
    };
  });
}

/**
 * A paper test's grid, saved in one transaction: each row names a student who takes the test
 * and marks within the paper's total, or null to clear the mark. Any wrong row refuses all.
 */
export async function saveOfflineMarks(
  db: Db,
  test: TestRow,
  rows: { userId: string; marks: number | null }[],
  by: { userId: string; at: string },
): Promise<void> {
  if (test.mode !== 'offline') throw new HttpError(400, testMessages.offlineOnly);
  const takers = new Set((await takersOf(db, test).execute()).map((t) => t.id));
  const errors: Record<string, string> = {};
  rows.forEach((row, i) => {
    if (!takers.has(row.userId)) errors[`marks.${i}.userId`] = testMessages.studentNotInTest;
    else if (row.marks !== null && toHundredths(row.marks) > (test.max_marks ?? 0))
      errors[`marks.${i}.marks`] = testMessages.marksAbove;
  });
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(400, first, errors);
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      if (row.marks === null) {
        await trx
          .deleteFrom('offline_marks')
          .where('test_id', '=', test.id)
          .where('user_id', '=', row.userId)
          .execute();
        continue;
      }
      const marks = toHundredths(row.marks);
      const entered = { marks, entered_by: by.userId, entered_at: by.at };
      await trx
        .insertInto('offline_marks')
        .values({ test_id: test.id, user_id: row.userId, ...entered })
        .onConflict((oc) => oc.columns(['test_id', 'user_id']).doUpdateSet(entered))
        .execute();
    }
  });
}
