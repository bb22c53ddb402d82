import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from '../seo/page-parts';
import { startSeoSite } from '../seo/seo-site';

describe('the course page in Hindi, as the server sends it', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let courseId: string;
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    const course = await makeCourse(app, {
      course_title: 'Web Design',
      course_title_hi: 'वेब डिज़ाइन',
      description: 'Pages that work on every phone.',
    });
    courseId = String(course.id);
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
    ]) {
      expect(text).toContain(hindi);
    }
    // The demo class form (enquiries) still names the course in English.
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
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('keeps the English page English', async () => {
    const text = pageParts(await get(`/course-detail/${courseId}`)).appText;
    expect(text).toContain('About this course');
    expect(text).toContain('Upcoming batches');
    expect(text).not.toContain('इस कोर्स के बारे में');
  });
});
