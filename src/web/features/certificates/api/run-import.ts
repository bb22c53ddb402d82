import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PREFIX, type ApiEnvelope } from '#common/api';
import type { ImportResult } from '#common/schemas/certificate-import';
import { ApiError, inPageLanguage } from '#web/lib/api';
import { certificateKeys } from './certificate-keys';
import { importFormData, type ImportFiles } from './import-form-data';

interface RunImport extends ImportFiles {
  /** Told the share of the upload sent (0 to 1); 1 means the server is issuing. */
  onProgress: (sent: number) => void;
}

/**
 * Sends the import through XMLHttpRequest, the one browser API that reports upload progress. A
 * failure is an `ApiError` with the server's message, or with none (status 0: the server could
 * not be reached), for the screen to say in its own words.
 */
function runImport({ onProgress, ...files }: RunImport): Promise<ApiEnvelope<ImportResult>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_PREFIX}/certificate/import`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onerror = () => reject(new ApiError(0, ''));
    request.onload = async () => {
      const envelope = request.response as ApiEnvelope<ImportResult> | null;
      if (request.status >= 200 && request.status < 300 && envelope?.success)
        resolve(await inPageLanguage(envelope));
      else
        reject(
          await inPageLanguage(
            new ApiError(request.status, envelope?.message ?? '', envelope?.errors),
          ),
        );
    };
    request.send(importFormData(files));
  });
}

/** POST /certificate/import: issues every row, or nothing when any row has a problem. */
export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
