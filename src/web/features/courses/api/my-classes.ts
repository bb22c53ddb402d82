import { queryOptions } from '@tanstack/react-query';
import type { MyClass } from '#common/schemas/timetable';
import { api } from '#web/lib/api';

/* A person's own timetable: their classes and their calendar feed's address (decision 060). */

/** GET /course/timetable/classes: the student's coming classes. */
export const myClassesQuery = queryOptions({
  queryKey: ['my-classes'] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ classes: MyClass[] }>('/course/timetable/classes', { quiet: true, signal }))
      .data?.classes ?? [],
});

export const feedKey = ['calendar-feed'] as const;

/** GET /course/timetable/feed: the address of the person's calendar feed (made on first asking). */
export const feedQuery = queryOptions({
  queryKey: feedKey,
  queryFn: async ({ signal }) => {
    const { data } = await api.get<{ url: string }>('/course/timetable/feed', {
      quiet: true,
      signal,
    });
    if (!data) throw new Error('no feed');
    return data.url;
  },
});

/** POST /course/timetable/feed: a new address; the old one stops working. */
export const newFeedAddress = () => api.post<{ url: string }>('/course/timetable/feed');
