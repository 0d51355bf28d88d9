import { useId, type ReactNode } from 'react';
import { routeByName, type RouteName } from '@portal/shared-contracts';
import { classNames } from '@portal/shared-ui';
import './auth-page.css';

interface AuthPageProps {
  /** The page's route: its title is the route table's, so the shell's tab title and the heading agree. */
  route: RouteName;
  /** A line under the title ('Welcome'). */
  subtitle?: string;
  wide?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The frame of every page of the area: a section named by its h1. */
export function AuthPage({ route, subtitle, wide = false, className, children }: AuthPageProps) {
  const titleId = useId();
  return (
    <section className={classNames('auth-page', wide && 'auth-page--wide', className)} aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title">
        {routeByName(route).title}
      </h1>
      {subtitle && <p className="auth-page__subtitle">{subtitle}</p>}
      {children}
    </section>
  );
}
