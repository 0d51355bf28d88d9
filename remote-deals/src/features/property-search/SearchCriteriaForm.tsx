import type { FormEvent } from 'react';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import {
  PROPERTY_ADDRESS_SEARCH_MAX_LENGTH,
  PROPERTY_SEARCH_MODE_LABELS,
  PROPERTY_SEARCH_MODES,
  PropertySearchCriteria,
  type PropertySearchInput,
  type PropertySearchMode,
} from '@portal/shared-contracts';
import { Button, TextField } from '@portal/shared-ui';
import { ChoiceField, Refusal } from '@portal/shared-ui/kit';
import { propertyTexts } from '../../texts/property';

/** "choose Address or APN" (spec 001 §2). */
const searchModes = PROPERTY_SEARCH_MODES.map((mode) => ({ value: mode, label: PROPERTY_SEARCH_MODE_LABELS[mode] }));

interface CriteriaValues {
  mode: PropertySearchMode;
  text?: string;
}

/** `{ address }` or `{ apn }`, as the mode says; nothing typed is '' (final-form leaves it out), refused as required. */
const criteriaOf = ({ mode, text }: CriteriaValues): PropertySearchInput => ({ [mode]: text ?? '' });

/** The contract's `PropertySearchCriteria` (address min 3, the APN pattern, US only), its message under the text. */
function validateCriteria(values: CriteriaValues) {
  const checked = v.safeParse(PropertySearchCriteria, criteriaOf(values));
  return checked.success ? {} : { text: checked.issues[0]?.message };
}

export interface SearchCriteriaFormProps {
  /** Runs the search with the criteria as the contract parsed them (trimmed). */
  onSearch(criteria: PropertySearchCriteria): void;
  /** A search is running: the Search button is busy. */
  searching: boolean;
  /** Why the last search failed, in the request's words. */
  failure: string | null;
}

/**
 * "choose Address or APN, search" (spec 001 §2). A form of its own inside the wizard's: the dialog is rendered in a
 * portal, but React still bubbles its submit event to the wizard's form, which would validate the step and move on;
 * so the event stops here (react-final-form's handleSubmit stops it as well; this does not rely on that). Enter in
 * the text searches, as in any form.
 */
export function SearchCriteriaForm({ onSearch, searching, failure }: SearchCriteriaFormProps) {
  return (
    <Form<CriteriaValues> onSubmit={(values) => onSearch(v.parse(PropertySearchCriteria, criteriaOf(values)))} validate={validateCriteria} initialValues={{ mode: 'address' }}>
      {({ handleSubmit, values }) => (
        <form
          role="search"
          aria-label={propertyTexts.searchFormName}
          noValidate
          className="deals-search-criteria"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.stopPropagation();
            void handleSubmit(event);
          }}
        >
          <ChoiceField name="mode" label={propertyTexts.searchBy} options={searchModes} />
          <div className="deals-search-criteria__row">
            <TextField
              name="text"
              label={PROPERTY_SEARCH_MODE_LABELS[values.mode]}
              autoComplete="off"
              spellCheck={false}
              maxLength={values.mode === 'address' ? PROPERTY_ADDRESS_SEARCH_MAX_LENGTH : undefined}
              required
              className="deals-search-criteria__text"
            />
            <Button type="submit" loading={searching} loadingLabel={propertyTexts.searching} className="deals-search-criteria__submit">
              {propertyTexts.search}
            </Button>
          </div>
          <Refusal>{failure}</Refusal>
        </form>
      )}
    </Form>
  );
}
