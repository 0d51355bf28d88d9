/** The profile area's own words, where the specification gives none. */
export const profileTexts = {
  loadingPage: 'Loading the page…',
  documentSigned: 'Document signed',
  documentSignedText: 'Your document is signed. You can close this window.',
} as const;
