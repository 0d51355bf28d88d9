import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICATION_TABS, firstApplicationTab, type MissingSections } from '@portal/shared-contracts';

/**
 * The active tab: the `tab` query's, otherwise the first tab whose section is missing (`firstApplicationTab`), chosen
 * once, when the profile arrives (saving a section must not move the borrower elsewhere). `openOn` is SignApplication's
 * ("sets the application tab index to 7"). Moving between tabs writes the query, replacing the history entry as
 * Settings does, so a link to another tab (the signing panel's missing sections) works on this page too.
 */
export function useApplicationTab(missing: MissingSections | null, openOn?: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [firstMissing, setFirstMissing] = useState<number | null>(null);
  if (missing && firstMissing === null) setFirstMissing(firstApplicationTab(missing));
  const asked = searchParams.get('tab');
  const active = asked !== null && asked !== '' ? firstApplicationTab(missing ?? ALL_SAVED, asked) : (openOn ?? firstMissing ?? 0);

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
