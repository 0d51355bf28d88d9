import { renderToStaticMarkup } from 'react-dom/server';
import { COMPANY } from '@portal/shared-contracts';
import { Spinner } from '@portal/shared-ui';

/**
 * The signed-in frame before anyone is known: the top bar with the lender's name, the sidebar's column, and a spinner
 * where the page will be, as SignedInLayout and RemoteArea draw them. Nothing of the person: the server that sends it
 * cannot tell who is signed in (the session is in the browser), and the shell's first render replaces it whole.
 */
export function SignedInOutline() {
  return (
    <div className="portal-signed-in">
      <header className="portal-top-bar">
        <span className="portal-brand">{COMPANY.name}</span>
      </header>
      <div className="portal-signed-in__body">
        <div className="portal-signed-in__aside" />
        <main id="portal-main" className="portal-signed-in__main" tabIndex={-1}>
          <div className="portal-remote-area">
            <div className="portal-remote-loading">
              <Spinner />
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}

/**
 * The outline as static HTML, for the build to write as SIGNED_IN_FRAME_FILE: the pages that need a signed-in person
 * paint it with the first stylesheet, some seconds before the host's scripts have run on a phone.
 */
export function signedInOutlineMarkup(): string {
  return renderToStaticMarkup(<SignedInOutline />);
}
