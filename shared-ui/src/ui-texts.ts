/**
 * The words of the building blocks themselves (spinner, close buttons, default dialog answers, pagers, upload
 * buttons). The specification is silent on them, so they live here rather than in the contract; every text the
 * specification states comes from `@portal/shared-contracts`.
 */
export const uiTexts = {
  loading: 'Loading…',
  close: 'Close',
  dismissMessage: 'Dismiss message',
  confirm: 'Yes',
  cancel: 'Cancel',
  // Retry buttons: the spec's loading wrapper has "a retry icon"; this is its accessible name.
  retry: 'Retry',
  // A page whose code did not arrive (lazyPage): the catalogue's "Unable to load data" is about a panel's data.
  pageNotLoaded: 'This page could not be loaded.',
  // An area, a page or a parcel that could not be loaded or shown (RemoteFallback).
  tryAgain: 'Try again',
  stillWorks: 'Try again in a moment. The rest of the portal still works.',
  errorKind: (kind: string) => `Error kind: ${kind}`,
  // Form fields.
  requiredField: 'required',
  selectPlaceholder: 'Select…',
  yes: 'Yes',
  no: 'No',
  dateFormat: 'MM/DD/YYYY',
  dateNotBefore: (earliest: string) => `Please enter a date on or after ${earliest}.`,
  characterCount: (used: number, max: number) => `${used} / ${max}`,
  // Wizard.
  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  // Data table.
  filter: 'Filter',
  pagination: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  page: (page: number) => `Page ${page}`,
  // File upload.
  dropFiles: 'Drag and drop files here, or',
  chooseFiles: 'Choose files',
  uploadProgress: (file: string) => `Uploading ${file}`,
  uploadCancelled: 'Upload cancelled.',
  cancelUpload: (file: string) => `Cancel ${file}`,
  retryUpload: (file: string) => `Retry ${file}`,
  sendingFiles: 'Sending the files',
  // Files held in a form until it is sent (FilesField).
  filesChosen: 'Files to send',
  removeFile: (file: string) => `Remove ${file}`,
  tooManyFiles: (most: number) => `At most ${most} files can be sent with one request.`,
  cancelSending: 'Cancel the upload',
} as const;
