/** What went wrong, to show under a field: the error's message, or nothing when there is none. */
export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : undefined;
