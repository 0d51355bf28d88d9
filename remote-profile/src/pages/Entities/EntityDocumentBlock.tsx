import { useId } from 'react';
import { entityEndpoints, type EntityDocumentSummary, type EntityList } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { FactList, FileUpload, useDownloadUrl, VerifiedOnly } from '@portal/shared-ui/kit';
import { SentFilesTable } from '../../features/sent-files/SentFilesTable';
import { entityTexts } from '../../texts/entities';

export interface EntityDocumentBlockProps {
  document: EntityDocumentSummary;
  userId: number;
  entityId: number;
  mayUpload: boolean;
  onUploaded(entities: EntityList): void;
}

/**
 * One document the lender asks of the entity: its counts, its files (each to download, with its submitted day and
 * review), all of them at once as a zip, and, to whom may upload, the kit's FileUpload for more of this type.
 */
export function EntityDocumentBlock({ document, userId, entityId, mayUpload, onUploaded }: EntityDocumentBlockProps) {
  const headingId = useId();
  const urlOf = useDownloadUrl();
  const { type, files } = document;
  const params = { userId, entity_id: entityId };

  return (
    <section className="profile-entity__document" aria-labelledby={headingId}>
      <h3 id={headingId} className="profile-entity__document-title">
        {type}
      </h3>
      <FactList
        numeric
        className="profile-entity__counts"
        facts={[
          { label: entityTexts.neededCount, value: document.neededCount },
          { label: entityTexts.submittedCount, value: document.submittedCount },
          { label: entityTexts.approvedCount, value: document.approvedCount },
        ]}
      />
      {files.length === 0 ? (
        <p className="profile-entity__muted">{entityTexts.noFiles}</p>
      ) : (
        <>
          <SentFilesTable label={entityTexts.filesOf(type)} files={files} hrefOf={(file) => urlOf(entityEndpoints.file, { params: { ...params, file_id: file.id } })} />
          <a className="profile-entity__zip" href={urlOf(entityEndpoints.zip, { params: { ...params, type } })} download>
            {entityTexts.downloadZip(type)}
          </a>
        </>
      )}
      {mayUpload && (
        <VerifiedOnly>
          {(trigger) =>
            trigger ? (
              <Button variant="secondary" size="small" {...trigger}>
                {entityTexts.uploadFiles(type)}
              </Button>
            ) : (
              <FileUpload
                label={entityTexts.uploadFiles(type)}
                endpoint={entityEndpoints.uploadDocuments}
                input={{ params, body: { type } }}
                field="files"
                onUploaded={(_file, entities) => onUploaded(entities)}
              />
            )
          }
        </VerifiedOnly>
      )}
    </section>
  );
}
