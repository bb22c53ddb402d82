import { msg } from '@lingui/core/macro';
import { paths, SITE_AS_VISITOR } from '#common/paths';
import './admin-messages';

/** The admin side menu: every admin section, grouped; titles and labels are messages (`t(…)`). */
export const adminMenu = [
  {
    title: msg`Overview`,
    links: [
      { label: msg`Dashboard`, href: paths.admin.dashboard.getHref() },
      { label: msg`Activity`, href: paths.admin.activity.getHref() },
      { label: msg`Messages`, href: paths.admin.messages.getHref() },
      { label: msg`Message Templates`, href: paths.admin.messageTemplates.getHref() },
    ],
  },
  {
    title: msg`Students`,
    links: [
      { label: msg`Registrations`, href: paths.admin.registrations.getHref() },
      { label: msg`Users`, href: paths.admin.users.getHref() },
      { label: msg`Create Admin`, href: paths.admin.createAdmin.getHref() },
    ],
  },
  {
    title: msg`Courses`,
    links: [
      { label: msg`All Courses`, href: paths.admin.courses.getHref() },
      { label: msg`Add Course`, href: paths.admin.courseCreate.getHref() },
      { label: msg`Add Syllabus`, href: paths.admin.syllabus.getHref() },
      { label: msg`Add EBook`, href: paths.admin.ebooks.getHref() },
      { label: msg`Add PPT`, href: paths.admin.slides.getHref() },
      { label: msg`Transactions`, href: paths.admin.transactions.getHref() },
      { label: msg`Front Desk`, href: paths.admin.frontDesk.getHref() },
      { label: msg`Coupons`, href: paths.admin.coupons.getHref() },
    ],
  },
  {
    title: msg`Certificates`,
    links: [
      { label: msg`Upload Certificate`, href: paths.admin.certificateUpload.getHref() },
      { label: msg`View Certificates`, href: paths.admin.certificates.getHref() },
      { label: msg`Import Certificates`, href: paths.admin.certificateImport.getHref() },
    ],
  },
  {
    title: msg`Content`,
    links: [
      { label: msg`News`, href: paths.admin.news.getHref() },
      { label: msg`Add News`, href: paths.admin.newsCreate.getHref() },
      { label: msg`Blogs`, href: paths.admin.blog.getHref() },
      { label: msg`Add Blog`, href: paths.admin.blogCreate.getHref() },
      { label: msg`Team Members`, href: paths.admin.team.getHref() },
      { label: msg`Add Member`, href: paths.admin.teamCreate.getHref() },
    ],
  },
  {
    title: msg`Feedback`,
    links: [
      { label: msg`Reviews`, href: paths.admin.reviews.getHref() },
      { label: msg`Contact Queries`, href: paths.admin.contacts.getHref() },
    ],
  },
  {
    title: msg`Account`,
    links: [
      { label: msg`Site Settings`, href: paths.admin.settings.getHref() },
      { label: msg`Change Password`, href: paths.changePassword.getHref() },
      { label: msg`View site`, href: SITE_AS_VISITOR },
    ],
  },
];
