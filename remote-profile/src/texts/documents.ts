/**
 * The portal's own words on the My Documents page, where the specification gives none. The texts it states ("No
 * Documents added.", "1098 Mortgage Interest Statement", "All fields are required.", the bank statements' month rule,
 * "Uploaded successfully" and the slow-upload warning) come from the contract: `documentMessages`, `documentTypeLabel`,
 * `uploadMessages`.
 */
export const documentTexts = {
  loadingDocuments: 'Loading your documents…',
  // The table: "type and submitted count".
  tableLabel: 'My documents',
  type: 'Type',
  submittedCount: 'Submitted',
  openHint: 'Select a document to see the files you sent.',
  // The sent-files modal: "per file, submitted date, expiration, status and a download link".
  sentFiles: (type: string) => `Sent files: ${type}`,
  sentFilesTable: 'Files you sent',
  noFilesSent: 'No files sent yet.',
  downloadTemplate: 'Download the blank form',
  downloadZip: 'Download all files (zip)',
  // Upload: "Upload needs a verified e-mail".
  upload: 'Upload a document',
  documentType: 'Document type',
  filesFor: (type: string) => `Files for ${type}`,
  uploadBankStatements: 'Upload bank statements',
  uploadFinancialStatement: 'Upload financial statement',
  // The bank statement package modal: "two files with two dates".
  bankStatementPackage: 'Bank statement package',
  bankStatementIntro: 'Send two bank statements, each with the closing date printed on it.',
  statementFile: (position: 1 | 2) => `Bank statement ${position}`,
  statementDate: (position: 1 | 2) => `Date of bank statement ${position}`,
  sendStatements: 'Upload statements',
  // The financial statement modal: "net worth and document date are required".
  financialStatement: 'Financial statement',
  netWorth: 'Net worth',
  documentDate: 'Document date',
  financialStatementFile: 'Financial statement file',
  sendFinancialStatement: 'Upload statement',
} as const;
