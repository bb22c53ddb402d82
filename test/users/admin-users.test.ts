import { describe, expect, it } from 'vitest';
import { makeUser } from '../helpers/factories';
import { logIn, registerStudent, student } from '../helpers/requests';
import { accountsSite, neverSendsSecrets } from './accounts-site';

describe('accounts: admin calls', () => {
  const ctx = accountsSite();

  describe('admin calls', () => {
    it('are refused to visitors and students', async () => {
      await registerStudent(ctx.app, { email: 'nosy@example.com' });
      const studentCookie = await logIn(ctx.app, 'nosy@example.com', student.password);
      for (const url of ['/api/v1/user?page=1', '/api/v1/stats']) {
        const method = url.startsWith('/api/v1/user') ? 'POST' : 'GET';
        expect((await ctx.call(undefined, { method, url })).statusCode, url).toBe(401);
        const asStudent = await ctx.call(studentCookie, { method, url });
        expect(asStudent.statusCode, url).toBe(403);
        expect(asStudent.json()).toEqual({ success: false, message: 'Only admins can do this.' });
      }
    });

    it('list users ten to a page with the page count', async () => {
      for (let i = 0; i < 12; i++) await makeUser(ctx.app.db);
      const total = (
        await ctx.app.db
          .selectFrom('users')
          .select(ctx.app.db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
      const pages = Math.ceil(Number(total) / 10);
      const first = await ctx.call(ctx.adminCookie, { method: 'POST', url: '/api/v1/user?page=1' });
      expect(first.statusCode).toBe(200);
      expect(first.json().Pages).toBe(pages);
      expect(first.json().data.users).toHaveLength(Math.min(10, Number(total)));
      const last = await ctx.call(ctx.adminCookie, {
        method: 'POST',
        url: `/api/v1/user?page=${pages}`,
      });
      expect(last.json().data.users).toHaveLength(Number(total) - (pages - 1) * 10);
      const ids = new Set(
        [...first.json().data.users, ...last.json().data.users].map((u: { _id: string }) => u._id),
      );
      expect(ids.size).toBe(first.json().data.users.length + last.json().data.users.length);
      expect(
        (await ctx.call(ctx.adminCookie, { method: 'POST', url: '/api/v1/user?page=zero' }))
          .statusCode,
      ).toBe(400);
    });

    it('count students, courses and visitors for the dashboard', async () => {
      const res = await ctx.call(ctx.adminCookie, { method: 'GET', url: '/api/v1/stats' });
      const students = await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'student')
        .execute();
      expect(res.json()).toEqual({
        success: true,
        data: { totalStudents: students.length, totalCourses: 0, totalVisitors: 0 },
      });
    });
  });

  neverSendsSecrets(ctx);
});
