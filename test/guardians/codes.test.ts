import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { familyOf } from '#server/db/family';
import { testDb } from '../helpers/test-app';
import { father, guardianSite } from './guardian-site';

describe(`a guardian is linked only once they confirm with the code sent to them (${testDb})`, () => {
  const { ctx, call, codeSentTo } = guardianSite();
  afterEach(() => vi.useRealTimers());
  beforeEach(async () => {
    await ctx.app.db.deleteFrom('guardians').execute();
  });

  /** Adds a guardian to Asha as the admin; their id and the code WhatsApp brought them. */
  const addToAsha = async (phone: string, name = 'Ramesh Kumar') => {
    const seen = ctx.meta.accepted.length;
    const added = await call(
      ctx.admin,
      'POST',
      `/students/${ctx.asha.id}`,
      father({ phone, name }),
    );
    expect(added.status).toBe(200);
    const guardian = added.body.data.guardians.find((g: { name: string }) => g.name === name);
    expect(guardian).toMatchObject({ phone, confirmedAt: null });
    return { id: guardian._id as string, ...(await codeSentTo(phone, seen)) };
  };
  const confirmAtDesk = (id: string, code: string) =>
    call(ctx.admin, 'POST', `/students/${ctx.asha.id}/${id}/confirm`, { code });
  const tokenOf = (link: string) => decodeURIComponent(link.split('/').at(-1) ?? '');
  const hearsFees = async (name: string) =>
    (await familyOf(ctx.app.db, ctx.asha.id, 'fees')).some((member) => member.name === name);

  it('sends a 6-digit code on WhatsApp, in their language, kept only as a hash', async () => {
    const { id, code, link, parameters } = await addToAsha('9812300001');
    expect(code).toMatch(/^\d{6}$/);
    expect(parameters).toEqual(['Ramesh Kumar', 'Asha Kumari', code, '10', link]);
    expect(link).toMatch(/^http.*\/hi\/guardian\/confirm\/[\w-]+\.[\w-]+$/);

    const codes = await ctx.app.db
      .selectFrom('guardian_codes')
      .selectAll()
      .where('guardian_id', '=', id)
      .execute();
    expect(codes).toHaveLength(1);
    expect(codes[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const messages = await ctx.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('event', '=', 'guardian-code')
      .execute();
    expect(messages.length).toBeGreaterThan(0);
    for (const row of [
      ...codes,
      ...messages,
      ...(await ctx.app.db.selectFrom('guardians').selectAll().execute()),
    ]) {
      expect(JSON.stringify(row)).not.toContain(code);
    }
    expect(messages[0]).toMatchObject({
      purpose: 'security',
      recipient_role: 'parent',
      language: 'hi',
    });
  });

  it('confirms at the desk with the code read out, once; the guardian then hears about fees', async () => {
    const { id, code } = await addToAsha('9812300002', 'Geeta Kumar');
    expect(await hearsFees('Geeta Kumar')).toBe(false);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await confirmAtDesk(id, wrong)).toMatchObject({
      status: 400,
      body: { message: 'This code is not right.' },
    });
    expect(await confirmAtDesk(id, 'abc')).toMatchObject({ status: 400 });
    const confirmed = await confirmAtDesk(id, code);
    expect(confirmed.status).toBe(200);
    expect(
      confirmed.body.data.guardians.find((g: { _id: string }) => g._id === id).confirmedAt,
    ).toEqual(expect.any(String));
    expect(await hearsFees('Geeta Kumar')).toBe(true);
    expect((await confirmAtDesk(id, code)).status).toBe(409);

    const log = await ctx.app.db
      .selectFrom('audit_log')
      .select(['entity', 'action', 'entity_id', 'summary'])
      .where('entity', '=', 'guardian')
      .where('entity_id', '=', id)
      .execute();
    expect(log.map((entry) => entry.action).sort()).toEqual(['confirmed', 'created']);
    expect(log[0]?.summary).toContain('Geeta Kumar (Father) of Asha Kumari');
  });

  it('confirms on the linked page, and refuses the code used again', async () => {
    const { id, code, link } = await addToAsha('9812300003', 'Mohan Lal');
    const page = await call(undefined, 'GET', `/confirmation/${tokenOf(link)}`);
    expect(page).toMatchObject({
      status: 200,
      body: { data: { guardianName: 'Mohan Lal', studentName: 'Asha Kumari', confirmed: false } },
    });
    expect((await call(undefined, 'POST', `/confirmation/${tokenOf(link)}`, { code })).status).toBe(
      200,
    );
    const used = await ctx.app.db
      .selectFrom('guardian_codes')
      .select('used_at')
      .where('guardian_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(used.used_at).toEqual(expect.any(String));
    expect(await call(undefined, 'POST', `/confirmation/${tokenOf(link)}`, { code })).toMatchObject(
      {
        status: 409,
      },
    );
    expect((await call(undefined, 'GET', `/confirmation/${tokenOf(link)}x`)).status).toBe(404);
    expect((await call(undefined, 'GET', `/confirmation/${id}`)).status).toBe(404);
  });

  it('stops working after 10 minutes', async () => {
    const { id, code } = await addToAsha('9812300004', 'Late Uncle');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1000 });
    expect(await confirmAtDesk(id, code)).toMatchObject({
      status: 409,
      body: { message: 'This code has expired or was already used. Ask for a new one.' },
    });
    vi.useRealTimers();
    expect(await hearsFees('Late Uncle')).toBe(false);
  });

  it('takes 5 tries, then needs a new code; the new one works and the old one does not', async () => {
    const { id, code, link } = await addToAsha('9812300005', 'Tried Aunt');
    const wrong = code === '999999' ? '888888' : '999999';
    const url = `/confirmation/${tokenOf(link)}`;
    for (let i = 0; i < 5; i++)
      expect((await call(undefined, 'POST', url, { code: wrong })).status).toBe(400);
    expect(await call(undefined, 'POST', url, { code })).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong tries. Ask for a new code.' },
    });

    const seen = ctx.meta.accepted.length;
    expect((await call(ctx.admin, 'POST', `/students/${ctx.asha.id}/${id}/code`)).status).toBe(200);
    const fresh = await codeSentTo('9812300005', seen);
    if (fresh.code !== code)
      expect((await call(undefined, 'POST', url, { code })).status).toBe(400);
    expect((await call(undefined, 'POST', url, { code: fresh.code })).status).toBe(200);
    expect(await hearsFees('Tried Aunt')).toBe(true);
  });

  it('sends at most 5 codes a day to one guardian', async () => {
    const { id } = await addToAsha('9812300006', 'Busy Father');
    for (let i = 0; i < 4; i++) {
      expect((await call(ctx.admin, 'POST', `/students/${ctx.asha.id}/${id}/code`)).status).toBe(
        200,
      );
    }
    expect(await call(ctx.admin, 'POST', `/students/${ctx.asha.id}/${id}/code`)).toMatchObject({
      status: 429,
      body: { message: 'Too many codes were sent to this guardian today. Try again tomorrow.' },
    });
    // A day later, by the clock; the sending is done with, so no message is sent in that future.
    await ctx.app.notifications.stop();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60_000 + 1000 });
    expect((await call(ctx.admin, 'POST', `/students/${ctx.asha.id}/${id}/code`)).status).toBe(200);
  });
});
