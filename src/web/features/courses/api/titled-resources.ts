import { queryOptions } from '@tanstack/react-query';
import type { CourseDto } from '#common/schemas/courses';
import { api } from '#web/lib/api';
import { courseKeys } from './course-keys';

const id = encodeURIComponent;

/** E-books and slide decks: a titled file per course, each kind with its own calls. */
export const titledResources = {
  ebook: {
    fileField: 'ebookUrl',
    add: (courseId: string) => `/course/addEbook/${id(courseId)}`,
    remove: (fileId: string) => `/course/removeEbook/${id(fileId)}`,
    list: async (courseId: string, signal: AbortSignal) => {
      const { data } = await api.get<{ ebooks: CourseDto['ebooks'] }>(
        `/course/Ebook/${id(courseId)}`,
        { quiet: true, signal },
      );
      return (data?.ebooks ?? []).map((e) => ({ _id: e._id, title: e.title, url: e.ebookUrl }));
    },
  },
  ppt: {
    fileField: 'pptUrl',
    add: (courseId: string) => `/course/addppt/${id(courseId)}`,
    remove: (fileId: string) => `/course/removePPT/${id(fileId)}`,
    list: async (courseId: string, signal: AbortSignal) => {
      const { data } = await api.get<{ ppt: CourseDto['ppt'] }>(`/course/ppt/${id(courseId)}`, {
        quiet: true,
        signal,
      });
      return (data?.ppt ?? []).map((p) => ({ _id: p._id, title: p.title, url: p.pptUrl }));
    },
  },
} as const;

export type TitledResourceKind = keyof typeof titledResources;

/** The e-books or slide decks of one course. */
export const titledResourcesQuery = (kind: TitledResourceKind, courseId: string) =>
  queryOptions({
    queryKey: courseKeys.files(kind, courseId),
    queryFn: ({ signal }) => titledResources[kind].list(courseId, signal),
    enabled: Boolean(courseId),
  });
