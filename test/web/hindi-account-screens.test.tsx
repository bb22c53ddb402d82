// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authActions } from '#web/lib/auth';
import { i18nOf } from '#web/lib/i18n';
import { ChangePasswordPage } from '#web/features/users/change-password-page';
import { EditProfilePage } from '#web/features/users/edit-profile-page';
import { ForgotPasswordPage } from '#web/features/users/forgot-password-page';
import { LoginPage } from '#web/features/users/login-page';
import { ProfilePage } from '#web/features/users/profile-page';
import { RegisterPage } from '#web/features/users/register-page';
import { ResetPasswordPage } from '#web/features/users/reset-password-page';
import { InLanguage } from './helpers/in-language';

/** Each account screen, what it says in Hindi, and the English it must no longer say. */
const screens: { name: string; page: ComponentType; hindi: string[]; english: string[] }[] = [
  {
    name: 'login',
    page: LoginPage,
    hindi: ['लॉग इन', 'पासवर्ड', 'ई-मेल', 'पासवर्ड दिखाएँ', 'यहाँ नए हैं?', 'खाता बनाएँ'],
    english: ['Login', 'Password', 'Email', 'Show password', 'New here?', 'Create an account'],
  },
  {
    name: 'register',
    page: RegisterPage,
    hindi: ['अभी खाता बनाएँ', 'नाम', 'मोबाइल नंबर', 'पासवर्ड दोबारा लिखें', 'पहले से खाता है?'],
    english: ['Sign up now', 'Name', 'Mobile Phone', 'Confirm Password', 'Signup', 'Already have'],
  },
  {
    name: 'forgot-password',
    page: ForgotPasswordPage,
    hindi: ['पासवर्ड भूल गए', 'लिंक भेजें', 'लॉग इन पर वापस जाएँ'],
    english: ['Forgot Password', 'Send reset link', 'Back to Login', 'Enter your e-mail'],
  },
  {
    name: 'reset-password',
    page: ResetPasswordPage,
    hindi: ['नया पासवर्ड बनाएँ', 'नया पासवर्ड', 'नया लिंक मँगाएँ'],
    english: ['Reset Password', 'New Password', 'Request a new link', 'At least 8 characters'],
  },
  {
    name: 'change-password',
    page: ChangePasswordPage,
    hindi: ['पासवर्ड बदलें', 'मौजूदा पासवर्ड', 'पासवर्ड दोबारा लिखें'],
    english: ['Change Password', 'Current Password', 'Confirm Password', 'Show password'],
  },
  {
    name: 'profile',
    page: ProfilePage,
    hindi: ['मेरी प्रोफ़ाइल', 'मोबाइल नंबर', 'कृपया अपना ई-मेल पता सत्यापित करें', 'बदलें'],
    english: ['User Profile', 'Mobile Number', 'Please verify', 'No Image', 'Edit'],
  },
  {
    name: 'edit-profile',
    page: EditProfilePage,
    hindi: ['प्रोफ़ाइल बदलें', 'प्रोफ़ाइल फ़ोटो', 'जानकारी', 'प्रोफ़ाइल पर वापस जाएँ', 'भाषा'],
    english: [
      'Update Profile',
      'Profile Image',
      'Details',
      'Back to Profile',
      'Username',
      'Language',
    ],
  },
];

describe('the account screens in Hindi', () => {
  beforeAll(async () => {
    const hindi = i18nOf('hi');
    hindi.load('hi', (await import('#web/locales/hi/users.po')).messages);
    authActions.userRefreshed({
      _id: 'u1',
      userName: 'Asha Verma',
      email: 'asha@example.com',
      mobileNo: '9876543210',
      profileImg: '',
      role: 'student',
      enrolledCourse: [],
      deactivated: false,
      emailVerified: false,
      hasChildren: false,
      mobileVerified: false,
      language: 'en',
      address: '',
      state: '',
      gstin: '',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });
  afterEach(cleanup);

  it.each(screens)('$name shows its words in Hindi only', ({ page, hindi, english }) => {
    const router = createMemoryRouter([{ path: '/', Component: page }]);
    const { container } = render(
      <InLanguage language="hi">
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </InLanguage>,
    );
    const text = container.textContent ?? '';
    for (const words of hindi) expect(text).toContain(words);
    for (const words of english) expect(text).not.toContain(words);
  });
});
