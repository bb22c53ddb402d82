// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#common/languages';
import type { CourseDto } from '#common/schemas/courses';
import { PaymentPage } from '#web/features/payments/checkout/payment-page';
import { i18nOf } from '#web/lib/i18n';
import { siteSettingsQuery } from '#web/lib/site-settings';
import { InLanguage } from './helpers/in-language';

const course = {
  _id: 'c1',
  courseTitle: 'Web Design',
  courseTitleHi: 'वेब डिज़ाइन',
  subTitle: 'Pages for every phone',
  subTitleHi: 'हर फ़ोन के लिए पेज',
  category: 'Graphics',
  categoryHi: 'ग्राफ़िक्स',
  coursePrice: 1299,
  courseThumbnail: '/courses/c1.webp',
} as CourseDto;

const loaded = { status: 'success', data: course } as UseQueryResult<CourseDto>;
const loading = { status: 'pending' } as UseQueryResult<CourseDto>;

/** The page's text in `language`, for the course named in the address (or none) and its query. */
function pageText(language: Language, courseId: string, result: UseQueryResult<CourseDto>) {
  const router = createMemoryRouter([
    { path: '/', element: <PaymentPage courseId={courseId} course={result} /> },
  ]);
  // The institute's facts as answered, so the page asks the server for nothing.
  const client = new QueryClient();
  client.setQueryData(siteSettingsQuery.queryKey, siteSettingsQuery.initialData);
  const { container } = render(
    <InLanguage language={language}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </InLanguage>,
  );
  return container.textContent ?? '';
}

describe('the payment page in Hindi', () => {
  beforeAll(async () => {
    const hindi = i18nOf('hi');
    hindi.load('hi', (await import('#web/locales/hi/payments.po')).messages);
    hindi.load('hi', (await import('#web/locales/hi/payments-checkout.po')).messages);
  });
  afterEach(cleanup);

  it('shows the checkout and the course in Hindi, with no English words left', () => {
    const text = pageText('hi', course._id, loaded);
    for (const hindi of ['भुगतान', 'ग्राफ़िक्स', 'वेब डिज़ाइन', 'हर फ़ोन के लिए पेज', 'कुल', 'अभी ख़रीदें'])
      expect(text).toContain(hindi);
    for (const english of [
      'Payment',
      'Review your course',
      'Graphics',
      'Web Design',
      'Pages for every phone',
      'Total',
      'Coupon code',
      'Buy Now',
    ])
      expect(text).not.toContain(english);
  });

  it('asks for a course, and says it is loading one, in Hindi', () => {
    const missing = pageText('hi', '', loading);
    expect(missing).toContain('कोर्स देखें');
    expect(missing).not.toMatch(/Choose a course|This page needs|View Courses/);
    cleanup();
    const waiting = pageText('hi', course._id, loading);
    expect(waiting).toContain('कोर्स लोड हो रहा है');
    expect(waiting).not.toContain('Loading the course');
  });

  it('keeps the English page as it was', () => {
    const text = pageText('en', course._id, loaded);
    for (const english of [
      'Payment',
      'Review your course',
      'Graphics',
      'Web Design',
      'Total',
      'Buy Now',
    ])
      expect(text).toContain(english);
  });

  it('shows the category as typed where it has no Hindi', () => {
    const data = { ...course, categoryHi: null };
    const text = pageText('hi', course._id, {
      status: 'success',
      data,
    } as UseQueryResult<CourseDto>);
    expect(text).toContain('Graphics');
    expect(text).not.toContain('ग्राफ़िक्स');
  });
});
