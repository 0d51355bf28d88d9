import { documentEndpoints, localToday, type AccountDocumentList } from '@portal/shared-contracts';
import { Button, Modal, uiTexts } from '@portal/shared-ui';
import { DateField, FileField, Refusal, SendingProgress, ValidatedForm } from '@portal/shared-ui/kit';
import { documentTexts } from '../../texts/documents';
import { bankStatementPackageErrors, type BankStatementValues } from './bank-statement-package';
import { useBankStatementPackage } from './useBankStatementPackage';

export interface BankStatementPackageModalProps {
  open: boolean;
  userId: number;
  /** The bank statements the borrower has on file: none, and the two prior months are required. */
  statementsOnFile: number;
  onClose(): void;
  onUploaded(documents: AccountDocumentList): void;
}

const STATEMENTS = [1, 2] as const;

/**
 * "The Bank Statement type opens a special bank statement package modal" (spec 002 §2.2): two statements, each a file
 * and its date, sent together as one request. The form is gone once the modal closes, so it opens empty.
 */
export function BankStatementPackageModal({ open, onClose, ...form }: BankStatementPackageModalProps) {
  return (
    <Modal open={open} title={documentTexts.bankStatementPackage} text={documentTexts.bankStatementIntro} onClose={onClose} className="profile-documents__dialog">
      <BankStatementPackageForm {...form} onClose={onClose} />
    </Modal>
  );
}

function BankStatementPackageForm({ userId, statementsOnFile, onClose, onUploaded }: Omit<BankStatementPackageModalProps, 'open'>) {
  const { progress, cancel, upload } = useBankStatementPackage(userId, onUploaded);
  return (
    <ValidatedForm<BankStatementValues>
      validate={(values) => bankStatementPackageErrors(values, { today: localToday(), statementsOnFile })}
      onSubmit={upload}
      submitLabel={documentTexts.sendStatements}
      aria-label={documentTexts.bankStatementPackage}
      className="profile-documents__form"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {uiTexts.cancel}
        </Button>
      }
    >
      {({ error, submitFailed }) => (
        <>
          {STATEMENTS.map((position) => (
            <div key={position} className="profile-documents__statement">
              <FileField name={`file${position}`} label={documentTexts.statementFile(position)} rule={documentEndpoints.bankStatementPackage.files[`file${position}`]} />
              <DateField name={`file${position}Date`} label={documentTexts.statementDate(position)} />
            </div>
          ))}
          {/* The rule on the two dates, once a send was refused. */}
          <Refusal>{submitFailed && typeof error === 'string' && error}</Refusal>
          {progress && <SendingProgress {...progress} onCancel={cancel} />}
        </>
      )}
    </ValidatedForm>
  );
}
