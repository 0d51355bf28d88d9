import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICATION_TABS, firstApplicationTab, firstApplicationTabOfAlert, type MissingSections } from '@portal/shared-contracts';
import { useSession } from '@portal/shared-ui';

/**
 * The active tab: the `tab` query's, otherwise the first tab whose section is missing: at once the one the session's
 * application alert names (`firstApplicationTabOfAlert`), then the profile's (`firstApplicationTab`), chosen once, when
 * it arrives (saving a section must not move the borrower elsewhere; the two differ only when the session is older than
 * a save). `openOn` is SignApplication's ("sets the application tab index to 7"). Moving between tabs writes the
 * query, replacing the history entry as Settings does, so a link to another tab (the signing panel's missing
 * sections) works on this page too.
 */
export function useApplicationTab(missing: MissingSections | null, openOn?: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const alertTab = useSession((state) => (state.bundle ? firstApplicationTabOfAlert(state.bundle.alerts) : 0));
  const [firstMissing, setFirstMissing] = useState<number | null>(null);
  if (missing && firstMissing === null) setFirstMissing(firstApplicationTab(missing));
  const asked = searchParams.get('tab');
  const active = asked !== null && asked !== '' ? firstApplicationTab(missing ?? ALL_SAVED, asked) : (openOn ?? firstMissing ?? alertTab);

  function showTab(index: number) {
    if (index < 0 || index >= APPLICATION_TABS.length) return;
    setSearchParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set('tab', String(index));
        return query;
      },
      { replace: true },
    );
  }

  return { active, showTab, next: () => showTab(active + 1) };
}

const ALL_SAVED: MissingSections = {
  agreement: false,
  contact: false,
  employment: false,
  finances: false,
  declarations: false,
  demographics: false,
  realEstateExperience: false,
  application: false,
};
