/** Rows per page of every admin table; serial numbers continue across pages. */
export const PAGE_SIZE = 10;

export const pageCount = (total: number, pageSize = PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / pageSize));
