import type { ReactNode } from 'react';
import { COMPANY } from '@portal/shared-contracts';

interface Props {
  marketingSiteUrl: string;
  /** Shown under the bar on every page (the version-override banner). */
  notice?: ReactNode;
  children: ReactNode;
}

/** Spec 000 §1: a public bar with a link to the marketing site, and a footer with company links, social links and a privacy notice. */
export function PublicLayout({ marketingSiteUrl, notice, children }: Props) {
  return (
    <div className="portal-public">
      <header className="portal-public__bar">
        <span className="portal-brand">{COMPANY.name}</span>
        <a className="portal-public__site-link" href={marketingSiteUrl}>
          Visit our website
        </a>
      </header>
      {notice}
      <main id="portal-main" className="portal-public__main" tabIndex={-1}>
        {children}
      </main>
      <PublicFooter marketingSiteUrl={marketingSiteUrl} />
    </div>
  );
}

function PublicFooter({ marketingSiteUrl }: { marketingSiteUrl: string }) {
  return (
    <footer className="portal-footer">
      <nav aria-label="Company">
        <ul className="portal-footer__links">
          {COMPANY.links.map((link) => (
            <li key={link.path}>
              <a href={new URL(link.path, marketingSiteUrl).href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Social media">
        <ul className="portal-footer__links">
          {COMPANY.social.map((link) => (
            <li key={link.label}>
              <a href={link.url} rel="noopener noreferrer" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="portal-footer__privacy">{COMPANY.privacyNotice}</p>
      <p className="portal-footer__copyright">{`© ${new Date().getFullYear()} ${COMPANY.name}`}</p>
    </footer>
  );
}
