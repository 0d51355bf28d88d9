import { Form } from 'react-final-form';
import { DOCUMENT_TYPES, documentEndpoints, documentTypeLabel, type AccountDocumentList } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { Card, FileUpload, SelectField, VerifiedOnly, type SelectOption } from '@portal/shared-ui/kit';
import { documentTexts } from '../../texts/documents';

export interface DocumentUploadProps {
  userId: number;
  /** The types offered, in order (`uploadTypesOf`). */
  types: readonly string[];
  /** After a file of a plain type was taken, with the documents the API answered. */
  onUploaded(documents: AccountDocumentList): void;
  onBankStatements(): void;
  onFinancialStatement(): void;
}

/**
 * "Upload needs a verified e-mail. The Bank Statement type opens a special bank statement package modal; the Financial
 * Statement type opens the financial statement modal" (spec 002 §2.2). The unverified get the not-verified popover
 * with Resend Link instead of the form.
 */
export function DocumentUpload(props: DocumentUploadProps) {
  return (
    <Card title={documentTexts.upload} className="profile-documents__upload">
      <VerifiedOnly>
        {(trigger) =>
          trigger ? (
            <Button variant="secondary" {...trigger}>
              {documentTexts.upload}
            </Button>
          ) : (
            <UploadByType {...props} />
          )
        }
      </VerifiedOnly>
    </Card>
  );
}

function UploadByType({ types, ...actions }: DocumentUploadProps) {
  const options: SelectOption[] = types.map((type) => ({ value: type, label: documentTypeLabel(type) }));
  return (
    <Form<{ type?: string }> onSubmit={() => undefined} subscription={{ values: true }}>
      {({ values }) => (
        <div className="profile-documents__upload-form">
          <SelectField name="type" label={documentTexts.documentType} options={options} />
          {values.type && <UploadOfType key={values.type} type={values.type} {...actions} />}
        </div>
      )}
    </Form>
  );
}

/** What the chosen type asks for: a statement's modal, or files sent one by one with the type. */
function UploadOfType({ type, userId, onUploaded, onBankStatements, onFinancialStatement }: Omit<DocumentUploadProps, 'types'> & { type: string }) {
  if (type === DOCUMENT_TYPES.bankStatement) return <Button onClick={onBankStatements}>{documentTexts.uploadBankStatements}</Button>;
  if (type === DOCUMENT_TYPES.financialStatement) return <Button onClick={onFinancialStatement}>{documentTexts.uploadFinancialStatement}</Button>;
  return (
    <FileUpload
      label={documentTexts.filesFor(documentTypeLabel(type))}
      endpoint={documentEndpoints.upload}
      input={{ params: { id: userId }, body: { type } }}
      field="file"
      onUploaded={(_file, documents) => onUploaded(documents)}
    />
  );
}
