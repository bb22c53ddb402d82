import { paths, SITE_AS_VISITOR } from '#common/paths';

/** The admin side menu: every admin section, grouped. */
export const adminMenu = [
  {
    title: 'Overview',
    links: [
      { label: 'Dashboard', href: paths.admin.dashboard.getHref() },
      { label: 'Activity', href: paths.admin.activity.getHref() },
    ],
  },
  {
    title: 'Students',
    links: [
      { label: 'Registrations', href: paths.admin.registrations.getHref() },
      { label: 'Users', href: paths.admin.users.getHref() },
      { label: 'Create Admin', href: paths.admin.createAdmin.getHref() },
    ],
  },
  {
    title: 'Courses',
    links: [
      { label: 'All Courses', href: paths.admin.courses.getHref() },
      { label: 'Add Course', href: paths.admin.courseCreate.getHref() },
      { label: 'Add Syllabus', href: paths.admin.syllabus.getHref() },
      { label: 'Add EBook', href: paths.admin.ebooks.getHref() },
      { label: 'Add PPT', href: paths.admin.slides.getHref() },
      { label: 'Transactions', href: paths.admin.transactions.getHref() },
      { label: 'Front Desk', href: paths.admin.frontDesk.getHref() },
      { label: 'Coupons', href: paths.admin.coupons.getHref() },
    ],
  },
  {
    title: 'Certificates',
    links: [
      { label: 'Upload Certificate', href: paths.admin.certificateUpload.getHref() },
      { label: 'View Certificates', href: paths.admin.certificates.getHref() },
      { label: 'Import Certificates', href: paths.admin.certificateImport.getHref() },
    ],
  },
  {
    title: 'Content',
    links: [
      { label: 'News', href: paths.admin.news.getHref() },
      { label: 'Add News', href: paths.admin.newsCreate.getHref() },
      { label: 'Blogs', href: paths.admin.blog.getHref() },
      { label: 'Add Blog', href: paths.admin.blogCreate.getHref() },
      { label: 'Team Members', href: paths.admin.team.getHref() },
      { label: 'Add Member', href: paths.admin.teamCreate.getHref() },
    ],
  },
  {
    title: 'Feedback',
    links: [
      { label: 'Reviews', href: paths.admin.reviews.getHref() },
      { label: 'Contact Queries', href: paths.admin.contacts.getHref() },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Site Settings', href: paths.admin.settings.getHref() },
      { label: 'Change Password', href: paths.changePassword.getHref() },
      { label: 'View site', href: SITE_AS_VISITOR },
    ],
  },
];
