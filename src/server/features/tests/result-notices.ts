import type { FastifyInstance } from 'fastify';
import { paths } from '#common/paths';
import { familyOf } from '#server/db/family';
import { getSiteSettings } from '#server/db/site-settings';
import { shownResults } from '#server/db/test-results';
import type { TestRow } from './mapper';

type Notices = Pick<FastifyInstance, 'db' | 'notifications' | 'clock' | 'config'>;

/**
 * Tells the students who have a shown result of the test (all of them, or those named), and
 * their guardians who chose results, that the results are out (decision 069): each student once
 * per test, through a `result_notices` row written in the transaction of their messages, so a
 * second release, a second submission or the grid saved again tells nobody twice.
 */
export async function announceResults(app: Notices, test: TestRow, only?: string[]): Promise<void> {
  const results = (await shownResults(app.db, { testId: test.id })).filter(
    (result) => only === undefined || only.includes(result.userId),
  );
  if (results.length === 0) return;
  const { name: institute } = await getSiteSettings(app.db);
  const publicUrl = app.config.PUBLIC_URL;
  for (const result of results) {
    await app.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('result_notices')
        .values({
          test_id: test.id,
          user_id: result.userId,
          message_ids: '[]',
          queued_at: app.clock.now().toISOString(),
        })
        .onConflict((oc) => oc.columns(['test_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!claimed) return;
      const family = await familyOf(trx, result.userId, 'results');
      const student = family.find((member) => member.role === 'student');
      const ids: string[] = [];
      for (const member of family) {
        const page =
          member.role === 'student'
            ? paths.myLearning.path
            : paths.familyChild.getHref(result.userId);
        ids.push(
          ...(await app.notifications.enqueue(trx, {
            event: 'results-released',
            values: {
              name: member.name,
              student: student?.name ?? member.name,
              test: test.title,
              course: result.courseTitle,
              link: publicUrl + page,
              institute,
            },
            recipients: [member],
          })),
        );
      }
      await trx
        .updateTable('result_notices')
        .set({ message_ids: JSON.stringify(ids) })
        .where('test_id', '=', test.id)
        .where('user_id', '=', result.userId)
        .execute();
    });
  }
  app.notifications.wake();
}
