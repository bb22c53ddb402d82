import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipart } from '../helpers/requests';

/** Field names the API reads somewhere, so that fuzzed bodies reach the rules behind them. */
const FIELDS = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'userName',
  'mobileNo',
  'subject',
  'message',
  'courseTitle',
  'subTitle',
  'coursePrice',
  'description',
  'category',
  'level',
  'language',
  'newsHeadline',
  'newsDescription',
  'BlogTitle',
  'Instructor',
  'Description',
  'BlogType',
  'position',
  'classs',
  'mode',
  'school',
  'gender',
  'DOB',
  'fatherName',
  'contact',
  'Address',
  'State',
  'city',
  'course',
  'title',
  'courseId',
  'status',
  'followUpOn',
  'note',
  'published',
  'phone',
  'videos',
  'homeStats',
  'markdown',
  '__proto__',
  'constructor',
  'prototype',
];
const FILES = [
  'image',
  'profileImg',
  'newsImage',
  'BlogUrl',
  'certificateImg',
  'file',
  'reviewImage',
];

const MAGIC = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), // PNG
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
  Buffer.from('%PDF-1.4\n'),
  Buffer.from('PK\u0003\u0004'), // zip, as PPTX and EPUB are
  Buffer.alloc(0),
];

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202e',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
  fc.constantFrom(
    '9876543210',
    'a@b.co',
    '2010-04-12',
    '10th',
    'online',
    'male',
    '0',
    '-1',
    '1e309',
  ),
  fc.constant('x'.repeat(200_000)),
  fc.integer().map(String),
);

const key = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 }));

const deep = (depth: number) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: [value] };
  return value;
};

const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(key, tie('json'), { maxKeys: 6 }),
  ),
}));

const jsonBody = fc.oneof(
  fc.dictionary(key, json, { maxKeys: 10 }),
  json,
  fc.constant(deep(2000)),
  fc.constant(JSON.parse('{"__proto__": {"role": "admin"}, "constructor": {"prototype": {}}}')),
);

/** A request body: JSON, broken JSON, multipart with lying files, broken multipart or none. */
export const body: fc.Arbitrary<() => Promise<Partial<InjectOptions>>> = fc.oneof(
  jsonBody.map((value) => async () => ({
    payload: JSON.stringify(value) ?? 'null',
    headers: { 'content-type': 'application/json' },
  })),
  fc
    .string()
    .map((raw) => async () => ({ payload: raw, headers: { 'content-type': 'application/json' } })),
  fc
    .record({
      fields: fc.dictionary(fc.constantFrom(...FIELDS), text, { maxKeys: 8 }),
      files: fc.dictionary(
        fc.constantFrom(...FILES),
        fc.record({
          name: fc.oneof(
            fc.constantFrom('a.png', 'b.pdf', 'c.pptx', '', '../../etc/passwd'),
            fc.string(),
          ),
          magic: fc.constantFrom(...MAGIC),
          rest: fc.uint8Array({ maxLength: 512 }),
        }),
        { maxKeys: 2 },
      ),
    })
    .map(({ fields, files }) => async () => {
      const parts = Object.fromEntries(
        Object.entries(files).map(([field, file]) => [
          field,
          { name: file.name, data: Buffer.concat([file.magic, Buffer.from(file.rest)]) },
        ]),
      );
      return multipart(fields, parts);
    }),
  fc.uint8Array({ maxLength: 600 }).map((bytes) => async () => ({
    payload: Buffer.concat([
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\n'),
      Buffer.from(bytes),
    ]),
    headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
  })),
  fc.constant(async () => ({})),
);

/** A path parameter: missing, malformed or hostile. */
export const pathParam = fc.oneof(
  fc.constantFrom(
    'missing',
    '00000000-0000-0000-0000-000000000000',
    '1',
    '-1',
    '%00',
    '..%2F..',
    'a'.repeat(300),
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

/** Text no one-line field may keep: line breaks, tabs, C0 and C1 controls, separators, bidi. */
export const notOneLine = fc.constantFrom(
  'Ravi\r\nBcc: many@example.com',
  'Ravi\nVerma',
  'Ravi\rVerma',
  'Ravi\tVerma',
  'Ravi\u000bVerma',
  'Ravi\u007fVerma',
  'Ravi\u0085Verma',
  'Ravi\u009bVerma',
  'Ravi\u2028Verma',
  'Ravi\u2029Verma',
  'Ravi\u202eamreV',
  'Ravi\u2066Verma\u2069',
);
