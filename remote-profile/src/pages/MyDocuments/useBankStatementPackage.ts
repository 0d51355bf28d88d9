import { DOCUMENT_TYPES, documentEndpoints, type AccountDocumentList } from '@portal/shared-contracts';
import { useStatementUpload } from '../../features/financial-statement/useStatementUpload';
import type { BankStatementValues } from './bank-statement-package';

/** "upload /users/{id}/bank_statement_package | type, file1, file2, file1Date, file2Date | bank statements". */
export function useBankStatementPackage(userId: number, onUploaded: (documents: AccountDocumentList) => void) {
  const { send, ...sending } = useStatementUpload(onUploaded);
  const upload = ({ file1, file1Date, file2, file2Date }: BankStatementValues) =>
    send((api, controls) =>
      api.upload(
        documentEndpoints.bankStatementPackage,
        { params: { id: userId }, body: { type: DOCUMENT_TYPES.bankStatement, file1Date: file1Date ?? '', file2Date: file2Date ?? '' }, files: { file1: file1!, file2: file2! } },
        controls,
      ),
    );
  return { ...sending, upload };
}
