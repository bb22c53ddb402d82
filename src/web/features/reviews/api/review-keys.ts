/** Admins see every review, others only shown ones, so the viewer is part of the keys. */
export const reviewKeys = {
  all: ['reviews'] as const,
  shown: (viewerId: string) => ['reviews', viewerId, 'shown'] as const,
  course: (courseId: string) => ['reviews', 'course', courseId] as const,
  page: (page: number, view: string) => ['reviews', 'table', page, view] as const,
};
