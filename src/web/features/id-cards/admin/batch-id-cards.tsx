import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { API_PREFIX } from '#common/api';
import { FailureAlert } from '#web/components/failure-alert';
import './messages';

/** Saves a downloaded file under `name`, as a link to it would. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The batch's valid ID cards on A4 sheets for the printer: fetched rather than linked, so that a
 * batch with no cards yet says so here instead of opening the server's answer.
 */
export function BatchIdCards({ batchId }: { batchId: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const res = await fetch(
        `${API_PREFIX}/id-cards/batch/${encodeURIComponent(batchId)}/sheet.pdf`,
        { credentials: 'same-origin' },
      );
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message ?? t`The ID cards could not be made.`);
      }
      save(await res.blob(), `id-cards-${batchId}.pdf`);
      setState({ busy: false, error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : t`The ID cards could not be made.`;
      setState({ busy: false, error: message });
    }
  };
  return (
    <section className="card space-y-3" aria-labelledby="batch-id-cards">
      <h2 id="batch-id-cards" className="text-ink text-lg font-bold">
        <Trans>ID cards</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          The valid ID cards of this batch’s students on A4 sheets, ten a sheet with cut marks: each
          sheet’s fronts, then its backs, for printing on both sides (flip on the long edge).
        </Trans>
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={state.busy}
        onClick={() => void download()}
      >
        {state.busy ? <Trans>Making the sheets…</Trans> : <Trans>Print ID cards (PDF)</Trans>}
      </button>
      <FailureAlert message={state.error} />
    </section>
  );
}
