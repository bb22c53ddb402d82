import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '#common/schemas/certificate-import';
import { api } from '#web/lib/api';
import { importFormData, type ImportFiles } from './import-form-data';

const previewImport = (files: ImportFiles) =>
  api.post<ImportPreview>('/certificate/import/preview', importFormData(files), { quiet: true });

/** POST /certificate/import/preview: every row and its problems; nothing is stored. */
export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
