import { queryOptions } from '@tanstack/react-query';
import { API_PREFIX, type ApiEnvelope } from '#common/api';
import type { LessonDto } from '#common/schemas/lessons';
import { ApiError } from '#web/lib/api';
import { getAuthState } from '#web/lib/auth';
import { keepLoadedCode } from '#web/lib/loaded-code';
import { OFFLINE_LESSONS_PREFIX, PAGES_CACHE } from '#web/lib/offline-caches';

/*
 * Lessons saved for offline reading (decision 071): the course's lessons, the lesson and its file,
 * as the API answered them, in the signed-in student's own cache. The service worker deletes every
 * such cache when anyone signs out.
 */

const id = encodeURIComponent;
export const courseLessonsPath = (courseId: string) => `/lessons/course/${id(courseId)}`;
export const lessonPath = (lessonId: string) => `/lessons/${id(lessonId)}`;
const lessonAddress = /^\/api\/v1\/lessons\/(?!course\/)[^/]+$/;

const cacheName = (userId: string) => `${OFFLINE_LESSONS_PREFIX}${userId}`;
const studentId = () => getAuthState().user?._id;

/** A lesson that can be read offline: notes, or a file with its notes. */
export const savable = (lesson: LessonDto) =>
  lesson.kind === 'notes' || (lesson.kind === 'file' && lesson.mediaUrl !== null);

/** The student's cache; another student's left by a session that ended without signing out goes. */
async function ownCache(userId: string): Promise<Cache> {
  const others = (await caches.keys()).filter(
    (name) => name.startsWith(OFFLINE_LESSONS_PREFIX) && name !== cacheName(userId),
  );
  await Promise.all(others.map((name) => caches.delete(name)));
  return caches.open(cacheName(userId));
}

async function existingCache(): Promise<Cache | undefined> {
  const userId = studentId();
  if (!userId || typeof caches === 'undefined' || !(await caches.has(cacheName(userId))))
    return undefined;
  return caches.open(cacheName(userId));
}

/** Saves the lesson, its file, its course's lessons and the learning screen: page and code. */
export async function saveLessonOffline(lesson: LessonDto): Promise<void> {
  const userId = studentId();
  if (!userId) throw new Error('No one is signed in.');
  const cache = await ownCache(userId);
  await cache.addAll([
    `${API_PREFIX}${courseLessonsPath(lesson.courseId)}`,
    `${API_PREFIX}${lessonPath(lesson.id)}`,
    ...(lesson.mediaUrl ? [lesson.mediaUrl] : []),
  ]);
  // The page is the same for everyone (decision 014), so it goes where the pages seen go.
  await (await caches.open(PAGES_CACHE)).add(window.location.pathname);
  await keepLoadedCode();
}

/** Removes the lesson and its file; its course's lessons too when no other lesson of it is kept. */
export async function removeSavedLesson(lesson: LessonDto): Promise<void> {
  const cache = await existingCache();
  if (!cache) return;
  await cache.delete(`${API_PREFIX}${lessonPath(lesson.id)}`);
  if (lesson.mediaUrl) await cache.delete(lesson.mediaUrl);
  const rest = await savedLessons();
  if (!rest.some((saved) => saved.courseId === lesson.courseId))
    await cache.delete(`${API_PREFIX}${courseLessonsPath(lesson.courseId)}`);
}

async function savedLessons(): Promise<LessonDto[]> {
  const cache = await existingCache();
  if (!cache) return [];
  const lessons = (await cache.keys()).filter((request) =>
    lessonAddress.test(new URL(request.url).pathname),
  );
  const saved = await Promise.all(
    lessons.map(async (request) => {
      const response = await cache.match(request, { ignoreVary: true });
      return ((await response?.json()) as ApiEnvelope<LessonDto> | undefined)?.data;
    }),
  );
  return saved.filter((lesson) => lesson !== undefined);
}

/** The lessons the signed-in student saved for offline reading. */
export const savedLessonsQuery = queryOptions({
  // Under lessonKeys.all (api/lessons, which reads the saved answers through this file).
  queryKey: ['lessons', 'offline'] as const,
  queryFn: savedLessons,
  networkMode: 'always',
});

/** A saved file's bytes, when the lesson's file was saved. */
export async function savedFile(mediaUrl: string): Promise<Blob | undefined> {
  return (await (await existingCache())?.match(mediaUrl, { ignoreVary: true }))?.blob();
}

/**
 * The API's answer at `path`, or its saved copy when the server cannot be reached (status 0);
 * without a saved copy the failure stands.
 */
export async function orSaved<T>(path: string, fromNetwork: () => Promise<T>): Promise<T> {
  try {
    return await fromNetwork();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) throw error;
    const cache = await existingCache().catch(() => undefined);
    const saved = await cache?.match(`${API_PREFIX}${path}`, { ignoreVary: true });
    const data = ((await saved?.json()) as ApiEnvelope<T> | undefined)?.data;
    if (data === undefined) throw error;
    return data;
  }
}
