import { APPLICATION_SECTION_TAB, APPLICATION_TABS, routeByName, type ApplicationSection, type ApplicationTab } from '@portal/shared-contracts';
import { useSession } from '@portal/shared-ui';
import { LoadingWrapper, Page, Tabs } from '@portal/shared-ui/kit';
import type { ReactNode } from 'react';
import { ReviewAndSubmit } from '../../features/application-signing/ReviewAndSubmit';
import { applicationTexts } from '../../texts/application';
import { BackgroundTab } from './Background/BackgroundTab';
import { DemographicsTab } from './Demographics/DemographicsTab';
import { EmploymentTab } from './Employment/EmploymentTab';
import { FinancialTab } from './Financial/FinancialTab';
import { IntroductionTab } from './Introduction/IntroductionTab';
import { PersonalInformationTab } from './PersonalInformation/PersonalInformationTab';
import { RealEstateTab } from './RealEstate/RealEstateTab';
import { useApplicationProfile } from './useApplicationProfile';
import { useApplicationTab } from './useApplicationTab';
import { useVerticalTabs } from './useVerticalTabs';
import './Application.css';

const SECTION_OF_TAB = Object.fromEntries(Object.entries(APPLICATION_SECTION_TAB).map(([section, tab]) => [tab, section])) as Record<number, ApplicationSection>;

export interface ApplicationProps {
  /** SignApplication opens the application on its last tab ("sets the application tab index to 7"). */
  openOn?: number;
}

/**
 * BorrowerApplication, `/borrower_application?tab=n` (spec 002 §2.4): the eight tabs, each kept mounted once shown so
 * that nothing typed is lost by switching, vertical on wide windows, a tab in error style while its section is missing.
 */
export function Application({ openOn }: ApplicationProps) {
  const userId = useSession((state) => state.bundle?.user.id) ?? 0;
  const { loading, error, retry, profile, saved } = useApplicationProfile(userId);
  const { active, showTab, next } = useApplicationTab(profile?.missing ?? null, openOn);
  const vertical = useVerticalTabs();
  const title = routeByName('BorrowerApplication').title;
  const panels: Record<ApplicationTab, ReactNode> | null = profile && {
    Introduction: <IntroductionTab value={profile.agreement} onSaved={(agreement) => saved({ agreement })} onNext={next} />,
    'Personal Information': <PersonalInformationTab value={profile.contact} onSaved={(contact) => saved({ contact })} onNext={next} />,
    'Employment Information': <EmploymentTab value={profile.employment} onSaved={(employment) => saved({ employment })} onNext={next} />,
    Financial: <FinancialTab value={profile.finances} assets={profile.assets} liabilities={profile.liabilities} onSaved={(part) => saved(part)} onNext={next} />,
    'Background Information': <BackgroundTab value={profile.declarations} onSaved={(declarations) => saved({ declarations })} onNext={next} />,
    Demographics: <DemographicsTab value={profile.demographics} onSaved={(demographics) => saved({ demographics })} onNext={next} />,
    'Real Estate': <RealEstateTab experience={profile.realEstateExperience} operations={profile.realEstateOperation} onSaved={(part) => saved(part)} onNext={next} />,
    'Review & Submit Application': <ReviewAndSubmit missing={profile.missing} signed={profile.application?.signed === true} onSigned={(application) => saved({ application })} />,
  };

  return (
    <Page title={title} wide>
      <LoadingWrapper loading={loading} error={error} onRetry={retry} loadingLabel={applicationTexts.loading}>
        {profile && panels && (
          <Tabs
            label={title}
            keepMounted
            orientation={vertical ? 'vertical' : 'horizontal'}
            className="profile-application"
            activeIndex={active}
            onChange={showTab}
            tabs={APPLICATION_TABS.map((label, index) => {
              const section = SECTION_OF_TAB[index];
              return { label, content: panels[label], invalid: section !== undefined && section !== 'application' && profile.missing[section], invalidLabel: applicationTexts.tabNeedsWork };
            })}
          />
        )}
      </LoadingWrapper>
    </Page>
  );
}
