import { UPLOAD_CANCEL_AFTER_MS, uploadMessages } from '@portal/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../button/Button';
import { uiTexts } from '../ui-texts';

/** A request on its way with files: how far it is, and whether it has been going for 30 seconds. */
export interface Sending {
  /** Percent sent; null until the first report. */
  percent: number | null;
  /** "a cancel button appears after 30 seconds of uploading", with the slow-upload warning. */
  slow: boolean;
}

/** What `run` hands the work: give both to `portal.api.upload` (its `onProgress` and `signal`). */
export interface SendingControls {
  onProgress(fraction: number): void;
  signal: AbortSignal;
}

/**
 * One form sent with its files as one request (a bank statement package, a loan action): its progress, and after 30
 * seconds the spec's warning and a Cancel that aborts it. Leaving the page aborts it too. A cancelled request rejects
 * with an `AbortError` (`isAbort`), which says nothing: the person chose it.
 *
 *   const sending = useSending();
 *   await sending.run((upload) => portal.api.upload(endpoint, input, files, upload));
 *   {sending.state && <SendingProgress {...sending.state} onCancel={sending.cancel} />}
 */
export function useSending() {
  const [state, setState] = useState<Sending | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  async function run<T>(work: (upload: SendingControls) => Promise<T>): Promise<T> {
    controller.current = new AbortController();
    setState({ percent: null, slow: false });
    const timer = setTimeout(() => setState((now) => now && { ...now, slow: true }), UPLOAD_CANCEL_AFTER_MS);
    try {
      return await work({ signal: controller.current.signal, onProgress: (fraction) => setState((now) => now && { ...now, percent: Math.round(fraction * 100) }) });
    } finally {
      clearTimeout(timer);
      setState(null);
    }
  }
  return { state, run, cancel: () => controller.current?.abort() };
}

/** The request was cancelled by the person (`useSending`'s Cancel): nothing to report. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function SendingProgress({ percent, slow, onCancel, label = uiTexts.sendingFiles }: Sending & { onCancel(): void; label?: string }) {
  return (
    <div className="pui-sending">
      <progress max={100} value={percent ?? undefined} aria-label={label} />
      {slow && (
        <>
          <p role="alert">{uploadMessages.slow}</p>
          <Button variant="secondary" onClick={onCancel}>
            {uiTexts.cancelSending}
          </Button>
        </>
      )}
    </div>
  );
}
