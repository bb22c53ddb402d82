import type { BaseSyntheticEvent } from 'react';

/**
 * Empties the file inputs of the form a submit event came from. A form library's reset cannot:
 * a browser lets a script clear a file input but never set one, so the chosen file would stay
 * and be sent again.
 */
export function clearFileInputs(event: BaseSyntheticEvent | undefined): void {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"]'))
    input.value = '';
}
