import { describe, expect, it } from 'vitest';
import type { CourseSummaryDto } from '#common/schemas/courses';
import { localized } from '#web/lib/localized';

const course = {
  courseTitle: 'Python Programming',
  courseTitleHi: 'पायथन प्रोग्रामिंग',
  subTitle: 'From scratch',
  subTitleHi: null,
} satisfies Partial<CourseSummaryDto>;

describe('localized', () => {
  it('shows the Hindi version on a Hindi page where there is one', () => {
    expect(localized(course, 'courseTitle', 'hi')).toBe('पायथन प्रोग्रामिंग');
  });

  it('shows the English where the Hindi is missing, and always on an English page', () => {
    expect(localized(course, 'subTitle', 'hi')).toBe('From scratch');
    expect(localized({ position: 'Mentor' }, 'position', 'hi')).toBe('Mentor');
    expect(localized({ position: 'Mentor', positionHi: '' }, 'position', 'hi')).toBe('Mentor');
    expect(localized(course, 'courseTitle', 'en')).toBe('Python Programming');
  });
});
