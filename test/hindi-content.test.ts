import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCase, newsCase } from './helpers/article-kinds';
import { adminSession } from './helpers/catalogue';
import { pngImage } from './helpers/files';
import { as, multipart } from './helpers/requests';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';
import { fields as courseFields } from './courses/course-site';

type App = Awaited<ReturnType<typeof startApp>>;
type Answer = { success: boolean; message?: string; errors?: Record<string, string> };

/** Decision 045: each written text may carry a Hindi twin, checked, stored and read beside it. */
describe('Hindi beside English content', () => {
  let site: TestSite;
  let app: App;
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

  const read = async <T>(url: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: T }>().data;
  };
  const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
    as(app, admin, { method, url: `/api/v1${url}`, payload });
  const sendForm = async (url: string, text: Record<string, string>, picture: string) =>
    as(app, admin, {
      method: 'POST',
      url: `/api/v1${url}`,
      ...(await multipart(text, { [picture]: { name: 'p.png', data: await pngImage() } })),
    });

  /** The Hindi twin's refusal is the English field's, named by the Hindi field. */
  const expectSameRefusal = (
    english: { json(): Answer },
    hindi: { json(): Answer },
    field: string,
  ) => {
    const { message, errors } = english.json();
    const message_ = Object.values(errors ?? {})[0];
    expect(message_).toBeTruthy();
    expect(hindi.json()).toEqual({ success: false, message, errors: { [`${field}Hi`]: message_ } });
  };

  it('keeps a course in Hindi beside English: saved, checked, read, searched, cleared', async () => {
    const created = await sendForm(
      '/course/create',
      {
        ...courseFields,
        courseTitleHi: 'कोडर्स के लिए बोलचाल की अंग्रेज़ी',
        subTitleHi: '  ',
        descriptionHi: 'इंटरव्यू में अपना कोड समझाइए।',
        categoryHi: 'सॉफ़्ट स्किल्स',
        courseDurationHi: '6 हफ़्ते',
        courseLanguageHi: '',
      },
      'courseThumbnail',
    );
    expect(created.statusCode).toBe(201);
    const { _id: id } = created.json<{ data: { _id: string } }>().data;
    await send('PATCH', `/course/togglePublish/${id}?publish=true`, {});

    const list = await read<{ courses: object[] }>('/course');
    expect(list.courses).toEqual([
      expect.objectContaining({
        courseTitle: courseFields.courseTitle,
        courseTitleHi: 'कोडर्स के लिए बोलचाल की अंग्रेज़ी',
        subTitleHi: null,
        descriptionHi: 'इंटरव्यू में अपना कोड समझाइए।',
        categoryHi: 'सॉफ़्ट स्किल्स',
        courseDurationHi: '6 हफ़्ते',
        courseLanguageHi: null,
      }),
    ]);
    for (const words of ['बोलचाल', 'स्किल्स']) {
      const found = await read<{ total: number }>(`/course?q=${encodeURIComponent(words)}`);
      expect(found.total, words).toBe(1);
    }
    // The finder chooses by the English category, named in the Hindi a course gives it.
    expect(await read('/course/filters')).toMatchObject({
      categories: [courseFields.category],
      categoriesHi: ['सॉफ़्ट स्किल्स'],
      languages: [courseFields.courseLanguage],
      languagesHi: [null],
    });

    const edit = (changes: object) =>
      send('PATCH', `/course/edit/${id}`, { ...courseFields, ...changes });
    for (const [field, tooLong] of [
      ['courseTitle', 't'.repeat(151)],
      ['subTitle', 'a\tb'],
      ['description', 'd'.repeat(10_001)],
      ['category', 'c'.repeat(61)],
      ['courseDuration', 'तीन\tमहीने'],
      ['courseLanguage', 'l'.repeat(61)],
    ] as const) {
      const english = await edit({ [field]: tooLong });
      const hindi = await edit({ [`${field}Hi`]: tooLong });
      expect(hindi.statusCode).toBe(400);
      expectSameRefusal(english, hindi, field);
    }

    // Left out, the Hindi stays; empty, it is gone; and the kept answer follows each change.
    expect((await edit({ subTitleHi: 'इंटरव्यू की तैयारी' })).statusCode).toBe(200);
    expect(await read(`/course/singlecourse/${id}`)).toMatchObject({
      courseTitleHi: 'कोडर्स के लिए बोलचाल की अंग्रेज़ी',
      subTitleHi: 'इंटरव्यू की तैयारी',
      categoryHi: 'सॉफ़्ट स्किल्स',
      courseDurationHi: '6 हफ़्ते',
    });
    expect(
      (await edit({ courseTitleHi: '', courseDurationHi: null, courseLanguageHi: 'अंग्रेज़ी' }))
        .statusCode,
    ).toBe(200);
    expect(await read(`/course/singlecourse/${id}`)).toMatchObject({
      courseTitleHi: null,
      subTitleHi: 'इंटरव्यू की तैयारी',
      descriptionHi: 'इंटरव्यू में अपना कोड समझाइए।',
      categoryHi: 'सॉफ़्ट स्किल्स',
      courseDurationHi: null,
      courseLanguageHi: 'अंग्रेज़ी',
    });
    expect((await read<{ courses: object[] }>('/course')).courses[0]).toMatchObject({
      courseTitleHi: null,
    });
    expect((await read<{ total: number }>(`/course?q=${encodeURIComponent('बोलचाल')}`)).total).toBe(
      0,
    );

    const outline = { modules: [], learningPoints: [], prerequisites: 'None', audience: '' };
    const saved = await send('PUT', `/course/outline/${id}`, {
      ...outline,
      prerequisitesHi: 'कुछ नहीं',
      audienceHi: 'नए लोग',
    });
    expect(saved.statusCode).toBe(200);
    expect(await read(`/course/singlecourse/${id}`)).toMatchObject({
      prerequisitesHi: 'कुछ नहीं',
      audienceHi: 'नए लोग',
    });
    const english = await send('PUT', `/course/outline/${id}`, {
      ...outline,
      audience: 'a'.repeat(1001),
    });
    const hindi = await send('PUT', `/course/outline/${id}`, {
      ...outline,
      audienceHi: 'a'.repeat(1001),
    });
    expectSameRefusal(english, hindi, 'audience');
  });

  describe.each([
    [blogCase, 'BlogTitleHi', 'DescriptionHi'],
    [newsCase, 'newsHeadlineHi', 'newsDescriptionHi'],
  ])('$name in Hindi', (kind, titleHi, bodyHi) => {
    it('saves the Hindi title and body, renders the body, checks both and clears them', async () => {
      const created = await sendForm(
        `/${kind.name}${kind.paths.create}`,
        { ...kind.fields, [titleHi]: 'अच्छे प्रोग्रामर', [bodyHi]: 'छोटे *फ़ंक्शन* लिखिए।' },
        kind.imageField,
      );
      expect(created.statusCode).toBe(201);
      const { _id: id } = created.json<{ data: { _id: string } }>().data;
      const expected = {
        [titleHi]: 'अच्छे प्रोग्रामर',
        [bodyHi]: 'छोटे *फ़ंक्शन* लिखिए।',
        htmlHi: '<p>छोटे <em>फ़ंक्शन</em> लिखिए।</p>\n',
        previewHi: 'छोटे फ़ंक्शन लिखिए।',
      };
      expect(await read(`/${kind.name}/${id}`)).toMatchObject(expected);
      const listed = await read<Record<string, object[]>>(`/${kind.name}`);
      expect(listed[kind.listKey]).toEqual([expect.objectContaining(expected)]);

      const update = (changes: object) =>
        send('PATCH', `/${kind.name}/update/${id}`, { ...kind.fields, ...changes });
      const english = await update({ [kind.title]: 't'.repeat(201) });
      const hindi = await update({ [titleHi]: 't'.repeat(201) });
      expect(hindi.statusCode).toBe(400);
      expectSameRefusal(english, hindi, kind.title);

      expect((await update({ [titleHi]: 'नया शीर्षक' })).statusCode).toBe(200);
      expect(await read(`/${kind.name}/${id}`)).toMatchObject({
        ...expected,
        [titleHi]: 'नया शीर्षक',
      });
      expect((await update({ [bodyHi]: '' })).statusCode).toBe(200);
      expect(await read(`/${kind.name}/${id}`)).toMatchObject({
        [titleHi]: 'नया शीर्षक',
        [bodyHi]: null,
        htmlHi: null,
        previewHi: null,
      });
    });
  });

  it("keeps a team member's position in Hindi", async () => {
    const member = { name: 'Farah Khan', position: 'Python Mentor' };
    const created = await sendForm('/team/create', { ...member, positionHi: 'पायथन मेंटर' }, 'image');
    expect(created.statusCode).toBe(201);
    const { _id: id } = created.json<{ data: { _id: string } }>().data;
    expect(await read('/team')).toEqual([expect.objectContaining({ positionHi: 'पायथन मेंटर' })]);

    const english = await send('PATCH', `/team/update/${id}`, {
      ...member,
      position: 'p'.repeat(101),
    });
    const hindi = await send('PATCH', `/team/update/${id}`, {
      ...member,
      positionHi: 'p'.repeat(101),
    });
    expectSameRefusal(english, hindi, 'position');

    expect(
      (await send('PATCH', `/team/update/${id}`, { ...member, positionHi: '' })).statusCode,
    ).toBe(200);
    expect(await read(`/team/singleMember/${id}`)).toMatchObject({ positionHi: null });
    expect(await read('/team')).toEqual([expect.objectContaining({ positionHi: null })]);
  });

  it('keeps the settings texts in Hindi', async () => {
    const before = await read<{ videos: object[]; homeStats: object[] }>('/settings');
    expect(before).toMatchObject({ taglineHi: null, heroBadgeHi: null });
    const hindi = {
      taglineHi: 'परवाह करने वाले मेंटर्स से कोडिंग सीखिए।',
      heroBadgeHi: 'कक्षाएँ 2024 से शुरू',
      addressHi: 'सिविल लाइंस, प्रयागराज',
      hoursHi: 'सोम-शनि 8:00-18:00',
    };
    expect((await send('PATCH', '/settings', hindi)).statusCode).toBe(200);
    expect(await read('/settings')).toMatchObject(hindi);

    const english = await send('PATCH', '/settings', { heroBadge: 'b'.repeat(61) });
    const refused = await send('PATCH', '/settings', { heroBadgeHi: 'b'.repeat(61) });
    expectSameRefusal(english, refused, 'heroBadge');

    const videos = (before.videos as { title: string }[]).map((video, index) => ({
      ...video,
      titleHi: index === 0 ? 'साठ सेकंड में वेरिएबल' : '',
    }));
    const stats = before.homeStats.map((stat) => ({ ...stat, labelHi: 'छात्र' }));
    const saved = await send('PATCH', '/settings', { taglineHi: '', videos, homeStats: stats });
    expect(saved.statusCode).toBe(200);
    const after = await read<{ videos: object[]; homeStats: object[] }>('/settings');
    expect(after).toMatchObject({ ...hindi, taglineHi: null });
    expect(after.videos.map((video) => (video as { titleHi: unknown }).titleHi)).toEqual([
      'साठ सेकंड में वेरिएबल',
      null,
      null,
    ]);
    expect(after.homeStats).toEqual(stats);
  });
});
