import type { User } from '../../../../shared/users';

/**
 * Sends the framed avatar and reports progress in percent; resolves with the new `me`.
 * XMLHttpRequest rather than fetch: only it reports upload progress. Rejects with the
 * contract's error code when the server refuses the picture.
 */
export function uploadAvatar(image: Blob, onProgress: (percent: number) => void): Promise<User> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/users/me/avatar');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as (User & { error?: { code: string; message: string } }) | null;
      if (request.status === 200 && body?.uid) resolve(body);
      else reject(Object.assign(new Error(body?.error?.message ?? `Upload failed with status ${request.status}`), { code: body?.error?.code }));
    };
    request.onerror = () => reject(Object.assign(new Error('Upload failed: network error'), { code: 'networkError' }));
    const form = new FormData();
    form.append('file', image, image.type === 'image/jpeg' ? 'avatar.jpg' : 'avatar.png');
    request.send(form);
  });
}
