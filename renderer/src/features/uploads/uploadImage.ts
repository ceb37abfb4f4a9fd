import { ACCEPTED_IMAGE_TYPES } from '../../../../shared/posts';

/** Only png, jpeg and gif (product-spec.md section 5); the server checks the bytes again. */
export const isAcceptedImage = (file: File) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);

/**
 * Uploads a post image and reports progress in percent. XMLHttpRequest rather than fetch:
 * only it reports upload progress. Resolves with the stored image's URL.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { url?: string } | null;
      if (request.status === 201 && body?.url) resolve(body.url);
      else reject(new Error(`Upload failed with status ${request.status}`));
    };
    request.onerror = () => reject(new Error('Upload failed: network error'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
