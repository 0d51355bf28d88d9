import { useState } from 'react';
import { myDocumentsRows, routeByName, type AccountDocumentList } from '@portal/shared-contracts';
import { LoadingWrapper, Page } from '@portal/shared-ui/kit';
import { documentTexts } from '../../texts/documents';
import { BankStatementPackageModal } from './BankStatementPackageModal';
import { DocumentTable } from './DocumentTable';
import { DocumentUpload } from './DocumentUpload';
import { FinancialStatementModal } from '../../features/financial-statement/FinancialStatementModal';
import { SentFilesModal } from './SentFilesModal';
import { uploadTypesOf } from './upload-types';
import { useMayUploadDocuments } from '../../features/borrower-documents/useBorrowerDocuments';
import { useMyDocuments } from './useMyDocuments';
import './MyDocuments.css';

type StatementModal = 'bank' | 'financial' | null;

/**
 * My Documents, `/my_documents` (spec 002 §2.2): the borrower's own documents in a table without the types the page
 * keeps to itself, each row opening the files sent; above it the upload, for whoever may send documents.
 */
export function MyDocuments() {
  const { userId, documents, loading, error, retry, uploaded, bankStatementsOnFile } = useMyDocuments();
  const mayUpload = useMayUploadDocuments();
  const [shownId, setShownId] = useState<number | null>(null);
  const [statement, setStatement] = useState<StatementModal>(null);
  const shown = documents?.find((document) => document.id === shownId) ?? null;

  function statementUploaded(answer: AccountDocumentList) {
    uploaded(answer);
    setStatement(null);
  }

  return (
    <Page title={routeByName('MyDocuments').title}>
      <LoadingWrapper loading={loading} error={error} onRetry={retry} loadingLabel={documentTexts.loadingDocuments}>
        {documents && userId !== undefined && (
          <div className="profile-documents">
            {mayUpload && (
              <DocumentUpload
                userId={userId}
                types={uploadTypesOf(documents)}
                onUploaded={uploaded}
                onBankStatements={() => setStatement('bank')}
                onFinancialStatement={() => setStatement('financial')}
              />
            )}
            <DocumentTable documents={myDocumentsRows(documents)} onOpen={(document) => setShownId(document.id)} />
          </div>
        )}
      </LoadingWrapper>
      {userId !== undefined && (
        <>
          <SentFilesModal document={shown} userId={userId} onClose={() => setShownId(null)} />
          <BankStatementPackageModal
            open={statement === 'bank'}
            userId={userId}
            statementsOnFile={bankStatementsOnFile}
            onClose={() => setStatement(null)}
            onUploaded={statementUploaded}
          />
          <FinancialStatementModal open={statement === 'financial'} userId={userId} onClose={() => setStatement(null)} onUploaded={statementUploaded} />
        </>
      )}
    </Page>
  );
}
