import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatRupees } from '#common/format';
import { envelope } from '#common/schemas/envelope';
import { couponInputSchema, couponSchema, toPaise } from '#common/schemas/money';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { newId, now } from '../../db/time';
import { noteAudit } from '../../plugins/audit';
import { about, changeSummary, rowSummary } from '../../plugins/audit-summary';
import { HttpError } from '../../plugins/errors';
import { currentUser } from '../../plugins/sessions';
import { adminTableRoute } from '../admin-table-route';
import type { ListView } from '../list-view';
import { idParams } from '../params';

const couponsQuery = (db: Db) =>
  db
    .selectFrom('coupons')
    .leftJoin('courses', 'courses.id', 'coupons.course_id')
    .selectAll('coupons')
    .select('courses.course_title')
    .orderBy('coupons.created_at', 'desc')
    .orderBy('coupons.id', 'desc');

/** The coupons' table: newest first, nothing to search or filter. */
const couponsView: ListView = {
  id: 'coupons.id',
  sorts: { createdAt: 'coupons.created_at' },
  defaultSort: 'createdAt',
};

type CouponRow = Awaited<ReturnType<ReturnType<typeof couponsQuery>['execute']>>[number];

const couponDto = (row: CouponRow): z.input<typeof couponSchema> => ({
  _id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.kind === 'flat' ? row.value / 100 : row.value,
  course: row.course_id ? { _id: row.course_id, courseTitle: row.course_title ?? '' } : null,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  maxUses: row.max_uses,
  perStudent: row.per_student,
  uses: Number(row.uses),
  active: Boolean(row.active),
  createdBy: row.created_by_name,
  createdAt: row.created_at,
});

async function presentCoupon(db: Db, id: string) {
  const row = await couponsQuery(db).where('coupons.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Coupon not found.');
  return couponDto(row);
}

const CODE_TAKEN = 'A coupon with this code already exists.';

/** Discount codes (admins): list, create, switch on and off. */
export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  adminTableRoute(app, {
    path: '/coupons',
    key: 'data',
    dto: couponSchema,
    query: couponsQuery,
    view: couponsView,
    counted: (db) => db.selectFrom('coupons'),
    toDto: couponDto,
  });

  api.post(
    '/coupons',
    {
      config: { access: 'admin' },
      schema: { body: couponInputSchema, response: { 200: envelope(couponSchema) } },
    },
    async (request) => {
      const admin = currentUser(request);
      const input = request.body;
      if (input.courseId) {
        const course = await db
          .selectFrom('courses')
          .select('id')
          .where('id', '=', input.courseId)
          .executeTakeFirst();
        if (!course) throw new HttpError(404, 'Course not found.');
      }
      const stamp = now();
      const id = newId();
      await db
        .insertInto('coupons')
        .values({
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
        })
        .execute()
        .catch((error: unknown) => {
          throw isUniqueViolation(error)
            ? new HttpError(409, CODE_TAKEN, { code: CODE_TAKEN })
            : error;
        });
      const off = input.kind === 'flat' ? formatRupees(input.value) : `${input.value}%`;
      noteAudit(request, {
        summary: about(
          input.code,
          `${off} off; ${rowSummary({
            valid_from: input.validFrom,
            valid_to: input.validTo,
            max_uses: input.maxUses,
            active: input.active ? 1 : 0,
          })}`,
        ),
      });
      return { success: true, message: 'Coupon created', data: await presentCoupon(db, id) };
    },
  );

  api.patch(
    '/coupons/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: z.object({ active: z.boolean() }),
        response: { 200: envelope(couponSchema) },
      },
    },
    async (request) => {
      const before = await db
        .selectFrom('coupons')
        .select(['code', 'active'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      const updated = await db
        .updateTable('coupons')
        .set({ active: request.body.active ? 1 : 0, updated_at: now() })
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!before || Number(updated.numUpdatedRows) === 0) {
        throw new HttpError(404, 'Coupon not found.');
      }
      const active = request.body.active ? 1 : 0;
      noteAudit(request, {
        summary: about(before.code, changeSummary(before, { active }) || 'No change'),
      });
      return {
        success: true,
        message: request.body.active ? 'Coupon switched on' : 'Coupon switched off',
        data: await presentCoupon(db, request.params.id),
      };
    },
  );
}
