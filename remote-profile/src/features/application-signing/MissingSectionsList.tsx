import { APPLICATION_SECTION_LABELS, APPLICATION_SECTION_TAB, type ApplicationSection } from '@portal/shared-contracts';
import { RouteLink } from '@portal/shared-ui';
import { applicationSigningTexts } from '../../texts/application-signing';

export interface MissingSectionsListProps {
  id: string;
  sections: readonly ApplicationSection[];
  hidden: boolean;
}

/** "Hovering lists the missing sections": each a link to the application's tab that holds it. */
export function MissingSectionsList({ id, sections, hidden }: MissingSectionsListProps) {
  return (
    <div id={id} className="profile-signing__missing" hidden={hidden}>
      <p className="profile-signing__missing-title">{applicationSigningTexts.missingSections}</p>
      <ul>
        {sections.map((section) => (
          <li key={section}>
            <RouteLink route="BorrowerApplication" query={{ tab: APPLICATION_SECTION_TAB[section] }}>
              {APPLICATION_SECTION_LABELS[section]}
            </RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
