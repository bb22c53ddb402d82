import type { z } from 'zod';
import { moneyMessages, toPaise } from '#common/schemas/money';
import type { deskPaymentSchema, freeEnrollmentSchema } from '#common/schemas/money';
import type { Db } from '#server/db/database';
import { isEnrolled } from '#server/db/enrollments';
import type { User } from '#server/db/schema';
import { newId } from '#server/db/time';
import { HttpError } from '#server/plugins/errors';
import { checkBalance, checkNotOwnedElsewhere, deskStudent, existingCourse } from './desk';
import { findFee, lockedFee, setStudentDetails } from './desk-repo';
import { issueDocuments } from './documents';
import { filesOpen } from './files-open';
import { applyPlan } from './fee-plans';
import { queuePaymentMessage, type PaymentNotice } from './payment-message';
import { enroll, insertPayment } from './repo';

/** The desk at work: the database, the site's address for welcome links, the admin at it. */
export interface Desk extends PaymentNotice {
  db: Db;
  admin: User;
}

const adminName = (admin: User) => admin.user_name || admin.email;

/**
 * Records a payment taken at the desk in one transaction: the student (made when new), their fee
 * for the course (locked, made at the course's price with the first payment, and put on the
 * instalment plan chosen), the payment within the balance, access when the fee is paid, given at
 * once, or when its plan's parts paid so far open the files (decision 056), its invoice or
 * receipt, and the student's opt-in to WhatsApp updates when the desk ticked it, and their message
 * that it is recorded.
 */
export async function recordDeskPayment(
  { db, admin, ...notice }: Desk,
  input: z.output<typeof deskPaymentSchema>,
) {
  const { publicUrl } = notice;
  const course = await existingCourse(db, input.courseId);
  const amount = toPaise(input.amount);
  const result = await db.transaction().execute(async (trx) => {
    const { user, link } = await deskStudent(trx, publicUrl, input);
    await checkNotOwnedElsewhere(trx, user.id, course.id);
    const buyer = input.gstin
      ? await setStudentDetails(trx, user.id, { gstin: input.gstin })
      : user;
    const fee = await lockedFee(trx, course, user.id, admin);
    if (input.planId) await applyPlan(trx, fee, input.planId, input.paidOn);
    const paidBefore = await checkBalance(trx, fee, amount);
    const payment = await insertPayment(trx, {
      user_id: user.id,
      course_id: course.id,
      amount,
      provider: 'desk',
      order_id: `desk_${newId()}`,
      status: 'paid',
      mode: input.mode,
      reference: input.reference || null,
      paid_on: input.paidOn,
      recorded_by: admin.id,
      recorded_by_name: adminName(admin),
      billing_address: buyer.address,
      billing_state: buyer.state,
      // Left empty at the desk, this payment is to an unregistered buyer.
      buyer_gstin: input.gstin === undefined ? buyer.gstin : input.gstin || null,
    });
    if (input.giveAccessNow || (await filesOpen(trx, fee, paidBefore + amount))) {
      await enroll(trx, {
        user_id: user.id,
        course_id: course.id,
        source: 'desk',
        granted_by: admin.id,
        granted_by_name: adminName(admin),
      });
    }
    const documents = await issueDocuments(trx, payment, {
      id: fee.id,
      fee: fee.fee,
      paidBefore,
    });
    const phone = input.mobileNo || user.mobile_no;
    if (input.whatsappUpdates && phone) {
      await notice.notifications.recordConsent(trx, {
        channel: 'whatsapp',
        address: phone,
        optedIn: true,
        source: 'desk',
      });
    }
    await queuePaymentMessage(trx, notice, payment);
    return { user, link, payment, documents, fee, paidBefore };
  });
  notice.notifications.wake();
  return { ...result, course, amount };
}

/** Enrolls the student (made when new) in the course free, for the reason given. */
export async function enrollFree(
  { db, publicUrl, admin }: Desk,
  input: z.output<typeof freeEnrollmentSchema>,
) {
  const course = await existingCourse(db, input.courseId);
  const { user, link } = await db.transaction().execute(async (trx) => {
    const found = await deskStudent(trx, publicUrl, input);
    const granted = await enroll(trx, {
      user_id: found.user.id,
      course_id: course.id,
      source: 'free',
      granted_by: admin.id,
      granted_by_name: adminName(admin),
      reason: input.reason,
    });
    if (!granted) throw new HttpError(409, moneyMessages.alreadyEnrolled);
    return found;
  });
  return { course, user, link };
}

/** Gives a student with a desk fee the course before the fee is paid. */
export async function giveAccessEarly(
  { db, admin }: Pick<Desk, 'db' | 'admin'>,
  userId: string,
  courseId: string,
): Promise<void> {
  if (!(await findFee(db, userId, courseId))) throw new HttpError(404, 'Fee not found.');
  if (await isEnrolled(db, userId, courseId)) {
    throw new HttpError(409, moneyMessages.alreadyEnrolled);
  }
  await enroll(db, {
    user_id: userId,
    course_id: courseId,
    source: 'desk',
    granted_by: admin.id,
    granted_by_name: adminName(admin),
  });
}
