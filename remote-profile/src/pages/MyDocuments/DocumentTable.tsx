import { documentMessages, documentTypeLabel, type AccountDocument } from '@portal/shared-contracts';
import { DataTable, type DataTableColumn } from '@portal/shared-ui/kit';
import { documentTexts } from '../../texts/documents';

/** "A table of documents with type and submitted count"; 'A type containing 1098 is labelled "1098 Mortgage Interest Statement"'. */
const columns: readonly DataTableColumn<AccountDocument>[] = [
  { header: documentTexts.type, value: (document) => documentTypeLabel(document.type), minWidth: 200 },
  { header: documentTexts.submittedCount, field: 'submittedCount', width: 140, align: 'end' },
];

export interface DocumentTableProps {
  /** The rows as the contract's `myDocumentsRows` gives them. */
  documents: readonly AccountDocument[];
  onOpen(document: AccountDocument): void;
}

/** My Documents' table (spec 002 §2.2); a row, by click or Enter, opens its sent files. */
export function DocumentTable({ documents, onOpen }: DocumentTableProps) {
  return (
    <DataTable
      label={documentTexts.tableLabel}
      columns={columns}
      rows={documents}
      rowKey={(document) => String(document.id)}
      emptyText={documentMessages.noDocuments}
      hint={documents.length > 0 ? documentTexts.openHint : undefined}
      onRowClick={onOpen}
    />
  );
}
