import { useState } from 'react';
import { Button } from '@portal/shared-ui';
import { LoadingWrapper, VerifiedOnly } from '@portal/shared-ui/kit';
import { FinancialStatementModal } from '../../../features/financial-statement/FinancialStatementModal';
import { financesTexts } from '../../../texts/application-finances';
import { useStatementOnFile } from './useStatementOnFile';

/**
 * Upload File: whether the Financial Statement is on file, and the financial statement modal of My Documents to send
 * one ("net worth and document date are required"). Uploading needs a verified e-mail and the right to send documents.
 */
export function StatementUpload() {
  const statement = useStatementOnFile();
  const [open, setOpen] = useState(false);

  if (!statement.mayRead || !statement.mayUpload) return <p className="profile-financial__note">{financesTexts.statementUnavailable}</p>;
  return (
    <div className="profile-financial__upload">
      <LoadingWrapper loading={statement.loading} error={statement.error} onRetry={statement.retry} loadingLabel={financesTexts.checkingStatement}>
        <p className="profile-financial__note" role="status">
          {statement.onFile ? financesTexts.statementOnFile : financesTexts.statementMissing}
        </p>
      </LoadingWrapper>
      <VerifiedOnly>
        {(trigger) => (
          <Button variant="secondary" {...(trigger ?? { onClick: () => setOpen(true) })}>
            {financesTexts.uploadStatement}
          </Button>
        )}
      </VerifiedOnly>
      <FinancialStatementModal
        open={open}
        userId={statement.userId}
        onClose={() => setOpen(false)}
        onUploaded={(documents) => {
          statement.uploaded(documents);
          setOpen(false);
        }}
      />
    </div>
  );
}
