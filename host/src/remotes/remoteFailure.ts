import type { RemoteFailureKind } from './remoteStatus';

/** A failure with its kind, raised by the loader so single-spa's LOAD_ERROR carries a reason people can read. */
export class RemoteLoadFailure extends Error {
  constructor(
    readonly kind: RemoteFailureKind,
    detail: string,
  ) {
    super(detail);
    this.name = 'RemoteLoadFailure';
  }
}

/** Module Federation's runtime reports failures as coded messages (RUNTIME-00x) or webpack's ChunkLoadError. */
export function classifyLoadError(error: unknown): RemoteLoadFailure {
  if (error instanceof RemoteLoadFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  const name = error instanceof Error ? error.name : '';
  if (name === 'ChunkLoadError' || /RUNTIME-008|Loading (CSS )?chunk|Failed to load script/i.test(message)) return new RemoteLoadFailure('chunk-load', message);
  if (/RUNTIME-014/.test(message)) return new RemoteLoadFailure('invalid-module', message);
  if (/RUNTIME-003|RUNTIME-013/.test(message)) return new RemoteLoadFailure('invalid-manifest', message);
  return new RemoteLoadFailure('evaluation', message);
}
