import { appraisalStatus, appraisalStatusLabel, LOAN_DOCUMENT_STATUS_LABELS, loanDocumentStatus } from './loan-documents';

test('"Legend colours for files: Reviewed - Approved green, Submitted Files grey, Needed Files red" (spec 001 §2)', () => {
  expect(LOAN_DOCUMENT_STATUS_LABELS).toEqual({ approved: 'Reviewed - Approved', submitted: 'Submitted Files', needed: 'Needed Files' });
  expect(loanDocumentStatus({ needed: true, submittedCount: 2, approvedCount: 1 })).toBe('approved');
  expect(loanDocumentStatus({ needed: true, submittedCount: 1, approvedCount: 0 })).toBe('submitted');
  expect(loanDocumentStatus({ needed: false, submittedCount: 1, approvedCount: 0 })).toBe('submitted');
  expect(loanDocumentStatus({ needed: true, submittedCount: 0, approvedCount: 0 })).toBe('needed');
  // Nobody asked for it and nobody filled it: nothing to list.
  expect(loanDocumentStatus({ needed: false, submittedCount: 0, approvedCount: 0 })).toBeNull();
});

test('"an appraisal status (Not ordered / Ordered / Received)" read from "appraisal (list with appraisal_ordered and appraisal_received)" (spec 001 §2, §3)', () => {
  expect(appraisalStatusLabel([])).toBe('Not ordered');
  expect(appraisalStatus([{ appraisal_ordered: null, appraisal_received: null }])).toBe('not_ordered');
  expect(appraisalStatusLabel([{ appraisal_ordered: '2026-11-02', appraisal_received: null }])).toBe('Ordered');
  expect(
    appraisalStatusLabel([
      { appraisal_ordered: '2026-10-01', appraisal_received: '2026-10-09' },
      { appraisal_ordered: '2026-11-02', appraisal_received: null },
    ]),
  ).toBe('Received');
});
