import { beforeEach, describe, expect, it } from 'vitest';
import { familyOf } from '#server/db/family';
import { testDb } from '../helpers/test-app';
import { father, guardianSite } from './guardian-site';

describe(`a student's guardians, kept by the admin and by the student (${testDb})`, () => {
  const { ctx, call, codeSentTo } = guardianSite();
  beforeEach(async () => {
    await ctx.app.db.deleteFrom('guardians').execute();
    await ctx.app.db.updateTable('users').set({ guardians_declined_at: null }).execute();
  });
  const idOf = (body: { data: { guardians: { _id: string; name: string }[] } }, name: string) =>
    body.data.guardians.find((g) => g.name === name)?._id ?? '';

  it('lets a student add, change and remove their own, each new contact confirmed by a code', async () => {
    const seen = ctx.meta.accepted.length;
    const added = await call(
      ctx.asha.cookie,
      'POST',
      '/mine',
      father({ email: 'Ramesh@Example.com' }),
    );
    expect(added).toMatchObject({
      status: 200,
      body: {
        message: 'Guardian added. A code was sent to confirm them.',
        data: {
          declinedAt: null,
          guardians: [
            {
              name: 'Ramesh Kumar',
              relation: 'Father',
              phone: '9812300001',
              email: 'ramesh@example.com',
              language: 'hi',
              topics: ['fees', 'attendance'],
              confirmedAt: null,
            },
          ],
        },
      },
    });
    await codeSentTo('9812300001', seen);
    const id = idOf(added.body, 'Ramesh Kumar');
    await ctx.app.db
      .updateTable('guardians')
      .set({ confirmed_at: new Date().toISOString() })
      .execute();

    const renamed = await call(
      ctx.asha.cookie,
      'PATCH',
      `/mine/${id}`,
      father({ name: 'Ramesh K.', topics: ['results'], email: 'ramesh@example.com' }),
    );
    expect(renamed.body.data.guardians[0]).toMatchObject({
      name: 'Ramesh K.',
      topics: ['results'],
      confirmedAt: expect.any(String),
    });

    const before = ctx.meta.accepted.length;
    const moved = await call(
      ctx.asha.cookie,
      'PATCH',
      `/mine/${id}`,
      father({ phone: '9812300099' }),
    );
    expect(moved.body.data.guardians[0]).toMatchObject({ phone: '9812300099', confirmedAt: null });
    await codeSentTo('9812300099', before);

    expect((await call(ctx.asha.cookie, 'POST', `/mine/${id}/code`)).status).toBe(200);
    expect(await call(ctx.asha.cookie, 'DELETE', `/mine/${id}`)).toMatchObject({
      status: 200,
      body: { data: { guardians: [] } },
    });
  });

  it('refuses a guardian with no way to reach them, a bad number, and a fifth guardian', async () => {
    const noContact = await call(
      ctx.asha.cookie,
      'POST',
      '/mine',
      father({ phone: '', email: '' }),
    );
    expect(noContact).toMatchObject({
      status: 400,
      body: { errors: { phone: 'Give a mobile number or an e-mail address to send the code to.' } },
    });
    expect((await call(ctx.asha.cookie, 'POST', '/mine', father({ phone: '12345' }))).status).toBe(
      400,
    );
    expect(
      (await call(ctx.asha.cookie, 'POST', '/mine', father({ topics: ['marks'] as never }))).status,
    ).toBe(400);
    for (let i = 1; i <= 4; i++) {
      const res = await call(
        ctx.asha.cookie,
        'POST',
        '/mine',
        father({ name: `G ${i}`, phone: `981230010${i}` }),
      );
      expect(res.status).toBe(200);
    }
    expect(
      await call(ctx.admin, 'POST', `/students/${ctx.asha.id}`, father({ phone: '9812300105' })),
    ).toMatchObject({
      status: 409,
      body: { message: 'A student can have at most 4 guardians.' },
    });
  });

  it("never shows or lets a student touch another student's guardians", async () => {
    const asha = await call(ctx.asha.cookie, 'POST', '/mine', father());
    const id = idOf(asha.body, 'Ramesh Kumar');
    const bina = ctx.bina.cookie;

    expect((await call(bina, 'GET', '/mine')).body.data.guardians).toEqual([]);
    for (const [method, url, body] of [
      ['PATCH', `/mine/${id}`, father({ name: 'Taken' })],
      ['DELETE', `/mine/${id}`],
      ['POST', `/mine/${id}/code`],
    ] as const) {
      expect(await call(bina, method, url, body)).toMatchObject({
        status: 404,
        body: { message: 'Guardian not found.' },
      });
    }
    for (const [method, url] of [
      ['GET', `/students/${ctx.asha.id}`],
      ['POST', `/students/${ctx.asha.id}`],
      ['PATCH', `/students/${ctx.asha.id}/${id}`],
      ['DELETE', `/students/${ctx.asha.id}/${id}`],
      ['POST', `/students/${ctx.asha.id}/${id}/code`],
      ['POST', `/students/${ctx.asha.id}/${id}/confirm`],
    ] as const) {
      expect((await call(bina, method, url, father())).status).toBe(403);
      expect((await call(undefined, method, url, father())).status).toBe(401);
    }
    // The admin, too, reaches a guardian only under their own student.
    expect((await call(ctx.admin, 'DELETE', `/students/${ctx.bina.id}/${id}`)).status).toBe(404);
    expect((await call(ctx.admin, 'GET', `/students/${ctx.bina.id}`)).body.data.guardians).toEqual(
      [],
    );
    expect((await call(ctx.asha.cookie, 'GET', '/mine')).body.data.guardians).toHaveLength(1);
  });

  it('lets the admin change and remove a guardian, each change in the activity log', async () => {
    const added = await call(
      ctx.admin,
      'POST',
      `/students/${ctx.bina.id}`,
      father({ name: 'Sunita Devi', relation: 'Mother' }),
    );
    const id = idOf(added.body, 'Sunita Devi');
    const changed = await call(
      ctx.admin,
      'PATCH',
      `/students/${ctx.bina.id}/${id}`,
      father({ name: 'Sunita Devi', relation: 'Mother', language: 'en' }),
    );
    expect(changed.body.data.guardians[0]).toMatchObject({ language: 'en' });
    expect((await call(ctx.admin, 'DELETE', `/students/${ctx.bina.id}/${id}`)).status).toBe(200);
    const log = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('entity', '=', 'guardian')
      .where('entity_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(log).toEqual([
      { action: 'created', summary: 'Sunita Devi (Mother) of Bina Devi' },
      { action: 'updated', summary: 'Sunita Devi (Mother) of Bina Devi: language → en' },
      { action: 'deleted', summary: 'Sunita Devi (Mother) of Bina Devi' },
    ]);
  });

  it('keeps every guardian out of the messages while an adult student declines', async () => {
    const added = await call(ctx.asha.cookie, 'POST', '/mine', father());
    await ctx.app.db
      .updateTable('guardians')
      .set({ confirmed_at: new Date().toISOString() })
      .execute();
    const heard = async () => (await familyOf(ctx.app.db, ctx.asha.id, 'fees')).map((m) => m.role);
    expect(await heard()).toEqual(['student', 'parent']);

    const declined = await call(ctx.asha.cookie, 'PUT', '/mine/declined', { declined: true });
    expect(declined.body).toMatchObject({
      message: 'Your guardians will not receive any messages about you.',
      data: { declinedAt: expect.any(String) },
    });
    expect(await heard()).toEqual(['student']);
    expect((await call(ctx.admin, 'GET', `/students/${ctx.asha.id}`)).body.data.declinedAt).toEqual(
      expect.any(String),
    );
    expect(await familyOf(ctx.app.db, ctx.bina.id, 'fees')).toHaveLength(1);

    await call(ctx.asha.cookie, 'PUT', '/mine/declined', { declined: false });
    expect(await heard()).toEqual(['student', 'parent']);
    expect(idOf(added.body, 'Ramesh Kumar')).not.toBe('');
  });
});
