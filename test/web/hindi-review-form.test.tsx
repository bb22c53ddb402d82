// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ReviewForm } from '#web/features/reviews/course/review-form';
import { authActions } from '#web/lib/auth';
import { i18nOf } from '#web/lib/i18n';
import { currentToasts, dismissToast } from '#web/lib/toast';
import { InLanguage } from './helpers/in-language';
import { setPageUrl } from './helpers/page-url';

const toasts = () => currentToasts().map((shown) => shown.message);

const student = {
  _id: 'u1',
  userName: 'Asha Verma',
  email: 'asha@example.com',
  mobileNo: '9876543210',
  profileImg: '',
  role: 'student' as const,
  enrolledCourse: [],
  deactivated: false,
  emailVerified: true,
  hasChildren: false,
  mobileVerified: false,
  language: 'en' as const,
  address: '',
  state: '',
  gstin: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const renderForm = () =>
  render(
    <InLanguage language="hi">
      <MemoryRouter initialEntries={['/course-detail/c1']}>
        <QueryClientProvider client={new QueryClient()}>
          <ReviewForm courses={[{ _id: 'c1', courseTitle: 'Python' }]} />
        </QueryClientProvider>
      </MemoryRouter>
    </InLanguage>,
  );

describe('the review form in Hindi', () => {
  let pageBefore: string;
  beforeAll(async () => {
    i18nOf('hi').load('hi', (await import('#web/locales/hi/reviews-course.po')).messages);
    pageBefore = window.location.href;
    // The server's messages are put into Hindi on a Hindi page, known by its address.
    setPageUrl('http://127.0.0.1:9/hi/course-detail/c1');
    authActions.userRefreshed(student);
  });
  afterAll(() => setPageUrl(pageBefore));
  afterEach(() => {
    cleanup();
    for (const shown of currentToasts()) dismissToast(shown.id);
  });

  it('asks for the review and the stars in Hindi, and says no English', async () => {
    const { container } = renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'रिव्यू लिखें' }));
    const text = container.textContent ?? '';
    for (const words of ['आपकी रेटिंग (ज़रूरी नहीं)', 'आपका रिव्यू', '3 स्टार', 'रिव्यू भेजें', 'रद्द करें'])
      expect(text).toContain(words);
    for (const words of ['Your rating', 'Your review', 'stars', 'Send Review', 'Cancel', 'Course'])
      expect(text).not.toContain(words);
  });

  it('refuses an empty review in Hindi', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'रिव्यू लिखें' }));
    await user.click(screen.getByRole('button', { name: 'रिव्यू भेजें' }));
    await waitFor(() => expect(toasts()).toContain('खाली रिव्यू नहीं भेजा जा सकता'));
    expect(toasts()).not.toContain("can't send empty review");
  });

  it('asks a visitor to log in first in Hindi', async () => {
    authActions.signedOut();
    try {
      renderForm();
      await userEvent.setup().click(screen.getByRole('button', { name: 'रिव्यू लिखें' }));
      await waitFor(() => expect(toasts()).toEqual(['आगे बढ़ने के लिए लॉग इन करें']));
    } finally {
      authActions.userRefreshed(student);
    }
  });
});
