import { useState } from 'react';
import { documentEndpoints, documentTypeLabel, offersZipDownload, type AccountDocument } from '@portal/shared-contracts';
import { buttonClassNames, Modal } from '@portal/shared-ui';
import { EmptyState, useDownloadUrl } from '@portal/shared-ui/kit';
import { SentFilesTable } from '../../features/sent-files/SentFilesTable';
import { documentTexts } from '../../texts/documents';

export interface SentFilesModalProps {
  /** The document whose files show; null while the modal is closed. */
  document: AccountDocument | null;
  userId: number;
  onClose(): void;
}

/**
 * "A row opens a sent-files modal with, per file, submitted date, expiration, status and a download link. A template
 * download link appears when one exists. A zip download button appears when the type is not tax returns." (spec 002
 * §2.2). Every address comes from the contract's endpoints.
 */
export function SentFilesModal({ document, userId, onClose }: SentFilesModalProps) {
  return (
    <Modal open={document !== null} title={document ? documentTexts.sentFiles(documentTypeLabel(document.type)) : ''} onClose={onClose} className="profile-documents__dialog">
      {document && <SentFiles document={document} userId={userId} />}
    </Modal>
  );
}

function SentFiles({ document, userId }: { document: AccountDocument; userId: number }) {
  const urlOf = useDownloadUrl();
  // A new address at each opening, so no cache serves an older zip of the type (the original sends the time).
  const [opened] = useState(() => Date.now());
  const { files } = document;

  return (
    <div className="profile-documents__sent">
      {files.length === 0 ? (
        <EmptyState text={documentTexts.noFilesSent} />
      ) : (
        <SentFilesTable label={documentTexts.sentFilesTable} files={files} hrefOf={(file) => urlOf(documentEndpoints.file, { params: { id: userId, file_id: file.id } })} />
      )}
      <div className="profile-documents__downloads">
        {document.linkTemplate && (
          <a href={urlOf(documentEndpoints.template, { params: { id: userId, document_id: document.id } })} download={document.linkTemplate}>
            {documentTexts.downloadTemplate}
          </a>
        )}
        {offersZipDownload(document.type) && files.length > 0 && (
          <a
            className={buttonClassNames({ variant: 'secondary' })}
            href={urlOf(documentEndpoints.zip, { params: { id: userId, type: document.type }, query: { files: files.map((file) => file.id).join(','), n: String(opened) } })}
            download
          >
            {documentTexts.downloadZip}
          </a>
        )}
      </div>
    </div>
  );
}
