import type { ReactNode } from 'react';
import { COMPANY, operatingOnBehalf, profilePictureEndpoint, sessionMessages, shellMessages, showsSubmitNewLoan, sidebarFor, type SignedInBundle } from '@portal/shared-contracts';
import { classNames, downloadUrl, lazyPart, lazyPartInPlace, RouteLink, usePortal } from '@portal/shared-ui';
import { ApplicationAlert } from './ApplicationAlert';
import { BlockedSubmitNewLoanStandIn } from './BlockedSubmitNewLoan';
import { ContactCard } from './ContactCard';
import { WITHOUT_SIDEBAR_CLASS } from './frameClasses';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

// Only an unverified borrower meets it: the popover and the kit it needs stay out of everyone else's download. Its button
// holds its place meanwhile.
const UnverifiedSubmitNewLoan = lazyPartInPlace(
  () => import(/* webpackChunkName: "unverified-submit" */ './UnverifiedSubmitNewLoan').then((module) => module.UnverifiedSubmitNewLoan),
  BlockedSubmitNewLoanStandIn,
);
// The bell needs the kit (RemoteParcel) and the profile remote: the frame is drawn without waiting for either.
const NotificationsBell = lazyPart(
  () => import(/* webpackChunkName: "notifications-bell" */ './NotificationsBell').then((module) => module.NotificationsBell),
  'Loading the notifications bell…',
  'small',
);

export interface SignedInLayoutProps {
  bundle: SignedInBundle;
  pathname: string;
  /** The page's query (`?tab=3`), which tells Settings' tabs apart for the sidebar. */
  search?: string;
  /** Shown under the top bar on every page (the version-override banner). */
  notice?: ReactNode;
  children: ReactNode;
}

/** Spec 000 §2.9: top bar, sidebar of permitted items, contact card and the on-behalf banner. */
export function SignedInLayout({ bundle, pathname, search = '', notice, children }: SignedInLayoutProps) {
  const portal = usePortal();
  const onBehalf = operatingOnBehalf(bundle);
  const teamsAreaRequired = bundle.user.teams_area_required;
  const { id, picture } = bundle.user;
  // "Profile picture: a stored picture reference on the user": its address names it, so a new one is never cached.
  const pictureUrl = picture ? downloadUrl(portal.env.apiBase, profilePictureEndpoint, { params: { id, picture } }) : null;

  const logOut = async () => {
    if (await portal.ui.confirm({ title: sessionMessages.logoutQuestion, confirmLabel: 'Log out', cancelLabel: 'Cancel' })) await portal.signOut();
  };

  return (
    <div className={classNames('portal-signed-in', teamsAreaRequired && WITHOUT_SIDEBAR_CLASS)}>
      <a className="portal-skip-link" href="#portal-main">
        Skip to content
      </a>
      <header className="portal-top-bar">
        <span className="portal-brand">{COMPANY.name}</span>
        <div className="portal-top-bar__actions">
          {showsSubmitNewLoan(bundle.permissions, teamsAreaRequired) &&
            (bundle.user.verified ? (
              <RouteLink route="NewDeal" look="primary" className="portal-top-bar__submit">
                {shellMessages.submitNewLoan}
              </RouteLink>
            ) : (
              <UnverifiedSubmitNewLoan place="top-bar" />
            ))}
          {/* A box of the bell's size, so that its spinner turning into the bell moves nothing in the bar. */}
          <div className="portal-top-bar__bell">
            <NotificationsBell />
          </div>
          <UserMenu firstName={bundle.user.first_name} pictureUrl={pictureUrl}>
            {(close) => (
              <>
                <ul className="portal-user-menu__items">
                  <li>
                    <RouteLink route="Settings" onClick={close}>
                      Account Settings
                    </RouteLink>
                  </li>
                  {!teamsAreaRequired &&
                    sidebarFor(bundle.permissions).map((item) => (
                      <li key={item.label} className="portal-user-menu__mobile-item">
                        {item.route === 'NewDeal' && !bundle.user.verified ? (
                          // Blocked as in the sidebar: the guard would send the person back to My Deals without a word.
                          <UnverifiedSubmitNewLoan place="menu" />
                        ) : (
                          <RouteLink route={item.route} query={item.query} onClick={close}>
                            {item.label}
                          </RouteLink>
                        )}
                      </li>
                    ))}
                  <li>
                    <button
                      type="button"
                      className="portal-user-menu__logout"
                      onClick={() => {
                        close();
                        void logOut();
                      }}
                    >
                      Log out
                    </button>
                  </li>
                </ul>
                <ContactCard accountExecutive={bundle.accountExecutive} />
              </>
            )}
          </UserMenu>
        </div>
      </header>
      {notice}
      {onBehalf && (
        <p className="portal-banner" role="status">
          {shellMessages.onBehalfBanner(onBehalf.teamMember, onBehalf.borrower)}
        </p>
      )}
      <ApplicationAlert bundle={bundle} pathname={pathname} />
      <div className="portal-signed-in__body">
        {!teamsAreaRequired && (
          <aside className="portal-signed-in__aside">
            <Sidebar permissions={bundle.permissions} pathname={pathname} search={search} blockedNewDeal={bundle.user.verified ? undefined : <UnverifiedSubmitNewLoan place="sidebar" />} />
            <ContactCard accountExecutive={bundle.accountExecutive} />
          </aside>
        )}
        <main id="portal-main" className="portal-signed-in__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
