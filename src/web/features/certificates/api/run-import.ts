import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '#common/schemas/certificate-import';
import { postWithProgress } from '#web/lib/post-with-progress';
import { certificateKeys } from './certificate-keys';
import { importFormData, type ImportFiles } from './import-form-data';

interface RunImport extends ImportFiles {
  /** Told the share of the upload sent (0 to 1); 1 means the server is issuing. */
  onProgress: (sent: number) => void;
}

/** Sends the import with its progress (lib/post-with-progress). */
const runImport = ({ onProgress, ...files }: RunImport) =>
  postWithProgress<ImportResult>('/certificate/import', importFormData(files), onProgress);

/** POST /certificate/import: issues every row, or nothing when any row has a problem. */
export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
