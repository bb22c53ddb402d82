import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '#web/lib/return-path';

describe('the path a sign-in returns to', () => {
  it.each([
    '/course-detail/abc',
    '/payment?courseId=abc',
    '/courses?q=web%20design&sort=price#list',
  ])('keeps the path on this site %j', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'course-detail/abc',
    '',
    null,
  ])('refuses %j, which leads elsewhere or nowhere', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });
});
