import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatRupees } from '#common/format';
import { envelope } from '#common/schemas/envelope';
import { couponInputSchema, couponSchema } from '#common/schemas/money';
import type { Db } from '#server/db/database';
import { auditEntity, noteAudit } from '#server/plugins/audit';
import { about, changeSummary, rowSummary } from '#server/plugins/audit-summary';
import { couponAuditFields } from './audit-fields';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { adminTableRoute } from '../admin-table-route';
import { idParams } from '../params';
import { createCoupon, switchCoupon } from './coupon-admin';
import { allCoupons, couponsQuery, couponsView, findCouponRow } from './coupon-repo';
import { couponDto } from './mapper';

async function presentCoupon(db: Db, id: string) {
  const row = await findCouponRow(db, id);
  if (!row) throw new HttpError(404, 'Coupon not found.');
  return couponDto(row);
}

/** Discount codes (admins): list, create, switch on and off. */
export async function couponRoutes(app: FastifyInstance): Promise<void> {
  auditEntity(app, 'coupon');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  adminTableRoute(app, {
    path: '/coupons',
    key: 'data',
    dto: couponSchema,
    query: couponsQuery,
    view: couponsView,
    counted: allCoupons,
    toDto: couponDto,
  });

  api.post(
    '/coupons',
    {
      config: { access: 'admin' },
      schema: { body: couponInputSchema, response: { 200: envelope(couponSchema) } },
    },
    async (request) => {
      const input = request.body;
      const id = await createCoupon(db, currentUser(request), input);
      const off = input.kind === 'flat' ? formatRupees(input.value) : `${input.value}%`;
      noteAudit(request, {
        summary: about(
          input.code,
          `${off} off; ${rowSummary(
            {
              valid_from: input.validFrom,
              valid_to: input.validTo,
              max_uses: input.maxUses,
              active: input.active ? 1 : 0,
            },
            couponAuditFields,
          )}`,
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
      const before = await switchCoupon(db, request.params.id, request.body.active);
      const active = request.body.active ? 1 : 0;
      noteAudit(request, {
        summary: about(
          before.code,
          changeSummary(before, { active }, couponAuditFields) || 'No change',
        ),
      });
      return {
        success: true,
        message: request.body.active ? 'Coupon switched on' : 'Coupon switched off',
        data: await presentCoupon(db, request.params.id),
      };
    },
  );
}
