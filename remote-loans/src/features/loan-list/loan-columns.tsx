import { loanListMessages, loanStatusLabel, TRANSACTION_TYPE_LABELS, type LoanListRecord, type MyDealsCategory } from '@portal/shared-contracts';
import type { DataTableColumn } from '@portal/shared-ui/kit';
import { dayText, listAmount } from '../loan-format/loan-format';
import { loanTexts } from '../../texts/loans';
import { activeLoanTones, type IndicatorCell } from './loan-tones';
import { RowActionButton } from './RowActionButton';

type Column = DataTableColumn<LoanListRecord>;

const day = (value: unknown) => dayText(value as string | null);

const number: Column = { header: loanTexts.loanNumber, field: 'number', width: 160 };
const address: Column = { header: loanTexts.address, value: (loan) => loan.property.address, minWidth: 180, flex: 2 };
const city: Column = { header: loanTexts.city, value: (loan) => loan.property.city, minWidth: 120 };
const state: Column = { header: loanTexts.state, value: (loan) => loan.property.state, width: 100 };
const type: Column = { header: loanTexts.type, value: (loan) => TRANSACTION_TYPE_LABELS[loan.transaction_type], width: 120 };
/** "category" (spec 001 §2), shown with the status labels of §3. */
const category: Column = { header: loanTexts.status, value: (loan) => loanStatusLabel(loan.loan_category), minWidth: 160 };
/** "The pending list uses loan_category as 'Loan Status'". */
const loanStatus: Column = { ...category, header: loanListMessages.loanStatus };
/** "Currency shown with thousands separators; in the loan list without decimals" (spec 001 §9). */
const amount: Column = { header: loanTexts.amount, field: 'amount', format: (value) => listAmount(value as number | null), align: 'end', width: 140 };
/** "funded date and payoff date (checklist.funded, checklist.payoff_date)". */
const fundedDate: Column = { header: loanTexts.fundedDate, value: (loan) => loan.checklist.funded, format: day, width: 140 };
const payoffDate: Column = { header: loanTexts.payoffDate, value: (loan) => loan.checklist.payoff_date, format: day, width: 140 };
const entity: Column = { header: loanTexts.entity, value: (loan) => loan.entity?.name ?? '', minWidth: 160 };
const estimatedCloseDate: Column = { header: loanTexts.estimatedCloseDate, field: 'estimated_close_date', format: day, width: 170 };
const dateEntered: Column = { header: loanTexts.dateEntered, field: 'date_entered', format: day, width: 140 };

/** The columns of spec 001 §2, for the paid list and the list of all loans. */
const ALL_LOANS_COLUMNS: readonly Column[] = [number, address, city, state, type, category, amount, fundedDate, payoffDate, entity];
/** "The pending list uses loan_category as 'Loan Status' and adds estimated_close_date and date_entered"; it has no funded or payoff day yet. */
const PENDING_COLUMNS: readonly Column[] = [number, address, city, state, type, loanStatus, amount, estimatedCloseDate, dateEntered, entity];

/** A day cell the indicators may colour, with the reason said beside the colour. */
function indicatorDay(header: string, cell: IndicatorCell, today: string): Column {
  return { header, field: cell, format: day, tone: (loan) => activeLoanTones(loan, today).cell(cell), width: 150 };
}

export interface LoanColumnOptions {
  /** The borrower's calendar day ("YYYY-MM-DD"), which the indicators count from. */
  today: string;
  /** The active rows' action button (only for those who may act: "loans.write (... row action button)"). */
  onAction?(loan: LoanListRecord): void;
}

/**
 * The columns of a My Deals table. The active list also shows the days the indicators of spec 001 §4 colour: the
 * maturity date, the last draw's date and the payment due date; an active loan has no payoff day yet.
 */
export function loanColumns(tab: MyDealsCategory, { today, onAction }: LoanColumnOptions): readonly Column[] {
  if (tab === 'in_progress') return PENDING_COLUMNS;
  if (tab !== 'active') return ALL_LOANS_COLUMNS;
  const active: Column[] = [
    number,
    address,
    city,
    state,
    type,
    category,
    amount,
    fundedDate,
    indicatorDay(loanTexts.maturityDate, 'maturity_date', today),
    indicatorDay(loanTexts.lastDrawDate, 'draw_date', today),
    indicatorDay(loanTexts.paymentDueDate, 'payment_due_date', today),
    entity,
  ];
  if (onAction) {
    active.push({
      header: loanTexts.actions,
      value: () => '',
      render: (loan) => <RowActionButton loan={loan} onAction={onAction} />,
      width: 130,
    });
  }
  return active;
}

/** The active rows' colour and its reasons ("draw older than 90 days yellow, upcoming maturity light yellow, past maturity light red"). */
export function activeRowTone(today: string) {
  return (loan: LoanListRecord) => activeLoanTones(loan, today).row;
}
