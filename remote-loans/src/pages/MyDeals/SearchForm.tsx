import { useId, useState, type FormEvent } from 'react';
import { LOAN_SEARCH_KEY_LABELS, LOAN_SEARCH_KEYS, loanListMessages, type LoanSearchKey } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { loanTexts } from '../../texts/loans';

export interface SearchFormProps {
  onSearch(search: { key: LoanSearchKey; value: string }): void;
}

/** "Search mode offers a text box, a selector (Address or Number) and a Submit button disabled while the text is empty" (spec 001 §2). */
export function SearchForm({ onSearch }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [key, setKey] = useState<LoanSearchKey>('address');
  const value = text.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value) onSearch({ key, value });
  }

  return (
    <form role="search" aria-label={loanTexts.searchForm} className="loans-my-deals__search" onSubmit={submit}>
      <div className="loans-my-deals__search-field">
        <label htmlFor={`${id}-text`}>{loanTexts.searchText}</label>
        <input id={`${id}-text`} type="search" className="loans-my-deals__input" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className="loans-my-deals__search-field">
        <label htmlFor={`${id}-key`}>{loanTexts.searchBy}</label>
        <select id={`${id}-key`} className="loans-my-deals__input" value={key} onChange={(event) => setKey(event.target.value as LoanSearchKey)}>
          {LOAN_SEARCH_KEYS.map((each) => (
            <option key={each} value={each}>
              {LOAN_SEARCH_KEY_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={value === ''}>
        {loanListMessages.submit}
      </Button>
    </form>
  );
}
