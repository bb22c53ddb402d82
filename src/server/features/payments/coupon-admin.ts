import type { z } from 'zod';
import { toPaise, type couponInputSchema } from '#common/schemas/money';
import type { Db } from '#server/db/database';
import { isUniqueViolation } from '#server/db/errors';
import type { User } from '#server/db/schema';
import { newId, now } from '#server/db/time';
import { HttpError } from '#server/plugins/errors';
import { courseExists, insertCoupon, setCouponActive } from './coupon-repo';

const CODE_TAKEN = 'A coupon with this code already exists.';

/** Makes a coupon (for any course or one that exists) under a code not yet used; answers its id. */
export async function createCoupon(
  db: Db,
  admin: User,
  input: z.output<typeof couponInputSchema>,
): Promise<string> {
  if (input.courseId && !(await courseExists(db, input.courseId))) {
    throw new HttpError(404, 'Course not found.');
  }
  const stamp = now();
  const id = newId();
  await insertCoupon(db, {
    id,
    code: input.code,
    kind: input.kind,
    value: input.kind === 'flat' ? toPaise(input.value) : input.value,
    course_id: input.courseId,
    valid_from: input.validFrom,
    valid_to: input.validTo,
    max_uses: input.maxUses,
    per_student: input.perStudent,
    active: input.active ? 1 : 0,
    created_by: admin.id,
    created_by_name: admin.user_name || admin.email,
    created_at: stamp,
    updated_at: stamp,
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? new HttpError(409, CODE_TAKEN, { code: CODE_TAKEN }) : error;
  });
  return id;
}

/** Switches a coupon on or off; answers its code and state before. */
export async function switchCoupon(db: Db, id: string, active: boolean) {
  const before = await setCouponActive(db, id, active);
  if (!before) throw new HttpError(404, 'Coupon not found.');
  return before;
}
