import { KitDataSection } from './KitDataSection';
import { KitFeedbackSection } from './KitFeedbackSection';
import { KitFormsSection } from './KitFormsSection';
import { KitLayoutSection } from './KitLayoutSection';
import { KitUploadSection } from './KitUploadSection';
import './portal-kit.css';

/**
 * Every shared-ui building block in its states, for the teams who build pages and for accessibility scans.
 * Tables, charts and forms work on sample data; the upload section alone calls the API, with the signed-in
 * person's kit samples (lower environments only, as the page itself).
 */
export function PortalKitPage() {
  return (
    <section className="portal-page portal-kit" aria-labelledby="portal-kit-title">
      <h1 id="portal-kit-title">Portal kit</h1>
      <p className="portal-kit__intro">The building blocks of shared-ui with their states: empty, invalid, disabled, loading and failed.</p>
      <KitFormsSection />
      <KitLayoutSection />
      <KitDataSection />
      <KitUploadSection />
      <KitFeedbackSection />
    </section>
  );
}
