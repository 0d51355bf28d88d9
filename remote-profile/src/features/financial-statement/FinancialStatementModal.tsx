import { AccountDocumentUploadBody, DOCUMENT_TYPES, documentEndpoints, type AccountDocumentList } from '@portal/shared-contracts';
import { Button, Modal, uiTexts } from '@portal/shared-ui';
import { DateField, FileField, MoneyField, SendingProgress, ValidatedForm } from '@portal/shared-ui/kit';
import { documentTexts } from '../../texts/documents';
import { useFinancialStatementUpload, type FinancialStatementValues } from './useStatementUpload';
import './financial-statement.css';

export interface FinancialStatementModalProps {
  open: boolean;
  userId: number;
  onClose(): void;
  onUploaded(documents: AccountDocumentList): void;
}

/** The contract's upload rule reads the type: a Financial Statement needs its date and net worth. */
const INITIAL_VALUES = { type: DOCUMENT_TYPES.financialStatement };

/**
 * "the Financial Statement type opens the financial statement modal" (spec 002 §2.2), and the application's Financial
 * tab offers it for Upload File (§2.6). "Financial statement upload: net worth and document date are required" (§5):
 * the contract's `AccountDocumentUploadBody`, the rule the API applies, and one file. The form is gone once the modal
 * closes, so it opens empty.
 */
export function FinancialStatementModal({ open, onClose, ...form }: FinancialStatementModalProps) {
  return (
    <Modal open={open} title={documentTexts.financialStatement} onClose={onClose} className="profile-financial-statement">
      <FinancialStatementForm {...form} onClose={onClose} />
    </Modal>
  );
}

function FinancialStatementForm({ userId, onClose, onUploaded }: Omit<FinancialStatementModalProps, 'open'>) {
  const { progress, cancel, upload } = useFinancialStatementUpload(userId, onUploaded);
  return (
    <ValidatedForm<FinancialStatementValues & { type: string }>
      schema={AccountDocumentUploadBody}
      initialValues={INITIAL_VALUES}
      onSubmit={upload}
      submitLabel={documentTexts.sendFinancialStatement}
      aria-label={documentTexts.financialStatement}
      className="profile-financial-statement__form"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {uiTexts.cancel}
        </Button>
      }
    >
      <MoneyField name="net_worth" label={documentTexts.netWorth} required />
      <DateField name="doc_date" label={documentTexts.documentDate} required />
      <FileField name="file" label={documentTexts.financialStatementFile} rule={documentEndpoints.upload.files.file} required />
      {progress && <SendingProgress {...progress} onCancel={cancel} />}
    </ValidatedForm>
  );
}
