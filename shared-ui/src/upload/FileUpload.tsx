import {
  fileRefusal,
  transportMessages,
  UPLOAD_CANCEL_AFTER_MS,
  uploadMessages,
  type EndpointInput,
  type EndpointResponse,
  type UploadEndpoint,
  type UploadInput,
} from '@portal/shared-contracts';
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type ChangeEvent, type DragEvent, type Ref } from 'react';
import { PortalRequestError, Button, uiTexts, usePortal } from '@portal/shared-ui';
import { classNames } from '../class-names';

/** For pages that receive files some other way (a drop elsewhere, a generated file, the kit's samples). */
export interface FileUploadHandle {
  addFiles(files: Iterable<File>): void;
}

export interface FileUploadProps<E extends UploadEndpoint> {
  /** What is uploaded ("Insurance files"); names the file input. */
  label: string;
  /** The contract's upload endpoint the files go to, through `portal.api.upload`. */
  endpoint: E;
  /** The endpoint's params, query and body fields, sent with every file. */
  input: EndpointInput<E>;
  /** The endpoint's file field the files go in; its rule (types, limits) checks each file before it is sent. */
  field: keyof E['files'] & string;
  hint?: string;
  multiple?: boolean;
  /** The file types offered by the picker (`.pdf,.xlsx`); the field's types by default. The rule applies whatever is picked. */
  accept?: string;
  disabled?: boolean;
  /** After each successful upload, with the endpoint's answer (refresh a list). */
  onUploaded?(file: File, stored: EndpointResponse<E>): void;
  ref?: Ref<FileUploadHandle>;
  className?: string;
}

type UploadStatus = 'refused' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

interface UploadItem {
  id: number;
  file: File;
  status: UploadStatus;
  /** Percent sent, or null while unknown. */
  progress: number | null;
  /** "a cancel button appears after 30 seconds of uploading", with the slow-upload warning. */
  slow: boolean;
  message?: string;
}

function failureText(error: unknown): string {
  if (!(error instanceof PortalRequestError)) return transportMessages.generic;
  // The API names the file field of its refusal ("File: The file … is too big…"): the message says it once.
  return [error.message, ...error.lines.filter((line) => !line.endsWith(error.message))].join(' ');
}

let lastItemId = 0;

/**
 * Pick or drop files. Each is checked against its field's rule from the contract before anything is sent ("max
 * 25 MB, 5 MB for xls; empty files rejected", and the field's types), then uploaded through `portal.api.upload`,
 * one request per file, with a progress bar. After 30 seconds a slow upload shows the spec's warning and a
 * Cancel button; success says "Uploaded successfully"; a failure says why and offers a retry. Nothing blocks the
 * page meanwhile.
 *
 *   <FileUpload label="Kit samples" endpoint={devFileEndpoints.upload} input={{ params: { id } }} field="file" onUploaded={reload} />
 */
export function FileUpload<E extends UploadEndpoint>({
  label,
  endpoint,
  input,
  field,
  hint,
  multiple = true,
  accept,
  disabled = false,
  onUploaded,
  ref,
  className,
}: FileUploadProps<E>) {
  const { api } = usePortal();
  const rule = endpoint.files[field];
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const running = useRef(new Map<number, { controller: AbortController; timer: ReturnType<typeof setTimeout> }>());
  const labelId = useId();
  const inputId = useId();
  const chooseId = useId();
  const hintId = useId();

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const finish = useCallback((id: number) => {
    const run = running.current.get(id);
    if (run) clearTimeout(run.timer);
    running.current.delete(id);
  }, []);

  const start = useCallback(
    (id: number, file: File) => {
      const controller = new AbortController();
      const timer = setTimeout(() => update(id, { slow: true }), UPLOAD_CANCEL_AFTER_MS);
      running.current.set(id, { controller, timer });
      update(id, { status: 'uploading', progress: null, slow: false, message: undefined });
      const onProgress = (fraction: number) => {
        if (!controller.signal.aborted) update(id, { progress: Math.round(Math.min(Math.max(fraction, 0), 1) * 100) });
      };
      const sending = { ...input, files: { [field]: file } } as UploadInput<E>;
      // A promise even when `upload` throws at once, so every failure ends the same way.
      new Promise<EndpointResponse<E>>((resolve) => resolve(api.upload(endpoint, sending, { onProgress, signal: controller.signal }))).then(
        (stored) => {
          finish(id);
          if (controller.signal.aborted) return;
          update(id, { status: 'uploaded', progress: 100, slow: false, message: uploadMessages.uploaded });
          onUploaded?.(file, stored);
        },
        (error: unknown) => {
          finish(id);
          if (controller.signal.aborted) return;
          update(id, { status: 'failed', slow: false, message: failureText(error) });
        },
      );
    },
    [api, endpoint, input, field, onUploaded, update, finish],
  );

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files).map((file): UploadItem => {
        const refusal = fileRefusal(file, rule);
        return { id: ++lastItemId, file, status: refusal ? 'refused' : 'uploading', progress: null, slow: false, message: refusal ?? undefined };
      });
      setItems((current) => [...current, ...added]);
      for (const item of added) if (item.status === 'uploading') start(item.id, item.file);
    },
    [start, rule],
  );

  useImperativeHandle(ref, () => ({ addFiles }), [addFiles]);

  // Leaving the page stops its uploads: nobody would see how they end.
  useEffect(() => {
    const runs = running.current;
    return () => {
      for (const { controller, timer } of runs.values()) {
        clearTimeout(timer);
        controller.abort();
      }
      runs.clear();
    };
  }, []);

  function cancel(id: number) {
    running.current.get(id)?.controller.abort();
    finish(id);
    update(id, { status: 'cancelled', slow: false, message: uiTexts.uploadCancelled });
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    if (event.target.files) addFiles(event.target.files);
    // The same file may be chosen again (after a failure, say).
    event.target.value = '';
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (disabled) return;
    event.preventDefault();
    setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    if (disabled) return;
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

  return (
    <div className={classNames('pui-field', 'pui-file-upload', disabled && 'pui-field--disabled', className)}>
      <span id={labelId} className="pui-field__label">
        {label}
      </span>
      {hint && (
        <p id={hintId} className="pui-field__hint">
          {hint}
        </p>
      )}
      <div className={classNames('pui-file-upload__zone', dragging && 'pui-file-upload__zone--dragging')} onDragOver={onDragOver} onDragLeave={() => setDragging(false)} onDrop={onDrop}>
        <span className="pui-file-upload__prompt">{uiTexts.dropFiles}</span>
        <input
          id={inputId}
          className="pui-file-upload__input pui-visually-hidden"
          type="file"
          multiple={multiple}
          accept={accept ?? rule?.types?.map((type) => `.${type}`).join(',')}
          disabled={disabled}
          aria-labelledby={`${labelId} ${chooseId}`}
          aria-describedby={hint ? hintId : undefined}
          onChange={onChoose}
        />
        <label id={chooseId} htmlFor={inputId} className="pui-button pui-button--secondary pui-button--small pui-file-upload__choose">
          {uiTexts.chooseFiles}
        </label>
      </div>
      {items.length > 0 && (
        <ul className="pui-file-upload__list">
          {items.map((item) => (
            <UploadRow key={item.id} item={item} onCancel={() => cancel(item.id)} onRetry={() => start(item.id, item.file)} />
          ))}
        </ul>
      )}
    </div>
  );
}

interface UploadRowProps {
  item: UploadItem;
  onCancel(): void;
  onRetry(): void;
}

function UploadRow({ item, onCancel, onRetry }: UploadRowProps) {
  const { file, status, progress, slow, message } = item;
  if (status === 'refused') {
    return (
      <li className="pui-file-upload__item pui-file-upload__item--refused">
        <span className="pui-file-upload__name">{file.name}</span>
        <p role="alert" className="pui-file-upload__message">
          {message}
        </p>
      </li>
    );
  }
  return (
    <li className={`pui-file-upload__item pui-file-upload__item--${status}`}>
      <span className="pui-file-upload__name">{file.name}</span>
      {status === 'uploading' && (
        <div className="pui-file-upload__progress">
          <progress className="pui-progress" max={100} value={progress ?? undefined} aria-valuenow={progress ?? undefined} aria-label={uiTexts.uploadProgress(file.name)} />
          <span className="pui-file-upload__percent" aria-hidden="true">
            {progress === null ? '' : `${progress}%`}
          </span>
        </div>
      )}
      {/* One polite region per file, present from the start, so each change of its state is announced. */}
      <p className="pui-file-upload__message" aria-live="polite">
        {slow ? uploadMessages.slow : status === 'uploading' ? '' : message}
      </p>
      {slow && status === 'uploading' && (
        <Button variant="secondary" size="small" aria-label={uiTexts.cancelUpload(file.name)} onClick={onCancel}>
          {uiTexts.cancel}
        </Button>
      )}
      {(status === 'failed' || status === 'cancelled') && (
        <Button variant="secondary" size="small" aria-label={uiTexts.retryUpload(file.name)} onClick={onRetry}>
          {uiTexts.retry}
        </Button>
      )}
    </li>
  );
}
