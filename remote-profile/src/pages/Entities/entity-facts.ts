import { ENTITY_DOCUMENT_TYPES, type Entity, type EntityDocumentSummary } from '@portal/shared-contracts';

/** The entity in the path: a positive whole number, or null when the address cannot name one. */
export function entityIdOf(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * "100 Congress Ave, Suite 200, Austin, TX 78701": an address on one line, or null when none is registered (every
 * part empty), where the page says "There is no Business/Mailing address registered for this Entity!".
 */
export function addressLine({ address, unit, city, state, zipCode }: Entity['businessAddress']): string | null {
  const parts = [address, unit, city, [state, zipCode].filter((part) => part.trim()).join(' ')].map((part) => part.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The documents the entity's page lists: its own, or, while it has no list ("The default needed-document count is 8
 * when no document list exists"), the standard list, each needed and empty. An upload to one of those makes the list.
 */
export function documentsOf(entity: Pick<Entity, 'docs'>): readonly EntityDocumentSummary[] {
  return entity.docs ?? ENTITY_DOCUMENT_TYPES.map((type) => ({ type, neededCount: 1, submittedCount: 0, approvedCount: 0, files: [] }));
}
