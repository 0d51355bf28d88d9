import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names';

export interface PageProps {
  /** The h1: the route's title (`routeByName(name).title`), or the words the specification gives the page. */
  title: string;
  /** Controls at the end of the title's line (a Search Mode switch, "+ New Payment Method", Refresh). */
  actions?: ReactNode;
  /** For tables with many columns. */
  wide?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * The frame of a signed-in page a remote renders: a section named by its h1, with the page's controls beside the
 * title; centred, with room at the sides on phones. Every area's pages use it, so they line up alike.
 */
export function Page({ title, actions, wide = false, className, children }: PageProps) {
  const titleId = useId();
  return (
    <section className={classNames('pui-page', wide && 'pui-page--wide', className)} aria-labelledby={titleId}>
      <header className="pui-page__header">
        <h1 id={titleId} className="pui-page__title">
          {title}
        </h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
