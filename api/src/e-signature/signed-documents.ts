import type { SignedDocumentHandler } from './e-signature';

/**
 * Who is told that a document was signed, by the kind its reference names (`loan_request:12`). An area that asks for
 * signatures adds its handler here; the application's signing will add its own.
 */
const handlers = new Map<string, SignedDocumentHandler>();

export function onSigned(kind: string, handler: SignedDocumentHandler): void {
  handlers.set(kind, handler);
}

export async function documentSigned(...[db, reference, signed]: Parameters<SignedDocumentHandler>): Promise<void> {
  const kind = reference.split(':')[0]!;
  const handler = handlers.get(kind);
  if (!handler) throw new Error(`No one to tell that ${reference} was signed`);
  await handler(db, reference, signed);
}
