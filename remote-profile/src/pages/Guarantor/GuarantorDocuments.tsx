import { documentEndpoints, documentMessages, documentTypeLabel, type AccountDocument } from '@portal/shared-contracts';
import { EmptyState, useDownloadUrl } from '@portal/shared-ui/kit';
import { SentFilesTable } from '../../features/sent-files/SentFilesTable';
import { applicationSigningTexts } from '../../texts/application-signing';

export interface GuarantorDocumentsProps {
  /** The rows as the contract's `guarantorDocumentsRows` gives them. */
  documents: readonly AccountDocument[];
  userId: number;
}

/** "Next to it is a list of borrower documents": each type with the files sent for it, each file downloadable. */
export function GuarantorDocuments({ documents, userId }: GuarantorDocumentsProps) {
  const urlOf = useDownloadUrl();
  if (documents.length === 0) return <EmptyState text={documentMessages.noDocuments} />;
  return (
    <ul className="profile-guarantor__documents">
      {documents.map((document) => {
        const type = documentTypeLabel(document.type);
        return (
          <li key={document.id}>
            <h3>{type}</h3>
            {document.files.length === 0 ? (
              <p>{applicationSigningTexts.notSent}</p>
            ) : (
              <SentFilesTable
                label={applicationSigningTexts.filesOf(type)}
                files={document.files}
                hrefOf={(file) => urlOf(documentEndpoints.file, { params: { id: userId, file_id: file.id } })}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
