import { text } from 'node:stream/consumers';
import type { FileStore } from '../files/file-store';
import type { ESignature, SigningRequest } from './e-signature';

/**
 * DocuSign's embedded signing, for production: an envelope with the document and one embedded signer (a
 * `clientUserId`), then the recipient view, whose address the portal frames; DocuSign returns to `returnUrl`.
 * DocuSign Connect then posts the completed envelope (with `customFields.reference`) to the deployment's webhook,
 * which hands the signed PDF to the area's handler. Not exercised by the tests beyond its configuration.
 */
export class DocuSignESignature implements ESignature {
  constructor(
    private readonly settings: { baseUrl: string; accountId: string; accessToken: string },
    private readonly store: FileStore,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async start(request: SigningRequest): Promise<{ signingUrl: string }> {
    const pdf = Buffer.from(await text(this.store.read(request.document.storageKey)), 'latin1');
    const recipient = { email: request.signer.email, name: request.signer.name, clientUserId: String(request.signer.userId), recipientId: '1' };
    const envelope = await this.post<{ envelopeId: string }>('/envelopes', {
      status: 'sent',
      emailSubject: request.document.name,
      documents: [{ documentId: '1', name: request.document.name, fileExtension: 'pdf', documentBase64: pdf.toString('base64') }],
      recipients: { signers: [{ ...recipient, tabs: { signHereTabs: [{ anchorString: 'Signature:', anchorXOffset: '80', anchorUnits: 'pixels' }] } }] },
      customFields: { textCustomFields: [{ name: 'reference', value: request.reference, show: 'false' }] },
    });
    const view = await this.post<{ url: string }>(`/envelopes/${envelope.envelopeId}/views/recipient`, {
      ...recipient,
      authenticationMethod: 'none',
      returnUrl: request.returnUrl,
    });
    return { signingUrl: view.url };
  }

  private async post<T>(path: string, body: unknown): Promise<T> {
    const response = await this.fetchImpl(`${this.settings.baseUrl}/v2.1/accounts/${this.settings.accountId}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.settings.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`DocuSign answered ${response.status} to ${path}`);
    return (await response.json()) as T;
  }
}
