import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';
import { toast } from './toast';

/**
 * Puts the server's field messages (a 400 with `errors`) under the form's fields.
 * Returns whether any field got one.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.errors[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/**
 * Puts the server's refusal of an upload (too large, or not the kind of file asked for) under the
 * file's field. Returns whether it did.
 */
export function applyUploadError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  field: Path<T>,
): boolean {
  if (!(error instanceof ApiError) || (error.status !== 413 && error.status !== 415)) return false;
  setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  return true;
}

interface FailureOptions<T extends FieldValues> {
  /** Whether the form shows a field of this name (the server may name one it does not). */
  shows: (name: string) => boolean;
  /** Shown when the failure says nothing of its own and belongs to no field. */
  failure?: string;
  /** Told in place of the server's message (the form's own words). */
  toastText?: string | ((error: unknown) => string);
  /** The file field a refused upload is told under. */
  fileField?: Path<T>;
}

/**
 * Tells why a form was not taken: under the fields the server named (the first one focused), under
 * the file field for a refused upload, or else in a toast.
 */
export function showFormFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  {
    shows,
    failure = 'Something went wrong. Please try again.',
    toastText,
    fileField,
  }: FailureOptions<T>,
): void {
  if (fileField && applyUploadError(error, setError, fileField)) return;
  const named = error instanceof ApiError ? Object.keys(error.errors ?? {}) : [];
  if (applyServerErrors(error, setError, named.filter(shows) as Path<T>[])) return;
  if (typeof toastText === 'function') toast.error(toastText(error));
  else
    toast.error(toastText ?? (error instanceof Error && error.message ? error.message : failure));
}
