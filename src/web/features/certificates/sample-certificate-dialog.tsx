import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { CornerCloseButton } from '#web/components/corner-close-button';
import './messages';

interface SampleCertificateDialogProps {
  image: string;
  onClose: () => void;
}

/** The sample certificate at full size; Escape, the close button or the backdrop closes it. */
export function SampleCertificateDialog({ image, onClose }: SampleCertificateDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/80" />
        <Dialog.Content
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[min(60rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 focus:outline-none"
        >
          <Dialog.Title className="sr-only">
            <Trans>Sample certificate</Trans>
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            <Trans>A certificate as the institute issues it.</Trans>
          </Dialog.Description>
          <img
            src={image}
            alt={t`A sample certificate of completion from the institute`}
            className="max-h-[85vh] w-full rounded-xl bg-white object-contain shadow-2xl"
          />
          <CornerCloseButton label={t`Close the sample certificate`} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
