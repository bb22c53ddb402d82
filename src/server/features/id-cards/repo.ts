import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database';
import type { IdCard, IdCardsTable, User } from '#server/db/schema';

/** A card with what it prints beside its own columns: its course's title and its batch. */
export type ShownCard = IdCard & {
  course_title: string;
  starts_on: string;
  days: string;
  start_time: string;
  end_time: string;
};

const shownCards = (db: Db) =>
  db
    .selectFrom('id_cards')
    .innerJoin('courses', 'courses.id', 'id_cards.course_id')
    .innerJoin('course_batches', 'course_batches.id', 'id_cards.batch_id')
    .selectAll('id_cards')
    .select([
      'courses.course_title',
      'course_batches.starts_on',
      'course_batches.days',
      'course_batches.start_time',
      'course_batches.end_time',
    ]);

export const findCard = (db: Db, id: string): Promise<ShownCard | undefined> =>
  shownCards(db).where('id_cards.id', '=', id).executeTakeFirst();

export const findCardByToken = (db: Db, token: string): Promise<ShownCard | undefined> =>
  shownCards(db).where('id_cards.token', '=', token).executeTakeFirst();

/** A student's cards, newest first. */
export const studentCards = (db: Db, userId: string): Promise<ShownCard[]> =>
  shownCards(db)
    .where('id_cards.user_id', '=', userId)
    .orderBy('id_cards.issued_at', 'desc')
    .orderBy('id_cards.number', 'desc')
    .execute();

/** The cards of a batch that are not revoked and still valid on `today`, by the holders' names. */
export const batchCards = (db: Db, batchId: string, today: string): Promise<ShownCard[]> =>
  shownCards(db)
    .where('id_cards.batch_id', '=', batchId)
    .where('id_cards.revoked_at', 'is', null)
    .where('id_cards.valid_until', '>=', today)
    .orderBy('id_cards.name')
    .orderBy('id_cards.number')
    .execute();

/** The student's card that is not revoked, if any (expired or not). */
export const currentCard = (db: Db, userId: string) =>
  db
    .selectFrom('id_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

/** How many cards the student has been issued, to number the next. */
export async function cardCount(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('id_cards')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The batches a student is in, newest first, with their course. */
export const studentBatches = (db: Db, userId: string) =>
  db
    .selectFrom('batch_students')
    .innerJoin('course_batches', 'course_batches.id', 'batch_students.batch_id')
    .innerJoin('courses', 'courses.id', 'course_batches.course_id')
    .select([
      'course_batches.id',
      'course_batches.course_id',
      'course_batches.starts_on',
      'course_batches.days',
      'course_batches.start_time',
      'course_batches.end_time',
      'courses.course_title',
    ])
    .where('batch_students.user_id', '=', userId)
    .orderBy('course_batches.starts_on', 'desc')
    .execute();

export const insertCard = (db: Db, card: Insertable<IdCardsTable>) =>
  db.insertInto('id_cards').values(card).execute();

/** Revokes a card that is not revoked yet; false when it already was. */
export async function revokeCard(
  db: Db,
  id: string,
  revoked: { revoked_at: string; revoked_reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('id_cards')
    .set(revoked)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Names the card that replaced a revoked one. */
export const markReplaced = (db: Db, id: string, replacedBy: string) =>
  db.updateTable('id_cards').set({ replaced_by: replacedBy }).where('id', '=', id).execute();

export const findUser = (db: Db, id: string): Promise<User | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
