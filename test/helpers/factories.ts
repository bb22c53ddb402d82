import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { EnquiryStatus } from '#common/schemas/enquiries';
import {
  insertCourse,
  insertCourseFile,
  type CourseChanges,
  type CourseFile,
} from '#server/features/courses/repo';
import { markPaid } from '#server/features/payments/mark-paid';
import { insertPayment, type Payment } from '#server/features/payments/repo';
import { insertReview, type NewReview } from '#server/features/reviews/repo';
import { insertContact, type NewContact } from '#server/features/enquiries/contact-repo';
import {
  insertRegistration,
  type RegistrationFields,
} from '#server/features/enquiries/registration-repo';
import { guardianTopics } from '#common/guardians';
import { insertGuardian, type NewGuardian } from '#server/features/guardians/repo';
import { storeImage } from '#server/services/images';
import { hashPassword } from '#server/services/passwords';
import type { Storage } from '#server/services/storage';
import type { Db } from '#server/db/database';
import type { ContactQuery, Course, StudentRegistration } from '#server/db/schema';
import { now } from '#server/db/time';
import { createUser, type NewUser } from '#server/db/users';

/**
 * Factories for the tests: each makes one thing through the app's own
 * repository and storage, with unique defaults, so a test asks only for what it cares about.
 */

/** A short random tag, so values made by a factory never collide with another run's. */
export const uniqueTag = () => randomBytes(4).toString('hex');

/** Where a factory keeps what it makes: the app and the services both carry these. */
export interface Stores {
  db: Db;
  storage: Storage;
}

export interface UserOverrides extends Partial<Omit<NewUser, 'passwordHash'>> {
  password?: string;
}

/**
 * Creates a user through the app's own repository. Defaults to a student with a unique e-mail,
 * unverified like a sign-up (an admin's is verified); returns the row and the plain password.
 */
export async function makeUser(db: Db, overrides: UserOverrides = {}) {
  const tag = uniqueTag();
  const password = overrides.password ?? 'Secret123';
  const user = await createUser(db, {
    userName: overrides.userName ?? `Student ${tag}`,
    email: overrides.email ?? `student-${tag}@example.com`,
    mobileNo: overrides.mobileNo === undefined ? null : overrides.mobileNo,
    passwordHash: await hashPassword(password),
    role: overrides.role ?? 'student',
    emailVerified: overrides.emailVerified ?? overrides.role === 'admin',
    language: overrides.language,
  });
  return { user, password };
}

/** An admin: a user with the admin role, a unique e-mail unless one is given. */
export const makeAdmin = (db: Db, overrides: UserOverrides = {}) =>
  makeUser(db, {
    userName: 'Admin',
    email: `admin-${uniqueTag()}@example.com`,
    ...overrides,
    role: 'admin',
  });

/** Column values as the database keeps them: the price in paise, the thumbnail a storage key. */
export interface CourseOverrides extends Partial<CourseChanges> {
  /** Listed to visitors unless false. */
  published?: boolean;
  /** Image data stored as the thumbnail when no `course_thumbnail` key is given. */
  thumbnail?: Buffer;
  /** When the course was made (ISO time); now by default. */
  createdAt?: string;
}

/** A plain 16:9 picture, for a course that needs a thumbnail but not a particular one. */
const plainThumbnail = () =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();

/**
 * Creates a course through the app's own repository, published unless told otherwise, with a
 * unique title and a thumbnail stored the way an upload is (every width, under public/courses).
 */
export async function makeCourse(
  { db, storage }: Stores,
  overrides: CourseOverrides = {},
): Promise<Course> {
  const { published = true, thumbnail, createdAt, ...columns } = overrides;
  const course_thumbnail =
    columns.course_thumbnail ??
    (await storeImage(storage, thumbnail ?? (await plainThumbnail()), 'courses')).key;
  return insertCourse(
    db,
    {
      course_title: `Course ${uniqueTag()}`,
      sub_title: 'Learn Python',
      category: 'Programming',
      course_price: 499900,
      description: 'A course.',
      course_level: 'Beginner',
      course_duration: '3 Months',
      course_language: 'Hindi',
      instructor: 'Ankit Sharma',
      ...columns,
      course_thumbnail,
      is_publish: published ? 1 : 0,
    },
    createdAt,
  );
}

/** A small but well-formed PDF, the default content of a course file. */
const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

export interface CourseFileOverrides {
  kind?: CourseFile['kind'];
  /** Shown for e-books and slides; a syllabus is titled by its file name. */
  title?: string;
  /** The name a download is saved under. */
  fileName?: string;
  /** The PDF's bytes. */
  data?: Buffer;
}

/**
 * Attaches a PDF to a course the way an admin's upload does: the bytes kept privately under
 * private/course-files/, the row recorded through the app's own repository. A syllabus by default.
 */
export async function makeCourseFile(
  { db, storage }: Stores,
  courseId: string,
  overrides: CourseFileOverrides = {},
): Promise<CourseFile> {
  const kind = overrides.kind ?? 'syllabus';
  const fileName = overrides.fileName ?? `${kind}-${uniqueTag()}.pdf`;
  const data = overrides.data ?? tinyPdf();
  const key = `private/course-files/${randomUUID()}.pdf`;
  await storage.put(key, data);
  return insertCourseFile(db, {
    course_id: courseId,
    kind,
    title: overrides.title ?? fileName,
    file_name: fileName,
    storage_key: key,
    content_type: 'application/pdf',
    size_bytes: data.length,
  });
}

/** Enrols a student in a course, as a paid order does (without the order). */
export async function makeEnrollment(db: Db, userId: string, courseId: string): Promise<void> {
  await db
    .insertInto('enrollments')
    .values({ user_id: userId, course_id: courseId, created_at: now() })
    .execute();
}

/**
 * A guardian of the student, confirmed and hearing every topic unless told otherwise, with a
 * unique phone; their id and phone.
 */
export async function makeGuardian(
  db: Db,
  studentId: string,
  overrides: Partial<Omit<NewGuardian, 'studentId'>> = {},
) {
  const phone =
    overrides.phone === undefined ? `9${randomInt(100000000, 999999999)}` : overrides.phone;
  const id = await insertGuardian(db, {
    studentId,
    name: overrides.name ?? `Guardian ${uniqueTag()}`,
    relation: overrides.relation ?? 'Father',
    phone,
    email: overrides.email ?? null,
    language: overrides.language ?? 'hi',
    topics: overrides.topics ?? [...guardianTopics],
    confirmedAt: overrides.confirmedAt === undefined ? now() : overrides.confirmedAt,
  });
  return { id, phone };
}

export interface PaymentOverrides {
  /** Paise; the course's price is not looked at. */
  amount?: number;
  /** Paid orders enrol their buyer, as a verified payment does. */
  status?: Payment['status'];
  createdAt?: string;
}

/** An order for a course through the app's own repository, paid unless told otherwise. */
export async function makePayment(
  db: Db,
  userId: string,
  courseId: string,
  { amount = 499900, status = 'paid', createdAt }: PaymentOverrides = {},
): Promise<Payment> {
  const order = await insertPayment(db, {
    user_id: userId,
    course_id: courseId,
    amount,
    provider: 'test',
    order_id: `order_${uniqueTag()}`,
  });
  if (status === 'paid') await markPaid(db, order.order_id, `pay_${uniqueTag()}`);
  if (status === 'failed') {
    await db.updateTable('payments').set({ status }).where('id', '=', order.id).execute();
  }
  return db
    .updateTable('payments')
    .set({ created_at: createdAt ?? order.created_at, paid_at: createdAt ?? order.paid_at })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ReviewOverrides extends Partial<NewReview> {
  /** When the review was written (ISO time); now by default. */
  createdAt?: string;
}

/**
 * Writes a review through the app's own repository: published, by no account and naming no
 * course unless told otherwise. Returns its id.
 */
export async function makeReview(db: Db, overrides: ReviewOverrides = {}): Promise<string> {
  const { createdAt, ...columns } = overrides;
  return insertReview(
    db,
    {
      user_id: null,
      course_id: null,
      name: `Reviewer ${uniqueTag()}`,
      review_image: null,
      message: 'Clear classes and patient mentors.',
      status: 'published',
      ...columns,
    },
    createdAt,
  );
}

/** Where a lead stands, for a contact query or registration made in the past or further along. */
export interface LeadOverrides {
  createdAt?: string;
  status?: EnquiryStatus;
  followUpOn?: string | null;
}

const leadColumns = ({ createdAt, status, followUpOn }: LeadOverrides) => ({
  ...(createdAt === undefined ? {} : { created_at: createdAt }),
  ...(status === undefined ? {} : { status }),
  ...(followUpOn === undefined ? {} : { follow_up_on: followUpOn }),
});

/** A contact query sent through the app's own repository, then moved as the overrides say. */
export async function makeContact(
  db: Db,
  overrides: Partial<NewContact> & LeadOverrides = {},
): Promise<ContactQuery> {
  const { createdAt, status, followUpOn, ...fields } = overrides;
  const tag = uniqueTag();
  const contact = await insertContact(db, {
    name: `Visitor ${tag}`,
    email: `visitor-${tag}@example.com`,
    subject: 'Course timings',
    message: 'When does the next batch start?',
    ...fields,
  });
  const changes = leadColumns({ createdAt, status, followUpOn });
  if (Object.keys(changes).length === 0) return contact;
  return db
    .updateTable('contact_queries')
    .set(changes)
    .where('id', '=', contact.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A student registration with a unique contact number, made like makeContact. */
export async function makeRegistration(
  db: Db,
  overrides: Partial<RegistrationFields> & LeadOverrides = {},
): Promise<StudentRegistration> {
  const { createdAt, status, followUpOn, ...fields } = overrides;
  const registration = await insertRegistration(
    db,
    {
      name: `Student ${uniqueTag()}`,
      classs: '10th',
      mode: 'offline',
      school: 'City Public School',
      gender: 'female',
      DOB: '2010-05-14',
      fatherName: 'Ramesh Kumar',
      contact: `9${randomInt(1e8, 1e9)}`,
      Address: '12 Civil Lines',
      State: 'Uttar Pradesh',
      city: 'Prayagraj',
      ...fields,
    },
    'en',
  );
  const changes = leadColumns({ createdAt, status, followUpOn });
  if (Object.keys(changes).length === 0) return registration;
  return db
    .updateTable('student_registrations')
    .set(changes)
    .where('id', '=', registration.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
