import { FILE_REVIEW_STATUS_LABELS, formatDate, type DocumentFile } from '@portal/shared-contracts';
import { PlainTable } from '@portal/shared-ui/kit';
import { sentFilesTexts } from '../../texts/sent-files';

export interface SentFilesTableProps {
  /** What the table lists ("Files you sent", "W-9 files"). */
  label: string;
  files: readonly DocumentFile[];
  /** The file's download address (the kit's `useDownloadUrl` on the right endpoint). */
  hrefOf(file: DocumentFile): string;
}

/**
 * Files sent for a document, the borrower's own or an entity's: "per file, submitted date, expiration, status and a
 * download link" (spec 002 §2.2). Each file downloads under its own name.
 */
export function SentFilesTable({ label, files, hrefOf }: SentFilesTableProps) {
  return (
    <PlainTable label={label}>
      <thead>
        <tr>
          <th scope="col">{sentFilesTexts.file}</th>
          <th scope="col">{sentFilesTexts.submittedOn}</th>
          <th scope="col">{sentFilesTexts.expiration}</th>
          <th scope="col">{sentFilesTexts.status}</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.id}>
            <th scope="row">
              <a href={hrefOf(file)} download={file.name}>
                {file.name}
              </a>
            </th>
            <td>{formatDate(file.submitted)}</td>
            <td>{file.expiration ? formatDate(file.expiration) : sentFilesTexts.noExpiration}</td>
            <td>{FILE_REVIEW_STATUS_LABELS[file.status]}</td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}
