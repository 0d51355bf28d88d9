import { useId, useState, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { Heading, type HeadingLevel } from './heading';

export interface CollapsibleSectionProps {
  title: string;
  headingLevel?: HeadingLevel;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Controlled: open or not, and what to do when the button is pressed. */
  open?: boolean;
  onToggle?(open: boolean): void;
  className?: string;
  children: ReactNode;
}

/**
 * A section whose body shows and hides (the deal confirmation's summary sections): a heading holding a button
 * with `aria-expanded` that controls a region named by the same heading (the WAI-ARIA disclosure pattern).
 */
export function CollapsibleSection({ title, headingLevel = 3, defaultOpen = false, open, onToggle, className, children }: CollapsibleSectionProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const buttonId = useId();
  const regionId = useId();

  function toggle() {
    setOwnOpen(!isOpen);
    onToggle?.(!isOpen);
  }

  return (
    <div className={classNames('pui-collapsible', isOpen && 'pui-collapsible--open', className)}>
      <Heading level={headingLevel} className="pui-collapsible__heading">
        <button id={buttonId} type="button" className="pui-collapsible__button" aria-expanded={isOpen} aria-controls={regionId} onClick={toggle}>
          <span className="pui-collapsible__icon" aria-hidden="true" />
          {title}
        </button>
      </Heading>
      <div id={regionId} role="region" aria-labelledby={buttonId} className="pui-collapsible__body" hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}
