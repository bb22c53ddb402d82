import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/catalogue';
import { as, logIn, registerStudent, student } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

describe('markdown preview', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  const preview = (cookie: string | undefined, body: unknown) =>
    cookie === undefined
      ? app.inject({ method: 'POST', url: '/api/v1/markdown/preview', payload: body as object })
      : as(app, cookie, {
          method: 'POST',
          url: '/api/v1/markdown/preview',
          payload: body as object,
        });

  it('renders what the admin typed as a saved body would be, code highlighted, HTML inert', async () => {
    const markdown =
      '## Loops\r\n\r\n```python\r\nfor i in range(3):\r\n    print(i)\r\n```\r\n\r\n<script>alert(1)</script> [x](javascript:alert(1))';
    const res = await preview(admin, { markdown });
    expect(res.statusCode).toBe(200);
    const { html } = res.json().data;
    expect(html).toContain('<h2>Loops</h2>');
    expect(html).toContain('<code class="hljs language-python">');
    expect(html).toContain('<span class="hljs-keyword">for</span>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/href="javascript:/i);
  });

  it('refuses visitors and students, and a body that is too long', async () => {
    expect((await preview(undefined, { markdown: 'hi' })).statusCode).toBe(401);
    await registerStudent(app);
    const studentCookie = await logIn(app, student.email, student.password);
    expect((await preview(studentCookie, { markdown: 'hi' })).statusCode).toBe(403);

    const tooLong = await preview(admin, { markdown: 'x'.repeat(20_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('At most 20000 characters.');
  });
});
