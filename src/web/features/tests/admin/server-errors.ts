import { ApiError } from '#web/lib/api';

/**
 * The server's refusal of a form, by field: under its full path (`marks.2.marks`) and its first
 * part (`options`), or under `form` when no field is named. The form checks nothing the server does not: one rule, one message.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return { form: String(error) };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.errors ?? {})) {
    errors[path] = message;
    errors[path.split('.')[0] ?? path] ??= message;
  }
  if (Object.keys(errors).length === 0) errors.form = error.message;
  return errors;
}
