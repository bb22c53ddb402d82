import { queryOptions } from '@tanstack/react-query';
import type { CourseDto } from '#common/schemas/courses';
import { api } from '../../../lib/api';

const id = encodeURIComponent;

export function addSyllabus(courseId: string, file: File) {
  const form = new FormData();
  form.set('syllabus', file);
  return api.post<CourseDto>(`/course/addSyllabus/${id(courseId)}`, form, { quiet: true });
}

export function removeSyllabus(courseId: string, fileId: string) {
  return api.delete(`/course/removeSyllabus/${id(courseId)}/${id(fileId)}`, { quiet: true });
}

/** E-books and slide decks: a titled file per course, each with its own calls. */
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

export function addTitledResource(
  kind: TitledResourceKind,
  courseId: string,
  title: string,
  file: File,
) {
  const form = new FormData();
  form.set('title', title);
  form.set(titledResources[kind].fileField, file);
  return api.post<CourseDto>(titledResources[kind].add(courseId), form, { quiet: true });
}

export function removeTitledResource(kind: TitledResourceKind, fileId: string) {
  return api.delete(titledResources[kind].remove(fileId), { quiet: true });
}

/** The e-books or slide decks of one course. */
export const titledResourcesQuery = (kind: TitledResourceKind, courseId: string) =>
  queryOptions({
    queryKey: ['courses', 'admin', kind, courseId],
    queryFn: ({ signal }) => titledResources[kind].list(courseId, signal),
    enabled: Boolean(courseId),
  });
