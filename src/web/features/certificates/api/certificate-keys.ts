/** Every certificate query starts with `certificateKeys.all`; every admin write invalidates it. */
export const certificateKeys = {
  all: ['certificates'] as const,
  page: (page: number, view: string) => ['certificates', 'page', page, view] as const,
  item: (id: string) => ['certificates', 'item', id] as const,
  verification: (fileId: string) => ['certificates', 'verification', fileId] as const,
};

export const certificatePath = (id: string) => encodeURIComponent(id);
