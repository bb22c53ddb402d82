import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type DragEvent } from 'react';
import './messages';

type Outcome = 'checking' | 'original' | 'differs' | 'unsupported';

async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const outcomes: Record<Outcome, { text: MessageDescriptor; className: string }> = {
  checking: { text: msg`Checking the file…`, className: 'text-slate-600' },
  original: { text: msg`This file is the original`, className: 'text-green-800' },
  differs: { text: msg`This file differs from the issued certificate`, className: 'text-red-800' },
  unsupported: {
    text: msg`This browser cannot work out a fingerprint here. Open the page over https to check a file.`,
    className: 'text-red-800',
  },
};

/**
 * The fingerprint of the PDF the institute issued, and a place to drop a copy: its fingerprint is
 * worked out in the browser and compared, and the file goes nowhere.
 */
export function PdfFingerprintCheck({ fingerprint }: { fingerprint: string }) {
  const { t } = useLingui();
  const inputId = useId();
  const [outcome, setOutcome] = useState<{ name: string; result: Outcome } | null>(null);
  const [dragging, setDragging] = useState(false);

  const check = async (file: File | undefined) => {
    if (!file) return;
    if (!globalThis.crypto?.subtle) return setOutcome({ name: file.name, result: 'unsupported' });
    setOutcome({ name: file.name, result: 'checking' });
    const hash = await sha256Hex(file);
    setOutcome({ name: file.name, result: hash === fingerprint ? 'original' : 'differs' });
  };
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files[0]);
  };

  return (
    <section className="card space-y-4" aria-labelledby="pdf-fingerprint">
      <h2 id="pdf-fingerprint" className="text-lg font-bold">
        <Trans>Is your PDF the original?</Trans>
      </h2>
      <div>
        <p className="text-sm font-semibold text-slate-500">
          <Trans>
            SHA-256 fingerprint of the issued PDF (the copy with the number and QR code, as this
            page serves it)
          </Trans>
        </p>
        <p className="text-ink mt-1 font-mono text-sm break-all">{fingerprint}</p>
      </div>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`focus-within:ring-brand-600 block cursor-pointer rounded-xl border-2 border-dashed px-4 py-8 text-center focus-within:ring-2 ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <span className="text-ink block font-semibold">
          <Trans>Drop a certificate PDF here, or choose one</Trans>
        </span>
        <span className="mt-1 block text-sm text-slate-600">
          <Trans>Checked in your browser: the file is not uploaded.</Trans>
        </span>
        <input
          id={inputId}
          type="file"
          accept=".pdf,application/pdf"
          className="sr-only"
          onChange={(event) => void check(event.target.files?.[0])}
        />
      </label>
      <div role="status" aria-live="polite">
        {outcome && (
          <p className={`font-semibold ${outcomes[outcome.result].className}`}>
            {t(outcomes[outcome.result].text)}
            <span className="block text-sm font-normal break-all text-slate-600">
              {outcome.name}
            </span>
          </p>
        )}
      </div>
    </section>
  );
}
