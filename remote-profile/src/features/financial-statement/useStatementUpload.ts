import type { SubmissionErrors } from 'final-form';
import { DOCUMENT_TYPES, documentEndpoints, uploadMessages, type AccountDocumentList, type PortalContext } from '@portal/shared-contracts';
import { fieldErrorsOf, toastRequestError, usePortal } from '@portal/shared-ui';
import { isAbort, useSending, type SendingControls } from '@portal/shared-ui/kit';

/** What the financial statement form holds: "net worth and document date are required", and the statement itself. */
export type FinancialStatementValues = {
  net_worth?: number;
  doc_date?: string;
  file?: File;
};

type Send = (api: PortalContext['api'], controls: SendingControls) => Promise<AccountDocumentList>;

/**
 * One statement form sent with its files as one request, with the kit's progress and, after 30 seconds, the spec's
 * warning and Cancel ("Bank statement package upload: a cancel button appears after 30 seconds of uploading").
 * Success says "Uploaded successfully" and hands over the documents the API answered. A refusal is toasted and its
 * field errors go under the fields; the form keeps what was typed and picked. A cancelled upload says nothing.
 * My Documents' bank statement package sends its two statements the same way.
 */
export function useStatementUpload(onUploaded: (documents: AccountDocumentList) => void) {
  const portal = usePortal();
  const sending = useSending();

  async function send(request: Send): Promise<SubmissionErrors> {
    try {
      const documents = await sending.run((controls) => request(portal.api, controls));
      portal.ui.toast('success', uploadMessages.uploaded);
      onUploaded(documents);
      return undefined;
    } catch (error) {
      if (isAbort(error)) return undefined;
      toastRequestError(portal.ui, error);
      return fieldErrorsOf(error);
    }
  }

  return { progress: sending.state, cancel: sending.cancel, send };
}

/** "upload /users/{id}/docs | type, doc_date, net_worth, file | financial statement ... upload". */
export function useFinancialStatementUpload(userId: number, onUploaded: (documents: AccountDocumentList) => void) {
  const { send, ...sending } = useStatementUpload(onUploaded);
  const upload = ({ net_worth, doc_date, file }: FinancialStatementValues) =>
    send((api, controls) =>
      api.upload(
        documentEndpoints.upload,
        { params: { id: userId }, body: { type: DOCUMENT_TYPES.financialStatement, doc_date: doc_date ?? '', net_worth: net_worth ?? '' }, files: { file: file! } },
        controls,
      ),
    );
  return { ...sending, upload };
}
