import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { admin } from './support/test';

let counter = 0;

/** A course title no other test or run uses. */
export function uniqueTitle(label: string): string {
  counter += 1;
  return `${label} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** A small PNG, as an admin would upload for a thumbnail. */
export function pngBuffer(): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 39, g: 68, b: 228 } },
  })
    .png()
    .toBuffer();
}

/** A tiny valid PDF (the server checks the bytes, not the name). */
export function pdfBuffer(text = 'Course file'): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: pdfBuffer(name),
});

export interface ApiCourse {
  _id: string;
  courseTitle: string;
}

/**
 * Logs `request` in as the admin and creates a course through the API, published and with one
 * syllabus file, e-book and slide deck unless told otherwise.
 */
export async function createCourse(
  request: APIRequestContext,
  {
    title,
    price = '1499',
    publish = true,
    files = true,
  }: { title: string; price?: string; publish?: boolean; files?: boolean },
): Promise<ApiCourse> {
  const login = await request.post('/api/v1/user/login', { data: admin });
  expect(login.ok()).toBe(true);
  const created = await request.post('/api/v1/course/create', {
    multipart: {
      courseTitle: title,
      subTitle: 'Build real projects step by step with a mentor who reviews your work.',
      category: 'Programming',
      coursePrice: price,
      description: 'A practical course made for the browser journeys.',
      courseLevel: 'Beginner',
      courseDuration: '2 Months',
      courseLanguage: 'English',
      instructor: 'Test Mentor',
      courseThumbnail: { name: 'thumb.png', mimeType: 'image/png', buffer: await pngBuffer() },
    },
  });
  expect(created.status()).toBe(201);
  const course = ((await created.json()) as { data: ApiCourse }).data;
  if (files) {
    const uploads = [
      [`/api/v1/course/addSyllabus/${course._id}`, { syllabus: pdfFile('Syllabus outline.pdf') }],
      [
        `/api/v1/course/addEbook/${course._id}`,
        { title: 'Starter e-book', ebookUrl: pdfFile('starter.pdf') },
      ],
      [
        `/api/v1/course/addppt/${course._id}`,
        { title: 'Week 1 slides', pptUrl: pdfFile('w1.pdf') },
      ],
    ] as const;
    for (const [url, multipart] of uploads) {
      expect((await request.post(url, { multipart })).ok()).toBe(true);
    }
  }
  if (publish) {
    const published = await request.patch(
      `/api/v1/course/togglePublish/${course._id}?publish=true`,
    );
    expect(published.ok()).toBe(true);
  }
  await request.post('/api/v1/user/logout');
  return course;
}
