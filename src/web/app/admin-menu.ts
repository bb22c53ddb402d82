import { msg } from '@lingui/core/macro';
import { paths, SITE_AS_VISITOR } from '#common/paths';
import { adminPaths } from '#common/admin-paths';
import './admin-messages';

/** The admin side menu: every admin section, grouped; titles and labels are messages (`t(…)`). */
export const adminMenu = [
  {
    title: msg`Overview`,
    links: [
      { label: msg`Dashboard`, href: paths.admin.dashboard.getHref() },
      { label: msg`Activity`, href: adminPaths.activity.getHref() },
      { label: msg`Messages`, href: adminPaths.messages.getHref() },
      { label: msg`Message Templates`, href: adminPaths.messageTemplates.getHref() },
    ],
  },
  {
    title: msg`Students`,
    links: [
      { label: msg`Registrations`, href: adminPaths.registrations.getHref() },
      { label: msg`Admissions`, href: adminPaths.admissions.getHref() },
      { label: msg`Users`, href: adminPaths.users.getHref() },
      { label: msg`Create Admin`, href: adminPaths.createAdmin.getHref() },
    ],
  },
  {
    title: msg`Courses`,
    links: [
      { label: msg`All Courses`, href: adminPaths.courses.getHref() },
      { label: msg`Add Course`, href: adminPaths.courseCreate.getHref() },
      { label: msg`Add Syllabus`, href: adminPaths.syllabus.getHref() },
      { label: msg`Add EBook`, href: adminPaths.ebooks.getHref() },
      { label: msg`Add PPT`, href: adminPaths.slides.getHref() },
      { label: msg`Transactions`, href: adminPaths.transactions.getHref() },
      { label: msg`Front Desk`, href: adminPaths.frontDesk.getHref() },
      { label: msg`Attendance`, href: adminPaths.attendance.getHref() },
      { label: msg`Timetable`, href: adminPaths.timetable.getHref() },
      { label: msg`Coupons`, href: adminPaths.coupons.getHref() },
      { label: msg`Instalment Plans`, href: adminPaths.feePlans.getHref() },
      { label: msg`Dues`, href: adminPaths.dues.getHref() },
    ],
  },
  {
    title: msg`Certificates`,
    links: [
      { label: msg`Upload Certificate`, href: adminPaths.certificateUpload.getHref() },
      { label: msg`View Certificates`, href: adminPaths.certificates.getHref() },
      { label: msg`Import Certificates`, href: adminPaths.certificateImport.getHref() },
    ],
  },
  {
    title: msg`Content`,
    links: [
      { label: msg`News`, href: adminPaths.news.getHref() },
      { label: msg`Add News`, href: adminPaths.newsCreate.getHref() },
      { label: msg`Blogs`, href: adminPaths.blog.getHref() },
      { label: msg`Add Blog`, href: adminPaths.blogCreate.getHref() },
      { label: msg`Team Members`, href: adminPaths.team.getHref() },
      { label: msg`Add Member`, href: adminPaths.teamCreate.getHref() },
    ],
  },
  {
    title: msg`Feedback`,
    links: [
      { label: msg`Reviews`, href: adminPaths.reviews.getHref() },
      { label: msg`Contact Queries`, href: adminPaths.contacts.getHref() },
    ],
  },
  {
    title: msg`Account`,
    links: [
      { label: msg`Site Settings`, href: adminPaths.settings.getHref() },
      { label: msg`Change Password`, href: paths.changePassword.getHref() },
      { label: msg`View site`, href: SITE_AS_VISITOR },
    ],
  },
];
