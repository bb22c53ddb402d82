import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import './messages';

/** "Check your e-mail" after a reset link was asked for; closing it goes to the login page. */
export function ResetLinkSentDialog({
  message,
  onClose,
}: {
  message: string;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-ink text-xl font-bold">
            <Trans>Check your e-mail</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-600">{message}</Dialog.Description>
          <p className="mt-2 text-sm text-slate-500">
            <Trans>You will be taken to the login page in 10 seconds.</Trans>
          </p>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="btn btn-primary">
              <Trans>Go to Login</Trans>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
