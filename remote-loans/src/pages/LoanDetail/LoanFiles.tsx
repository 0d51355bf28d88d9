import { useId } from 'react';
import {
  documentMessages,
  LOAN_DOCUMENT_STATUS_LABELS,
  loanEndpoints,
  loanListMessages,
  type LoanDocumentStatus,
  type LoanDocuments,
} from '@portal/shared-contracts';
import { EmptyState, PlainTable, useDownloadUrl } from '@portal/shared-ui/kit';
import { dayText } from '../../features/loan-format/loan-format';
import { loanTexts } from '../../texts/loans';
import { loanFileSections } from './loan-file-rows';

/** The legend's colours (spec 001 §2: "Reviewed - Approved green, Submitted Files grey, Needed Files red"), by status. */
const STATUS_OF_LEGEND: Record<(typeof loanListMessages.fileLegend)[number]['label'], LoanDocumentStatus> = {
  'Reviewed - Approved': 'approved',
  'Submitted Files': 'submitted',
  'Needed Files': 'needed',
};

function StatusMark({ status }: { status: LoanDocumentStatus }) {
  return (
    <span className={`loans-file-status loans-file-status--${status}`}>
      <span className="loans-file-status__swatch" aria-hidden="true" />
      {LOAN_DOCUMENT_STATUS_LABELS[status]}
    </span>
  );
}

/** "Legend colours for files", each colour also as words (colour is never the only signal). */
function Legend() {
  const id = useId();
  return (
    <div className="loans-detail__legend">
      <p id={id} className="loans-detail__legend-title">
        {loanTexts.legend}
      </p>
      <ul aria-labelledby={id} className="loans-detail__legend-list">
        {loanListMessages.fileLegend.map(({ label }) => (
          <li key={label}>
            <StatusMark status={STATUS_OF_LEGEND[label]} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface LoanFilesProps {
  userId: number;
  loanId: number;
  documents: LoanDocuments;
}

/**
 * 'a table "Files Submitted For This Loan"' (spec 001 §2): each document with its status in the legend's words and its
 * files to download; then the statements, PDFs the API makes from the loan's figures. A plain table, not the grid:
 * its cells hold links, which a table reaches by Tab as a page does.
 */
export function LoanFiles({ userId, loanId, documents }: LoanFilesProps) {
  const urlOf = useDownloadUrl();
  const statementsId = useId();
  const sections = loanFileSections(documents);
  const fileUrl = (fileId: number) => urlOf(loanEndpoints.file, { params: { id: userId, loan_id: loanId, file_id: fileId } });

  return (
    <div className="loans-detail__files">
      <Legend />
      {sections.length === 0 && documents.statements.length === 0 && <EmptyState text={documentMessages.noDocuments} />}
      {sections.length > 0 && (
        <PlainTable label={loanListMessages.filesSubmitted}>
          <thead>
            <tr>
              <th scope="col">{loanTexts.documentType}</th>
              <th scope="col">{loanTexts.documentStatus}</th>
              <th scope="col">{loanTexts.documentFiles}</th>
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section.title}>
              <tr>
                <th scope="rowgroup" colSpan={3}>
                  {section.title}
                </th>
              </tr>
              {section.rows.map((row) => (
                <tr key={row.key} className={`loans-detail__file-row--${row.status}`}>
                  <th scope="row">{row.name}</th>
                  <td>
                    <StatusMark status={row.status} />
                  </td>
                  <td>
                    <ul className="loans-detail__file-list">
                      {row.files.map((file) => (
                        <li key={file.id}>
                          <a href={fileUrl(file.id)} download={file.name}>
                            {file.name}
                          </a>{' '}
                          <span className="loans-detail__muted">{loanTexts.submittedOn(dayText(file.submitted))}</span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </PlainTable>
      )}
      {documents.statements.length > 0 && (
        <section className="loans-detail__statements" aria-labelledby={statementsId}>
          <h3 id={statementsId} className="loans-detail__subheading">
            {loanTexts.statements}
          </h3>
          <ul className="loans-detail__file-list">
            {documents.statements.map((statement) => (
              <li key={statement.id}>
                <a href={urlOf(loanEndpoints.statement, { params: { id: userId, loan_id: loanId, statement_id: statement.id } })} download={statement.name}>
                  {loanTexts.statementOf(dayText(statement.period_end))}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
