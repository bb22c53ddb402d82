// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ReviewForm } from '#web/features/reviews/course/review-form';
import { authActions } from '#web/lib/auth';
import { i18nOf } from '#web/lib/i18n';
import { InLanguage } from './helpers/in-language';

describe('the review form in Hindi', () => {
  beforeAll(async () => {
    i18nOf('hi').load('hi', (await import('#web/locales/hi/reviews-course.po')).messages);
    authActions.userRefreshed({
      _id: 'u1',
      userName: 'Asha Verma',
      email: 'asha@example.com',
      mobileNo: '9876543210',
      profileImg: '',
      role: 'student',
      enrolledCourse: [],
      deactivated: false,
      emailVerified: true,
      language: 'en',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });
  afterEach(cleanup);

  it('asks for the review and the stars in Hindi, and says no English', async () => {
    const { container } = render(
      <InLanguage language="hi">
        <MemoryRouter>
          <QueryClientProvider client={new QueryClient()}>
            <ReviewForm courses={[{ _id: 'c1', courseTitle: 'Python' }]} />
          </QueryClientProvider>
        </MemoryRouter>
      </InLanguage>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'रिव्यू लिखें' }));
    const text = container.textContent ?? '';
    for (const words of ['आपकी रेटिंग (ज़रूरी नहीं)', 'आपका रिव्यू', '3 स्टार', 'रिव्यू भेजें', 'रद्द करें'])
      expect(text).toContain(words);
    for (const words of ['Your rating', 'Your review', 'stars', 'Send Review', 'Cancel', 'Course'])
      expect(text).not.toContain(words);
  });
});
