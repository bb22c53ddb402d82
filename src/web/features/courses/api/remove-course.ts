import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { courseKeys } from './course-keys';

const removeCourse = (id: string) =>
  api.delete(`/course/removeCourse/${encodeURIComponent(id)}`, { quiet: true });

/** The course's own detail and its batches: gone with it. */
const isDetailOf =
  (id: string) =>
  ({ queryKey }: Query) =>
    queryKey[0] === courseKeys.all[0] &&
    ((queryKey[2] === 'detail' && queryKey[3] === id) ||
      (queryKey[2] === 'batches' && queryKey[3] === id));

/**
 * Deletes the course, or unpublishes it when it has purchases; the message says which. The
 * course's own detail is only marked stale, so the page still showing it is not asked to fetch a
 * course that is gone; it is fetched again next time it is opened.
 */
export function useRemoveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCourse,
    onSuccess: (_, id) =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: isDetailOf(id), refetchType: 'none' }),
        queryClient.invalidateQueries({
          queryKey: courseKeys.all,
          predicate: (query) => !isDetailOf(id)(query),
        }),
      ]),
  });
}
