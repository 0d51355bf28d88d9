import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { mayStartSigning, sectionsBlockingSigning, type MissingSections } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { applicationSigningTexts } from '../../texts/application-signing';
import { MissingSectionsList } from './MissingSectionsList';

export interface ESignButtonProps {
  /** The application's missing sections; null while its profile is on its way (eSign waits for them). */
  missing: MissingSections | null;
  entityChosen: boolean;
  sending: boolean;
  onSign(): void;
}

/**
 * "The eSign button is disabled until an entity is chosen and every section is complete … Hovering lists the missing
 * sections." The button stays focusable while it may not sign (aria-disabled, not disabled: a disabled button takes
 * neither hover nor focus), so the list shows on hover and on keyboard focus alike, and its links can be reached with
 * Tab; Escape or leaving hides it. Until the missing sections are known, it says that it waits for them, in the same
 * place, at the same size: the card does not move as they arrive.
 */
export function ESignButton({ missing, entityChosen, sending, onSign }: ESignButtonProps) {
  const [shown, setShown] = useState(false);
  const listId = useId();
  const hintId = useId();
  const blocking = missing ? sectionsBlockingSigning(missing) : [];
  const allowed = missing !== null && mayStartSigning(missing, entityChosen);
  const hint = missing === null ? applicationSigningTexts.loadingApplication : !entityChosen ? applicationSigningTexts.chooseEntity : null;
  const why = blocking.length > 0 ? listId : hint ? hintId : undefined;

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setShown(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') setShown(false);
  }

  return (
    // The hover and focus that show the list, and Escape that hides it, are the button's and its list's together.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div className="profile-signing__esign" onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)} onFocus={() => setShown(true)} onBlur={onBlur} onKeyDown={onKeyDown}>
      <Button aria-disabled={!allowed || undefined} aria-describedby={why} loading={sending} className="profile-signing__esign-button" onClick={() => allowed && onSign()}>
        {applicationSigningTexts.eSign}
      </Button>
      {blocking.length > 0 ? (
        <MissingSectionsList id={listId} sections={blocking} hidden={!shown} />
      ) : (
        hint && (
          <p id={hintId} className="profile-signing__missing" hidden={!shown}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
