import { renderToStaticMarkup } from 'react-dom/server';
import { PUBLIC_FRAME_SITE } from '@portal/shared-contracts';
import { PublicLayout } from './PublicLayout';

/**
 * The public frame as static HTML, for the build to write as PUBLIC_FRAME_FILE: the layout a signed-out visitor
 * sees, with nothing in it yet (the page is the remote's, which the JavaScript brings), linking to PUBLIC_FRAME_SITE.
 */
export function publicFrameMarkup(): string {
  return renderToStaticMarkup(<PublicLayout marketingSiteUrl={PUBLIC_FRAME_SITE}>{null}</PublicLayout>);
}
