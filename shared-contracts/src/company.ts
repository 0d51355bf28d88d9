/**
 * The lender's public facts shown in the shell. The specification leaves them out ("The fallback contact
 * details themselves are not shown"); these are the portal's choice, kept in one place (see README).
 */
export const COMPANY = {
  name: 'Summit Bridge Lending',
  mainOffice: { label: 'Main office', phone: '(800) 555-0100', email: 'info@lender.example' },
  loanServicing: { label: 'Loan servicing', phone: '(800) 555-0101', email: 'servicing@lender.example' },
  /**
   * "fixed team contacts for Processing, Payments, Payoffs, Extensions and Draws (details not shown)" (spec 001 §2):
   * the loan detail's contact bar e-mails them, with the loan number in the subject.
   */
  loanTeams: [
    { label: 'Processing', email: 'processing@lender.example' },
    { label: 'Payments', email: 'payments@lender.example' },
    { label: 'Payoffs', email: 'payoffs@lender.example' },
    { label: 'Extensions', email: 'extensions@lender.example' },
    { label: 'Draws', email: 'draws@lender.example' },
  ],
  /** Paths on the marketing site, whose address comes from the environment file. */
  links: [
    { label: 'About us', path: '/about' },
    { label: 'Loan programs', path: '/loan-programs' },
    { label: 'Contact', path: '/contact' },
    { label: 'Privacy policy', path: '/privacy' },
    { label: 'Terms of use', path: '/terms' },
  ],
  social: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { label: 'Facebook', url: 'https://www.facebook.com/' },
    { label: 'Instagram', url: 'https://www.instagram.com/' },
    { label: 'X', url: 'https://x.com/' },
  ],
  privacyNotice:
    'We use the information you share with us only to review, fund and service your loans. We never sell your personal information.',
} as const;
