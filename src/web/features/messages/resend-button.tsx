import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDto } from '#common/schemas/messages';
import { toast } from '#web/lib/toast';
import { useResendMessage } from './api/resend-message';
import './messages';

/** Queues a failed message again, to the same person on the same channel. */
export function ResendButton({ message }: { message: MessageDto }) {
  const { t } = useLingui();
  const resend = useResendMessage();
  const run = async () => {
    try {
      await resend.mutateAsync(message._id);
      toast.success(t`Message queued again`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`The message was not queued again.`);
    }
  };
  return (
    <button
      type="button"
      disabled={resend.isPending}
      onClick={() => void run()}
      className="text-brand-700 text-sm font-semibold whitespace-nowrap underline disabled:opacity-60"
    >
      {resend.isPending ? (
        t`Loading...`
      ) : (
        <Trans>
          Resend<span className="sr-only"> the message to {message.recipientName}</span>
        </Trans>
      )}
    </button>
  );
}
