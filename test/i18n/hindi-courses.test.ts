import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDay } from '#common/format';
import { insertBatch } from '#server/features/courses/batches';
import { indiaToday } from '#server/db/time';
import { makeCourse } from '../helpers/factories';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from '../seo/page-parts';
import { startSeoSite } from '../seo/seo-site';

describe('the course page in Hindi, as the server sends it', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let courseId: string;
  /** Ten days from today, when the course's batch starts. */
  const startsOn = (() => {
    const day = new Date(`${indiaToday()}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 10);
    return day.toISOString().slice(0, 10);
  })();
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    const course = await makeCourse(app, {
      course_title: 'Web Design',
      course_title_hi: 'वेब डिज़ाइन',
      category: 'Graphics',
      category_hi: 'ग्राफ़िक्स',
      course_duration: '3 Months',
      course_duration_hi: '3 महीने',
      // No Hindi: the page shows the language as typed.
      course_language: 'Hinglish',
      sub_title: 'Sites for every screen',
      sub_title_hi: 'हर स्क्रीन के लिए साइट',
      description: 'Pages that work on every phone.',
      description_hi: 'ऐसे पेज जो हर फ़ोन पर चलें।',
      outline: JSON.stringify([
        {
          title: 'Layouts',
          titleHi: 'लेआउट',
          lessons: [
            { title: 'Flexible grids', titleHi: 'लचीले ग्रिड', minutes: 45 },
            { title: 'Pictures on phones', titleHi: 'फ़ोन पर तस्वीरें', minutes: 30 },
          ],
        },
      ]),
      learning_points: JSON.stringify(['Build a page for every screen', 'Choose type and colour']),
      learning_points_hi: JSON.stringify(['हर स्क्रीन के लिए पेज बनाना', 'अक्षर और रंग चुनना']),
    });
    courseId = String(course.id);
    await insertBatch(app.db, courseId, {
      startsOn,
      days: ['Mon', 'Wed', 'Fri'],
      startTime: '18:00',
      endTime: '19:30',
      mode: 'offline',
      seats: 20,
      seatsTaken: 5,
      place: 'Hazratganj',
      placeHi: 'हज़रतगंज',
    });
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('shows its headings and labels in Hindi, and the course in its Hindi where written', async () => {
    const text = pageParts(await get(`/hi/course-detail/${courseId}`)).appText;
    for (const hindi of [
      'वेब डिज़ाइन',
      'इस कोर्स के बारे में',
      'कोर्स की सामग्री',
      'सिलेबस',
      'आने वाले बैच',
      'शिक्षक',
      'कोर्स की फ़ीस',
      'कूपन कोड',
      // The outline and learning points in the institute's Hindi.
      'लेआउट',
      'लचीले ग्रिड',
      'फ़ोन पर तस्वीरें',
      'हर स्क्रीन के लिए पेज बनाना',
      // Its category, duration and classroom in the institute's Hindi.
      'ग्राफ़िक्स',
      '3 महीने',
      'हज़रतगंज',
      // The demo class booking, the course named in Hindi, its batch's days as hi-IN writes them.
      'डेमो क्लास बुक करें',
      'वेब डिज़ाइन की एक मुफ़्त क्लास',
      'सोम, बुध, शुक्र · 18:00–19:30',
    ]) {
      expect(text).toContain(hindi);
    }
    for (const english of [
      'About this course',
      'Course resources',
      'Syllabus',
      'Upcoming batches',
      'Instructor',
      'Course fee',
      'Coupon code',
      'Purchase for',
      'Book a free demo class',
      'Layouts',
      'Flexible grids',
      'Build a page for every screen',
      'Book a demo class',
      'Your name',
      'Preferred batch',
      'Any batch',
      'Web Design',
      'Mon, Wed, Fri',
      '(offline)',
      'Graphics',
      '3 Months',
      'Hazratganj',
    ]) {
      expect(text).not.toContain(english);
    }
    expect(text).toContain('Hinglish');
  });

  it('gives search engines and link previews its Hindi title and description', async () => {
    const page = pageParts(await get(`/hi/course-detail/${courseId}`));
    expect(page.title).toBe('वेब डिज़ाइन | Vidya Computer Institute');
    expect(page.meta('description')).toBe('हर स्क्रीन के लिए साइट। ऐसे पेज जो हर फ़ोन पर चलें।');
    expect(page.meta('og:title')).toContain('वेब डिज़ाइन');
    expect(page.jsonLd.find((data) => data['@type'] === 'Course')?.name).toBe('वेब डिज़ाइन');
    const english = pageParts(await get(`/course-detail/${courseId}`));
    expect(english.title).toBe('Web Design | Vidya Computer Institute');
    expect(english.meta('description')).toBe(
      'Sites for every screen. Pages that work on every phone.',
    );
  });

  it('keeps the English page English', async () => {
    const text = pageParts(await get(`/course-detail/${courseId}`)).appText;
    expect(text).toContain('About this course');
    expect(text).toContain('Upcoming batches');
    expect(text).toContain('Layouts');
    expect(text).toContain('Build a page for every screen');
    for (const english of ['Graphics', '3 Months', 'Hazratganj']) expect(text).toContain(english);
    expect(text).toContain('Sit in on a free class of Web Design before you decide.');
    expect(text).toContain(`${formatCalendarDay(startsOn)}, Mon, Wed, Fri · 18:00–19:30 (offline)`);
    expect(text).not.toContain('इस कोर्स के बारे में');
    expect(text).not.toContain('लेआउट');
  });
});
