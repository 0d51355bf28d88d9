import { type ChartDatum, type DataTableColumn, type SelectOption } from '@portal/shared-ui/kit';
import { formatDate, formatWholeDollars } from '@portal/shared-contracts';

/** Sample data of the kit page: nothing here comes from the API (the upload section's stored files do). */

export interface SampleLoan {
  number: string;
  address: string;
  city: string;
  state: string;
  amount: number;
  funded: string;
}

const streets = ['Main St', 'Oak Ave', 'Pine Rd', 'Maple Dr', 'Cedar Ln', 'Elm St', 'Lake Blvd'];
const cities: Array<[string, string]> = [
  ['Austin', 'TX'],
  ['Denver', 'CO'],
  ['Miami', 'FL'],
  ['Phoenix', 'AZ'],
];

export const sampleLoans: SampleLoan[] = Array.from({ length: 14 }, (_, index) => {
  const [city, state] = cities[index % cities.length] ?? ['Austin', 'TX'];
  return {
    number: `LN-${2400 + index}`,
    address: `${100 + index * 7} ${streets[index % streets.length]}`,
    city,
    state,
    amount: 150000 + index * 37500,
    funded: `2024-${String((index % 12) + 1).padStart(2, '0')}-15`,
  };
});

export const loanColumns: DataTableColumn<SampleLoan>[] = [
  { header: 'Loan number', field: 'number', width: 160 },
  { header: 'Address', field: 'address', minWidth: 160 },
  { header: 'City', field: 'city' },
  { header: 'State', field: 'state', width: 90 },
  { header: 'Amount', field: 'amount', format: (value) => formatWholeDollars(Number(value)), align: 'end' },
  { header: 'Funded date', field: 'funded', format: (value) => formatDate(String(value)) },
];

export const loanStats: ChartDatum[] = [
  { label: 'In Progress', value: 3 },
  { label: 'Active', value: 5 },
  { label: 'Paid', value: 2 },
];

export const exitStrategies: SelectOption[] = [
  { value: 'sell', label: 'Sell the property' },
  { value: 'refinance', label: 'Refinance' },
  { value: 'rent', label: 'Rent' },
];

export const extensionReasons: SelectOption[] = [
  { value: 'permits', label: 'Permits took longer than expected' },
  { value: 'rehab', label: 'Rehab took longer than expected' },
  { value: 'selling', label: 'Selling the property took longer than expected' },
  { value: 'other', label: 'Other' },
];

const MB = 1024 * 1024;

/** A file of the given size; its bytes are zeros, which is all the checks and an upload need. */
export function sampleFile(name: string, bytes: number, type = 'application/pdf'): File {
  return new File(bytes > 0 ? [new ArrayBuffer(bytes)] : [], name, { type });
}

export const sampleFiles = {
  fine: () => sampleFile('insurance-policy.pdf', 2 * MB),
  tooBig: () => sampleFile('site-photos.pdf', 26 * MB),
  bigSpreadsheet: () => sampleFile('rehab-budget.xlsx', 6 * MB, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  empty: () => sampleFile('empty-scan.pdf', 0),
};

/** "1.5 MB", "320 KB", "12 bytes": a stored file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
