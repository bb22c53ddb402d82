import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { pdfFile, pngImage } from '../helpers/files';
import { multipart } from '../helpers/requests';
import { notOneLine } from './arbitraries';
import { csvFile } from './csv-files';
import type { RowTable } from './real-rows';

/**
 * A value each field's form accepts (for every write endpoint at once: each reads its own and
 * ignores the rest), so that a case passes every check but the one it aims at. Plain Latin
 * text: the certificate template prints the institute's name, which the settings take as `name`.
 */
const VALID = {
  name: fc.constantFrom('Ravi Verma', 'Kiran Rao'),
  email: fc.constantFrom('ravi@example.com', 'kiran.rao@example.com'),
  userName: fc.constant('Ravi Verma'),
  username: fc.constant('Ravi Verma'),
  password: fc.constant('Secret123'),
  confirmPassword: fc.constant('Secret123'),
  mobileNo: fc.constant('9876543210'),
  phone: fc.constant('9876543210'),
  contact: fc.constant('9876512345'),
  subject: fc.constant('Python batch timings'),
  message: fc.constant('Is there an evening batch?\r\nThank you.'),
  courseTitle: fc.constant('Python Basics'),
  subTitle: fc.constant('From zero to scripts'),
  category: fc.constant('Programming'),
  coursePrice: fc.constant('4999'),
  description: fc.constant('Variables, loops and files.\nA project.'),
  courseLevel: fc.constant('Beginner'),
  courseDuration: fc.constant('3 Months'),
  courseLanguage: fc.constant('Hindi'),
  instructor: fc.constant('Meera Iyer'),
  newsHeadline: fc.constant('Admissions open'),
  newsDescription: fc.constant('Batches start **soon**.'),
  BlogTitle: fc.constant('Why Python'),
  Instructor: fc.constant('Meera Iyer'),
  Description: fc.constant('It reads well.'),
  BlogType: fc.constant('Programming'),
  position: fc.constant('Mentor'),
  classs: fc.constant('9th'),
  mode: fc.constantFrom('online', 'offline', 'cash', 'upi'),
  school: fc.constant('St. Mary School'),
  gender: fc.constant('male'),
  DOB: fc.constant('2010-04-12'),
  fatherName: fc.constant('Arvind Singh'),
  Address: fc.constant('14 Hazratganj'),
  State: fc.constant('Uttar Pradesh'),
  city: fc.constant('Lucknow'),
  course: fc.constant('Python Programming'),
  title: fc.constant('Notes'),
  status: fc.constantFrom('contacted', 'joined', 'published', 'hidden'),
  followUpOn: fc.constant('2030-01-01'),
  text: fc.constant('Called back.\nWill visit.'),
  reason: fc.constant('Scholarship'),
  startsOn: fc.constant('2030-01-07'),
  days: fc.constant(['Mon', 'Wed']),
  startTime: fc.constant('17:00'),
  endTime: fc.constant('18:30'),
  seats: fc.constant(20),
  seatsTaken: fc.constant(0),
  place: fc.constant('Room 2, Civil Lines'),
  amount: fc.constant(1000),
  paidOn: fc.constant('2025-01-01'),
  reference: fc.constant('UPI123456'),
  active: fc.boolean(),
  kind: fc.constantFrom('percent', 'flat'),
  value: fc.constant(10),
  address: fc.constant('2nd Floor, Civil Lines'),
  tagline: fc.constant('Learn to code.'),
  hours: fc.constant('Mon-Sat 8:00-18:00'),
  modules: fc.constant([{ title: 'Basics', lessons: [{ title: 'Intro', minutes: 30 }] }]),
  learningPoints: fc.constant(['Loops']),
  prerequisites: fc.constant('None.'),
  audience: fc.constant('Beginners.'),
  certificateSignatory: fc.constant({ name: 'Ravi Kumar Verma', title: 'Director' }),
};
type Field = keyof typeof VALID;
const TEXT_FIELDS = (Object.keys(VALID) as Field[]).filter(
  (field) => !['days', 'seats', 'seatsTaken', 'amount', 'value', 'active'].includes(field),
);

/** Body fields that name a row: the column of the table they are taken from. */
const REAL: Record<string, [RowTable, string]> = {
  courseId: ['courses', 'id'],
  userId: ['users', 'id'],
  batchId: ['course_batches', 'id'],
  order_id: ['payments', 'order_id'],
  email: ['users', 'email'],
  couponCode: ['coupons', 'code'],
};

const FILE_FIELDS = [
  'image',
  'profileImg',
  'courseThumbnail',
  'newsImage',
  'BlogUrl',
  'certificateImg',
  'file',
  'ebookUrl',
  'pptUrl',
  'csv',
  'pdfs',
];

/**
 * A form as a person could fill it: every field valid but about one text in ten, which holds
 * text that is not one line (or any text); most fields that name rows naming real ones; sent as
 * JSON or multipart, perhaps with a picture, a PDF or a CSV file.
 */
export const formBody = fc.record({
  fields: fc.record(VALID),
  broken: fc.record(
    Object.fromEntries(
      TEXT_FIELDS.map((field) => [
        field,
        fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, fc.oneof(notOneLine, fc.string())),
      ]),
    ),
  ),
  real: fc.record(
    Object.fromEntries(Object.keys(REAL).map((field) => [field, fc.option(fc.nat(), { freq: 4 })])),
  ),
  multipart: fc.constantFrom(false, false, true),
  file: fc.option(
    fc.record({ field: fc.constantFrom(...FILE_FIELDS), kind: fc.constantFrom('png', 'pdf') }),
  ),
  csv: fc.option(csvFile),
});
export type FormBody = typeof formBody extends fc.Arbitrary<infer T> ? T : never;

let picture: Buffer | undefined;

/** The request options of a form, its real rows read now (`pick`: see realRows). */
export async function formRequest(
  form: FormBody,
  pick: (table: RowTable, index: number, column: string) => Promise<string>,
): Promise<Partial<InjectOptions>> {
  const values: Record<string, unknown> = { ...form.fields };
  for (const [field, text] of Object.entries(form.broken)) if (text !== null) values[field] = text;
  for (const [field, index] of Object.entries(form.real)) {
    const [table, column] = REAL[field] ?? ['users', 'id'];
    if (index !== null) values[field] = await pick(table, index, column);
  }
  if (!form.multipart) return { payload: values };
  const fields = Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => typeof value !== 'object')
      .map(([key, value]) => [key, String(value)]),
  );
  const files: Record<string, { name: string; data: Buffer }> = {};
  if (form.file?.kind === 'png')
    files[form.file.field] = { name: 'a.png', data: (picture ??= await pngImage()) };
  if (form.file?.kind === 'pdf') files[form.file.field] = { name: 'kiran.pdf', data: pdfFile() };
  if (form.csv) files.csv = { name: 'students.csv', data: form.csv };
  return multipart(fields, files);
}
