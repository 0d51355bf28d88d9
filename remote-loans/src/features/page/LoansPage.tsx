import { useId, type ReactNode } from 'react';
import { classNames } from '@portal/shared-ui';
import './loans-page.css';

interface LoansPageProps {
  /** The h1: the route's title, or the words the specification gives the page ("PENDING LOANS - SUMMARY"). */
  title: string;
  /** Controls at the end of the title's line (the Search Mode switch, "+ New Payment Method"). */
  actions?: ReactNode;
  /** For the tables with many columns (My Deals). */
  wide?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The frame of every page of the area: a section named by its h1, with the page's controls beside the title. */
export function LoansPage({ title, actions, wide = false, className, children }: LoansPageProps) {
  const titleId = useId();
  return (
    <section className={classNames('loans-page', wide && 'loans-page--wide', className)} aria-labelledby={titleId}>
      <header className="loans-page__header">
        <h1 id={titleId} className="loans-page__title">
          {title}
        </h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
