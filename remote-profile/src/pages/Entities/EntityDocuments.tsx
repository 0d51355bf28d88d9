import type { Entity, EntityList } from '@portal/shared-contracts';
import { Card } from '@portal/shared-ui/kit';
import { entityTexts } from '../../texts/entities';
import { documentsOf } from './entity-facts';
import { EntityDocumentBlock } from './EntityDocumentBlock';

export interface EntityDocumentsProps {
  entity: Entity;
  userId: number;
  /** entity.write: each document offers an upload (verified borrowers; the others get the not-verified popover). */
  mayUpload: boolean;
  /** An upload's answer: the account's entities, with this one's new counts and status. */
  onUploaded(entities: EntityList): void;
}

/** "It shows entity documents (needs entity.doc.read to see; entity.write to upload)": one block per document. */
export function EntityDocuments({ entity, userId, mayUpload, onUploaded }: EntityDocumentsProps) {
  return (
    <Card title={entityTexts.documents}>
      <div className="profile-entity__documents">
        {documentsOf(entity).map((document) => (
          <EntityDocumentBlock key={document.type} document={document} userId={userId} entityId={entity.id} mayUpload={mayUpload} onUploaded={onUploaded} />
        ))}
      </div>
    </Card>
  );
}
