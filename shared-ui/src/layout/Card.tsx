import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { Heading, type HeadingLevel } from './heading';

export interface CardProps {
  title: string;
  /** Buttons or links for the card as a whole, at the end of its header. */
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
  children?: ReactNode;
}

/** A titled panel (summary cards, the contact card, the missing-documents panel), named by its title. */
export function Card({ title, actions, headingLevel = 2, className, children }: CardProps) {
  const titleId = useId();
  return (
    <section className={classNames('pui-card', className)} aria-labelledby={titleId}>
      <header className="pui-card__header">
        <Heading level={headingLevel} id={titleId} className="pui-card__title">
          {title}
        </Heading>
        {actions && <div className="pui-card__actions">{actions}</div>}
      </header>
      <div className="pui-card__body">{children}</div>
    </section>
  );
}
