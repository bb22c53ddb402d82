import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { paths } from '#common/paths';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { checkInCodeQuery } from '../api/attendance';
import './messages';

/** The code's QR image (SVG), made in the browser; `qrcode` loads with this screen only. */
function useQrImage(text: string | undefined) {
  const [image, setImage] = useState('');
  useEffect(() => {
    if (!text) return;
    let live = true;
    void import('qrcode').then(async (QRCode) => {
      const svg = await QRCode.toString(text, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      });
      if (live) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return image;
}

/**
 * The class's check-in code for the students' phones (decision 058): a QR code that opens the
 * check-in page, and the same six digits large beside it, both new every 15 seconds.
 */
export function CheckInQr({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const { data, isError, refetch } = useQuery(checkInCodeQuery(sessionId));
  const image = useQrImage(data?.url);
  const address = `${window.location.host}${paths.checkIn.path}`;
  if (isError)
    return (
      <LoadError title={t`The check-in code could not be loaded.`} onRetry={() => void refetch()} />
    );
  if (!data) return <PageLoading />;
  return (
    <div className="flex flex-col items-center gap-4 rounded border p-4 sm:flex-row sm:justify-center">
      {image ? (
        <img src={image} alt={t`QR code to check in`} className="size-56 sm:size-64" />
      ) : (
        <div className="size-56 sm:size-64" aria-hidden="true" />
      )}
      <div className="text-center">
        <p className="text-sm text-slate-600">{t`Or type this code at ${address}`}</p>
        <p
          className="font-mono text-5xl font-bold tracking-[0.2em]"
          data-testid="check-in-code"
          aria-live="polite"
        >
          {data.code}
        </p>
        <p className="mt-2 text-sm text-slate-600">{t`The code changes every 15 seconds.`}</p>
      </div>
    </div>
  );
}
