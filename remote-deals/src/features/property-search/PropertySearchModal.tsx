import { useState } from 'react';
import type { FoundProperty } from '@portal/shared-contracts';
import { Button, Modal, uiTexts } from '@portal/shared-ui';
import { Refusal } from '@portal/shared-ui/kit';
import { propertyTexts } from '../../texts/property';
import { PropertySearch } from './PropertySearch';
import { emptySelectionMessage, toggledSelection } from './property-selection';
import { resultsOf, usePropertySearch } from './use-property-search';

export interface PropertySearchModalProps {
  onClose(): void;
  /** The properties to use, in their order: the first is the Main Property, the rest are crosses. Never empty. */
  onConfirm(selection: FoundProperty[]): void;
}

/**
 * The property search modal (spec 001 §2). Mount it to open it: each opening starts afresh, and closing aborts a
 * search still running. "Property selection needs at least one property": confirming nothing says which step is
 * missing, a search or a selection (spec 001 §8).
 */
export function PropertySearchModal({ onClose, onConfirm }: PropertySearchModalProps) {
  const { state, search } = usePropertySearch();
  const [selection, setSelection] = useState<FoundProperty[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);

  function toggle(property: FoundProperty) {
    setSelection((selected) => toggledSelection(selected, property));
    setRefusal(null);
  }

  function confirm() {
    const message = emptySelectionMessage(selection, resultsOf(state));
    if (message) setRefusal(message);
    else onConfirm(selection);
  }

  return (
    <Modal
      open
      title={propertyTexts.searchTitle}
      text={propertyTexts.searchExplanation}
      onClose={onClose}
      wide
      footer={
        <>
          <Refusal className="deals-property-search-modal__refusal">{refusal}</Refusal>
          <Button variant="secondary" onClick={onClose}>
            {uiTexts.cancel}
          </Button>
          <Button onClick={confirm}>{propertyTexts.useSelected}</Button>
        </>
      }
    >
      <PropertySearch state={state} onSearch={(criteria) => void search(criteria)} selection={selection} onToggle={toggle} />
    </Modal>
  );
}
