import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { CornerCloseButton } from '#web/components/corner-close-button';
import './messages';

interface AboutVideoDialogProps {
  video: { title: string; url: string };
  onClose: () => void;
}

/** The institute's video in a popup, playing muted; page scroll stops meanwhile. */
export function AboutVideoDialog({ video, onClose }: AboutVideoDialogProps) {
  const src = `${video.url}${video.url.includes('?') ? '&' : '?'}autoplay=1&mute=1&controls=1`;
  const { t } = useLingui();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/80" />
        <Dialog.Content
          // Focus in the player's frame would keep Escape from reaching this page: start on Close.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            close.current?.focus();
          }}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 focus:outline-none"
        >
          <Dialog.Title className="sr-only">{video.title}</Dialog.Title>
          <Dialog.Description className="sr-only">
            <Trans>The video plays muted; its controls turn the sound on.</Trans>
          </Dialog.Description>
          <div className="aspect-video overflow-hidden rounded-2xl bg-black shadow-2xl">
            <iframe
              title={video.title}
              src={src}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              className="size-full"
            />
          </div>
          <CornerCloseButton ref={close} label={t`Close the video`} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
