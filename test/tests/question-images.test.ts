import { describe, expect, it } from 'vitest';
import { courseSite } from '../courses/course-site';
import { fakeClock } from '../helpers/notifications';
import { FILES_PER_PICTURE, pngImage } from '../helpers/files';
import { as, multipart } from '../helpers/requests';
import { testRequests } from './tests-site';

const clock = fakeClock('2026-07-06T04:30:00.000Z');

describe('a question’s picture', () => {
  const ctx = courseSite({ app: { clock } });
  const { ok, newCourse, enrolled, question, test } = testRequests(ctx);
  const upload = async (
    questionId: string,
    file: { name: string; data: Buffer },
    cookie = ctx.admin,
  ) =>
    as(ctx.app, cookie, {
      method: 'PUT',
      url: `/api/v1/tests/questions/${questionId}/image`,
      ...(await multipart({}, { image: file })),
    });

  it('is stored as the site’s pictures are, checked by its bytes, shown in the attempt, and removed with the question', async () => {
    const courseId = await newCourse();
    const q = await question(courseId);
    const before = await ctx.filesUnder('public/questions');

    const fake = await upload(q._id, { name: 'diagram.png', data: Buffer.from('not a picture') });
    expect(fake.statusCode).toBe(415);
    expect(await ctx.filesUnder('public/questions')).toEqual(before);

    const saved = await upload(q._id, { name: 'diagram.png', data: await pngImage(640, 360) });
    expect(saved.statusCode, saved.body).toBe(200);
    const image = saved.json().data.image as string;
    expect(image).toMatch(/questions\/.+\.webp$/);
    expect(await ctx.filesUnder('public/questions')).toHaveLength(FILES_PER_PICTURE);

    const replaced = await upload(q._id, { name: 'better.png', data: await pngImage(800, 450) });
    expect(replaced.json().data.image).not.toBe(image);
    expect(await ctx.filesUnder('public/questions')).toHaveLength(FILES_PER_PICTURE);

    const bank = await ok('GET', `/questions?courseId=${courseId}`);
    expect(bank.questions[0].image).toBe(replaced.json().data.image);

    const quiz = await test(courseId, { questionIds: [q._id] });
    const student = await enrolled(courseId);
    const refused = await upload(q._id, { name: 'x.png', data: await pngImage() }, student.cookie);
    expect(refused.statusCode).toBe(403);
    const attempt = await ok('POST', `/mine/${quiz._id}/attempt`, undefined, student.cookie);
    expect(attempt.questions[0].image).toBe(replaced.json().data.image);

    const removed = await ok('DELETE', `/questions/${q._id}/image`);
    expect(removed.image).toBeNull();
    expect(await ctx.filesUnder('public/questions')).toEqual([]);

    const other = await question(courseId);
    await upload(other._id, { name: 'diagram.png', data: await pngImage() });
    await ok('DELETE', `/questions/${other._id}`);
    expect(await ctx.filesUnder('public/questions')).toEqual([]);
  });
});
