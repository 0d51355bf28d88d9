/** What came back over the wire, before the transport reads it. */
export interface WireAnswer {
  status: number;
  text: string;
}

interface FormRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** Aborting it aborts the request (the deadline's signal: timeout or the caller). */
  signal: AbortSignal;
  onProgress?(fraction: number): void;
}

/**
 * The multipart body of an upload: the body's fields first, strings as they are and anything else as JSON, then
 * each file under its field's name (several files repeat the field). Fields come first so that the API can read
 * them before it streams the files.
 */
export function formDataOf(body: unknown, files: Record<string, File | readonly File[]>): FormData {
  const form = new FormData();
  if (typeof body === 'object' && body !== null) {
    for (const [name, value] of Object.entries(body)) {
      if (value !== undefined) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  for (const [field, given] of Object.entries(files)) {
    for (const file of Array.isArray(given) ? (given as readonly File[]) : [given as File]) form.append(field, file, file.name);
  }
  return form;
}

/**
 * Sends a form with XMLHttpRequest rather than fetch, because fetch cannot report upload progress. It only moves
 * bytes: the answer (or the failure to get one) is read by the transport, as for any call.
 */
export function sendForm(Xhr: typeof XMLHttpRequest, { method, url, headers, body, signal, onProgress }: FormRequest): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new Xhr();
    const abort = () => xhr.abort();
    const settle = (then: () => void) => () => {
      signal.removeEventListener('abort', abort);
      then();
    };
    xhr.open(method, url);
    // "All calls send cookies" (spec 000 §7).
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = settle(() => resolve({ status: xhr.status, text: xhr.responseText }));
    xhr.onerror = settle(() => reject(new TypeError('The upload failed: no response.')));
    xhr.onabort = settle(() => reject(new DOMException('The upload was aborted.', 'AbortError')));
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}
