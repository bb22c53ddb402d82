import { useRef, type FormEvent } from 'react';

type Send = (event?: FormEvent) => Promise<void>;

/**
 * The props of a form that works from the moment it is painted. A form sent before the page has
 * come to life is kept by React's server render (a function `action` makes it add its small
 * recorder) and handed to `action` once the page has hydrated; by then the fields hold what was
 * typed, so it is sent as if pressed now. A live form is sent through `onSubmit`, whose
 * `preventDefault` stops React's action.
 */
export function useReplayableForm(send: Send) {
  const ref = useRef<HTMLFormElement>(null);
  const action = async () => {
    await send();
    // React empties a form's fields when its action ends: let them keep what is on screen.
    for (const field of ref.current?.elements ?? []) {
      if (field instanceof HTMLInputElement) {
        field.defaultValue = field.value;
        field.defaultChecked = field.checked;
      } else if (field instanceof HTMLTextAreaElement) {
        field.defaultValue = field.value;
      } else if (field instanceof HTMLSelectElement) {
        for (const option of field.options) option.defaultSelected = option.selected;
      }
    }
  };
  return { ref, action, onSubmit: send };
}
