import { API_PREFIX, type ApiEnvelope } from '#common/api';
import type { AdminModulesDto } from '#common/schemas/lessons';
import { ApiError, inPageLanguage } from '#web/lib/api';

/**
 * POST /lessons/admin/{id}/upload through XMLHttpRequest, the one browser API that reports upload
 * progress: a lesson's video (with captions) or file. `onProgress` is told the share sent (0 to 1).
 */
export function uploadLessonFile(
  lessonId: string,
  files: { file: File; captions?: File },
  onProgress: (sent: number) => void,
): Promise<ApiEnvelope<AdminModulesDto>> {
  const form = new FormData();
  form.append('file', files.file);
  if (files.captions) form.append('captions', files.captions);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_PREFIX}/lessons/admin/${encodeURIComponent(lessonId)}/upload`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, ''));
    request.onload = async () => {
      const envelope = request.response as ApiEnvelope<AdminModulesDto> | null;
      if (request.status >= 200 && request.status < 300 && envelope?.success)
        resolve(await inPageLanguage(envelope));
      else
        reject(
          await inPageLanguage(
            new ApiError(request.status, envelope?.message ?? '', envelope?.errors),
          ),
        );
    };
    request.send(form);
  });
}
