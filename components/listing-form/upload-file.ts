/**
 * Uploads one file with XMLHttpRequest so the page can show real upload progress
 * (fetch has no upload progress events). Resolves with the JSON answer; rejects with the
 * server's message.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (percent: number) => void,
): { promise: Promise<T>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    body.append("file", file);
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = xhr.response as (T & { message?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && answer) {
        onProgress(100);
        resolve(answer);
      } else {
        reject(new Error(answer?.message ?? `Upload failed (${xhr.status}). Please try again.`));
      }
    };
    xhr.onerror = () => reject(new Error("Network error — check your connection and try again."));
    xhr.onabort = () => reject(new Error("Upload cancelled."));
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}
