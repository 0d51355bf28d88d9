/**
 * The words of the building blocks themselves (spinner, close buttons, default dialog answers). The
 * specification is silent on them, so they live here rather than in the contract; every text the
 * specification states comes from `@portal/shared-contracts`.
 */
export const uiTexts = {
  loading: 'Loading…',
  close: 'Close',
  dismissMessage: 'Dismiss message',
  confirm: 'Yes',
  cancel: 'Cancel',
} as const;
