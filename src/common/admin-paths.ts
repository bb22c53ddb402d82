import { ADMIN_DASHBOARD as admin, fixed, withId } from './paths';

/**
 * The admin dashboard's screens. Apart from `paths`, so a visitor's pages carry none of them: the
 * public router knows only the dashboard's own address (`paths.admin.dashboard`).
 */
export const adminPaths = {
  registrations: fixed(`${admin}/registrations`),
  news: fixed(`${admin}/news`),
  newsCreate: fixed(`${admin}/news-form`),
  newsEdit: withId(`${admin}/update-news`),
  reviews: fixed(`${admin}/review`),
  createAdmin: fixed(`${admin}/create-admin`),
  blog: fixed(`${admin}/blog`),
  blogCreate: fixed(`${admin}/add-blog`),
  blogEdit: withId(`${admin}/update-blog`),
  teamCreate: fixed(`${admin}/add-member`),
  team: fixed(`${admin}/team-members`),
  teamEdit: withId(`${admin}/updateTeam`),
  contacts: fixed(`${admin}/contact`),
  courseCreate: fixed(`${admin}/add-course`),
  courses: fixed(`${admin}/allCourses`),
  courseEdit: withId(`${admin}/update-course`),
  transactions: fixed(`${admin}/purchased-transaction`),
  frontDesk: fixed(`${admin}/front-desk`),
  coupons: fixed(`${admin}/coupons`),
  syllabus: fixed(`${admin}/add-syllabus`),
  ebooks: fixed(`${admin}/add-ebook`),
  slides: fixed(`${admin}/add-ppt`),
  certificateUpload: fixed(`${admin}/upload-certificate`),
  certificates: fixed(`${admin}/view-certificate`),
  certificateEdit: withId(`${admin}/edit-certificate`),
  certificateImport: fixed(`${admin}/import-certificates`),
  users: fixed(`${admin}/allUsers`),
  settings: fixed(`${admin}/settings`),
  student: withId(`${admin}/student`),
  activity: fixed(`${admin}/activity`),
  messages: fixed(`${admin}/messages`),
  messageTemplates: fixed(`${admin}/message-templates`),
  attendance: fixed(`${admin}/attendance`),
  batchClasses: withId(`${admin}/batch-classes`),
} as const;
