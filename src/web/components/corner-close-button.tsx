import * as Dialog from '@radix-ui/react-dialog';
import type { Ref } from 'react';
import { CloseIcon } from './icons';

/** The round close button on the corner of a dialog that shows a picture or a video. */
export function CornerCloseButton({ label, ref }: { label: string; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Dialog.Close
      ref={ref}
      aria-label={label}
      className="text-ink absolute -top-4 -right-4 flex size-10 items-center justify-center rounded-full bg-white shadow-lg"
    >
      <CloseIcon />
    </Dialog.Close>
  );
}
