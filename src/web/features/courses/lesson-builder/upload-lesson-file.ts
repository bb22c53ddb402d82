import type { ApiEnvelope } from '#common/api';
import type { AdminModulesDto } from '#common/schemas/lessons';
import { postWithProgress } from '#web/lib/post-with-progress';

/**
 * POST /lessons/admin/{id}/upload with its progress: a lesson's video (with captions) or file.
 * `onProgress` is told the share sent (0 to 1).
 */
export function uploadLessonFile(
  lessonId: string,
  files: { file: File; captions?: File },
  onProgress: (sent: number) => void,
): Promise<ApiEnvelope<AdminModulesDto>> {
  const form = new FormData();
  form.append('file', files.file);
  if (files.captions) form.append('captions', files.captions);
  return postWithProgress(
    `/lessons/admin/${encodeURIComponent(lessonId)}/upload`,
    form,
    onProgress,
  );
}
