import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

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
