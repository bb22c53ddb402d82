import { API_PREFIX, type ApiEnvelope } from '#common/api';
import { ApiError, inPageLanguage } from './api';

/**
 * POSTs a form of files to the API through XMLHttpRequest, the one browser API that reports
 * upload progress: `onProgress` is told the share sent (0 to 1), 1 once all is sent and the server
 * is at work. A failure is an `ApiError` with the server's message, or with none (status 0: the
 * server could not be reached), for the screen to say in its own words.
 */
export function postWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (sent: number) => void,
): Promise<ApiEnvelope<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_PREFIX}${path}`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onerror = () => reject(new ApiError(0, ''));
    request.onload = async () => {
      const envelope = request.response as ApiEnvelope<T> | null;
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
