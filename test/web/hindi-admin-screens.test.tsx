// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#common/site-settings';
import { AdminSidebar } from '#web/app/admin-sidebar';
import { AdminTopBar } from '#web/app/admin-top-bar';
import { AdminCertificateImportPage } from '#web/features/certificates/admin/admin-certificate-import-page';
import { AdminCourseCreatePage } from '#web/features/courses/admin/admin-course-create-page';
import { AdminCoursesPage } from '#web/features/courses/admin/admin-courses-page';
import { AdminSyllabusPage } from '#web/features/courses/admin/admin-syllabus-page';
import { AdminCouponsPage } from '#web/features/payments/admin/admin-coupons-page';
import { AdminFrontDeskPage } from '#web/features/payments/admin/admin-front-desk-page';
import { AdminTransactionsPage } from '#web/features/payments/admin/admin-transactions-page';
import { AdminSettingsPage } from '#web/features/settings/admin/admin-settings-page';
import { DashboardCharts } from '#web/features/stats/admin/dashboard-charts';
import { i18nOf } from '#web/lib/i18n';
import { InLanguage } from './helpers/in-language';

/** Each admin screen, what it says in Hindi, and the English it must no longer say. */
const screens: {
  name: string;
  page: ReactNode;
  /** The address it opens at, when not `/`. */
  at?: string;
  hindi: string[];
  english: string[];
}[] = [
  {
    name: 'the side menu and top bar',
    page: (
      <>
        <AdminTopBar
          sidebarOpen
          sidebarToggle={{ current: null }}
          onToggleSidebar={() => {}}
          onLogout={() => {}}
        />
        <AdminSidebar open overlay={false} onClose={() => {}} />
      </>
    ),
    hindi: ['एक नज़र में', 'सभी कोर्स', 'फ़्रंट डेस्क', 'सर्टिफ़िकेट इम्पोर्ट करें', 'साइट की सेटिंग', 'लॉग आउट'],
    english: [
      'Overview',
      'All Courses',
      'Front Desk',
      'Import Certificates',
      'Site Settings',
      'Logout',
    ],
  },
  {
    name: 'site settings',
    page: <AdminSettingsPage />,
    hindi: [
      'साइट की सेटिंग',
      'इनवॉइस और GST',
      'वीडियो 1 का शीर्षक',
      'आँकड़ा 1',
      'बैनर की तस्वीर 1',
      'सेटिंग सहेजें',
    ],
    english: [
      'Site Settings',
      'Invoices and GST',
      'Video 1 title',
      'Figure 1',
      'Banner picture 1',
      'Save Settings',
      '(Hindi, optional)',
    ],
  },
  {
    name: 'coupons',
    page: <AdminCouponsPage courses={[]} />,
    hindi: ['कूपन', 'नया कूपन', 'हर छात्र कितनी बार', 'कूपन बनाएँ', 'किसने बनाया', 'क्र.सं.'],
    english: ['New coupon', 'Uses per student', 'Create Coupon', 'Created by', 'S.No', 'Loading'],
  },
  {
    name: 'front desk',
    page: <AdminFrontDeskPage courses={[]} />,
    hindi: ['फ़्रंट डेस्क', 'छात्र का ई-मेल', 'छात्र खोजें', 'डेस्क पर ली गई फ़ीस', 'बाक़ी'],
    english: [
      'Front Desk',
      'Student e-mail',
      'Find Student',
      'Fees paid at the desk',
      'Balance due',
    ],
  },
  {
    name: 'transactions',
    page: <AdminTransactionsPage />,
    hindi: ['लेन-देन का इतिहास', 'रक़म (INR)', 'सभी तरीक़े', 'नकद', 'CSV डाउनलोड करें', 'खोजें'],
    english: ['Transaction History', 'Amount (INR)', 'All modes', 'Cash', 'Export CSV', 'Search'],
  },
  {
    name: 'all courses',
    page: <AdminCoursesPage />,
    hindi: ['सभी कोर्स', 'थंबनेल', 'अप्रकाशित', 'सभी श्रेणियाँ', 'ऑनलाइन और ऑफ़लाइन'],
    english: ['All Courses', 'Thumbnail', 'Unpublished', 'All categories', 'Online and offline'],
  },
  {
    name: 'add course',
    page: <AdminCourseCreatePage />,
    hindi: [
      'कोर्स का शीर्षक',
      'कोर्स का शीर्षक (हिंदी में, चाहें तो)',
      'अवधि (हिंदी में, चाहें तो)',
      'स्तर चुनें',
      'शुरुआती',
    ],
    english: [
      'Course Title',
      '(Hindi, optional)',
      'Duration',
      'Choose a level',
      'Beginner',
      'up to 5 MB',
    ],
  },
  {
    name: 'add syllabus',
    page: <AdminSyllabusPage />,
    hindi: ['सिलेबस जोड़ें', 'सिलेबस की फ़ाइल', 'सिलेबस अपलोड करें', 'कोर्स लोड हो रहे हैं…'],
    english: ['Add Syllabus', 'Syllabus file', 'Upload Syllabus', 'Loading courses…'],
  },
  {
    name: 'certificate import',
    page: <AdminCertificateImportPage />,
    hindi: ['सर्टिफ़िकेट इम्पोर्ट करें', 'CSV फ़ाइल', 'सिर्फ़ PDF, हर एक 25 MB तक।', 'झलक'],
    english: ['Import Certificates', 'CSV file', 'PDF only', 'Preview'],
  },
  {
    name: 'dashboard charts',
    page: <DashboardCharts />,
    // A range of its own days, not yet chosen: the charts wait for them.
    at: '/?range=custom',
    hindi: ['रुझान', 'अवधि', 'यह वित्त वर्ष', 'अपनी तारीख़ें', 'पहला और आख़िरी दिन चुनें।'],
    english: ['Trends', 'Range', 'This financial year', 'Custom', 'Choose the first and last'],
  },
];

describe('the admin screens in Hindi', () => {
  beforeAll(async () => {
    // The browser loads only its page's language: here every catalogue these screens read.
    const catalogues = await Promise.all([
      import('#web/locales/hi/shell.po'),
      import('#web/locales/hi/admin.po'),
      import('#web/locales/hi/settings-admin.po'),
      import('#web/locales/hi/payments-admin.po'),
      import('#web/locales/hi/courses-admin.po'),
      import('#web/locales/hi/certificates-admin.po'),
      import('#web/locales/hi/stats-admin.po'),
    ]);
    for (const { messages } of catalogues) i18nOf('hi').load('hi', messages);
  });
  afterEach(cleanup);

  it.each(screens)('$name shows its words in Hindi only', ({ page, at = '/', hindi, english }) => {
    // Nothing is fetched: lists stay loading, and the settings show the defaults as stored.
    const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    client.setQueryData(['settings'], {
      ...defaultSiteSettings,
      googleSignIn: false,
      testPayments: false,
    });
    const { container } = render(
      <InLanguage language="hi">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[at]}>{page}</MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );
    const text = [
      container.textContent,
      ...[...container.querySelectorAll('[aria-label], [placeholder]')].map(
        (element) => `${element.getAttribute('aria-label')} ${element.getAttribute('placeholder')}`,
      ),
    ].join(' ');
    for (const words of hindi) expect(text).toContain(words);
    for (const words of english) expect(text).not.toContain(words);
  });
});
