import type { Database } from '../db/database';
import type { FileStore } from '../files/file-store';
import { DocuSignESignature } from './docusign-e-signature';
import type { ESignature } from './e-signature';
import type { ESignatureSettings } from './e-signature-settings';
import { localESignature } from './local-e-signature';

/** A deployment that set no provider: every signing fails, and the log says why. */
const noProvider: ESignature = {
  start: () => Promise.reject(new Error('No e-signature provider is configured: set ESIGNATURE_PROVIDER.')),
};

export function configuredESignature(settings: ESignatureSettings, db: Database, store: FileStore): ESignature {
  if (settings.provider === 'local') return localESignature(db, store);
  return settings.provider === 'docusign' ? new DocuSignESignature(settings, store) : noProvider;
}
