import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from './page-parts';
import { startSeoSite, STYLESHEET } from './seo-site';

const hostile = `Learn "HTML" & <script>alert('title')</script></title></noscript><b>bold</b>`;

/** A server without the app's render (run from source beside Vite, or a render that failed). */
describe('pages the app did not render', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite(false));
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('carry the main text for readers without JavaScript, and the app to run', async () => {
    const course = await makeCourse(app, {
      course_title: 'Python for Beginners',
      sub_title: 'Write your first programs in twelve weeks',
      description: 'Variables, loops and functions.\n\nThen a small project of your own.',
      course_price: 349900,
      course_mode: 'offline',
      outline: JSON.stringify([
        { title: 'First steps', lessons: [{ title: 'Installing <Python>', minutes: 30 }] },
      ]),
    });
    const res = await app.inject({ method: 'GET', url: `/course-detail/${course.id}` });
    expect(res.statusCode).toBe(200);
    const page = pageParts(res.body);
    expect(page.app).toBe('');
    expect(page.mainText).toContain(`<h1>${course.course_title}</h1>`);
    expect(page.mainText).toContain(`<p>${course.sub_title}</p>`);
    expect(page.mainText).toContain('<p>Then a small project of your own.</p>');
    expect(page.mainText).toContain('<li>Price: ₹3,499</li>');
    expect(page.mainText).toContain('<li>Mode: Offline (classroom)</li>');
    expect(page.mainText).toContain('<li>Installing &lt;Python&gt;: 30 min</li>');
    expect(res.body).toMatch(/<script type="module" src="[^"]+"><\/script>/);
    // The app renders the page in the browser, with the whole stylesheet already there.
    expect(res.body).toContain(`<style>${STYLESHEET.css}</style>`);
    expect(res.body).not.toContain(`"/${STYLESHEET.file}"`);
    // Its screen's modules are listed at an address the app asks for as it starts.
    const screens = /data-screens="([^"]+)"/.exec(res.body)?.[1];
    expect(res.body).toContain(`<link rel="preload" href="${screens}" as="fetch" crossorigin>`);
  });

  it('keep hostile text as text in the main text', async () => {
    const course = await makeCourse(app, { course_title: hostile });
    const res = await app.inject({ method: 'GET', url: `/course-detail/${course.id}` });
    expect(res.body).not.toMatch(/<script>alert/);
    expect(pageParts(res.body).mainText).toContain(
      '<h1>Learn &quot;HTML&quot; &amp; &lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;',
    );
  });
});
