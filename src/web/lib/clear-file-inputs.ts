/**
 * Empties the file inputs of a form. A form library's reset cannot: a browser lets a script clear
 * a file input but never set one, so the chosen file would stay and be sent again.
 */
export function clearFileInputs(form: HTMLFormElement | null): void {
  for (const input of form?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? [])
    input.value = '';
}
