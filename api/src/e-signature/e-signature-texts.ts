/** The stand-in signing page's words (a provider's page has its own). */
export const esignatureTexts = {
  pageTitle: 'Sign the document',
  standIn: 'Test signing service: a typed name stands for a signature in this environment.',
  openPdf: 'Open the document (PDF)',
  typedName: 'Type your full name to sign',
  sign: 'Sign',
  alreadySigned: 'This document has already been signed.',
  signedDocument: (name: string) => name.replace(/\.pdf$/i, '') + ' - signed.pdf',
} as const;
