import { Plural, Trans } from '@lingui/react/macro';
import type { QueueState } from './answer-queue';
import './messages';

/** Whether the answers are with the server: saved, saving, or kept here until the connection is back. */
export function SaveStatus({ state }: { state: QueueState }) {
  let text;
  let tone = 'text-slate-600';
  if (state.status === 'offline') {
    tone = 'text-amber-800';
    text = (
      <Plural
        value={state.waiting}
        one="Offline: # answer kept on this device, sent when you are back online"
        other="Offline: # answers kept on this device, sent when you are back online"
      />
    );
  } else if (state.status === 'saving' || state.waiting > 0) text = <Trans>Saving…</Trans>;
  else if (state.status === 'closed') {
    tone = 'text-red-700';
    text = <Trans>Not saved: the test is closed</Trans>;
  } else text = <Trans>All answers saved</Trans>;
  return (
    <p role="status" className={`text-sm font-semibold ${tone}`} data-save-status={state.status}>
      {text}
    </p>
  );
}
