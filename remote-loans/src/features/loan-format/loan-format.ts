import { formatDate, formatDollarsAndCents, formatWholeDollars, type LoanContact, type LoanListRecord } from '@portal/shared-contracts';
import { loanTexts } from '../../texts/loans';

/** "12 Main St, Austin, TX 78701": a loan's property on one line (headers, e-mail subjects). */
export function loanAddressLine({ address, city, state, zip_code }: LoanListRecord['property']): string {
  return [address, city, [state, zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** "processor and lma (first and last name or display_name ...)" (spec 001 §3): the name a borrower reads. */
export function contactName(contact: Pick<LoanContact, 'display_name' | 'first_name' | 'last_name' | 'email'>): string {
  const display = contact.display_name?.trim();
  if (display) return display;
  const name = [contact.first_name, contact.last_name].filter((part) => part?.trim()).join(' ');
  return name || contact.email;
}

/** The lists' amounts: "in the loan list without decimals" (spec 001 §9); nothing when the lender has none yet. */
export function listAmount(amount: number | null): string {
  return amount === null ? '' : formatWholeDollars(amount);
}

/** The cards' amounts: "in estimate and balances with two decimals" (spec 001 §9); null when unknown. */
export function cardAmount(amount: number | null): string | null {
  return amount === null ? null : formatDollarsAndCents(amount);
}

/** "Dates MM/DD/YYYY" (spec 001 §9); nothing for a day not set (or not a day). */
export function dayText(value: string | null | undefined): string {
  return value ? formatDate(value) : '';
}

/** An e-mail link about a loan: the loan number in the subject, so the lender's team knows which loan it is about. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** The loan actions' header: "a header with loan number and address and optionally the maturity date" (spec 001 §2). */
export function loanActionHeader(loan: Pick<LoanListRecord, 'number' | 'property' | 'maturity_date'>): string {
  const maturity = dayText(loan.maturity_date);
  return [loanTexts.loanLine(loan.number), loanAddressLine(loan.property), maturity && loanTexts.maturityLine(maturity)].filter(Boolean).join(' · ');
}
