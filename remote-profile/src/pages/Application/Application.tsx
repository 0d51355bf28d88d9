import { APPLICATION_SECTION_TAB, APPLICATION_TABS, routeByName, type ApplicationProfile, type ApplicationSection, type ApplicationTab } from '@portal/shared-contracts';
import { useSession } from '@portal/shared-ui';
import { LoadingWrapper, Page, Tabs } from '@portal/shared-ui/kit';
import type { ReactNode } from 'react';
import { ReviewAndSubmit } from '../../features/application-signing/ReviewAndSubmit';
import { applicationTexts } from '../../texts/application';
import { BackgroundTab, backgroundWords } from './Background/BackgroundTab';
import { DemographicsTab, demographicsWords } from './Demographics/DemographicsTab';
import { EmploymentTab } from './Employment/EmploymentTab';
import { FinancialTab, financialWords } from './Financial/FinancialTab';
import { IntroductionTab } from './Introduction/IntroductionTab';
import { PersonalInformationTab, personalWords } from './PersonalInformation/PersonalInformationTab';
import { RealEstateTab } from './RealEstate/RealEstateTab';
import { TabWithWords, type TabWords } from './TabWithWords';
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
 * The tabs, the Introduction (words, and a checkbox that starts unchecked while its section is missing) and the
 * signing show at once, on the tab the session names; the other tabs' forms once the profile has arrived, which
 * settles the tab.
 */
export function Application({ openOn }: ApplicationProps) {
  const userId = useSession((state) => state.bundle?.user.id) ?? 0;
  const { loading, error, retry, profile, saved } = useApplicationProfile(userId);
  const { active, showTab, next } = useApplicationTab(profile?.missing ?? null, openOn);
  const vertical = useVerticalTabs();
  const title = routeByName('BorrowerApplication').title;
  const untilProfile = <LoadingWrapper loading={loading} error={error} onRetry={retry} loadingLabel={applicationTexts.loading} />;
  // A tab with words of its own says them at once: only its form waits for the profile.
  const withProfile = (words: TabWords | null, panel: (profile: ApplicationProfile) => ReactNode) =>
    profile ? panel(profile) : words ? <TabWithWords words={words}>{untilProfile}</TabWithWords> : untilProfile;
  const panels: Record<ApplicationTab, ReactNode> = {
    Introduction: <IntroductionTab value={profile?.agreement ?? null} onSaved={(agreement) => saved({ agreement })} onNext={next} />,
    'Personal Information': withProfile(personalWords, ({ contact }) => <PersonalInformationTab value={contact} onSaved={(part) => saved({ contact: part })} onNext={next} />),
    'Employment Information': withProfile(null, ({ employment }) => <EmploymentTab value={employment} onSaved={(part) => saved({ employment: part })} onNext={next} />),
    Financial: withProfile(financialWords, ({ finances, assets, liabilities }) => <FinancialTab value={finances} assets={assets} liabilities={liabilities} onSaved={(part) => saved(part)} onNext={next} />),
    'Background Information': withProfile(backgroundWords, ({ declarations }) => <BackgroundTab value={declarations} onSaved={(part) => saved({ declarations: part })} onNext={next} />),
    Demographics: withProfile(demographicsWords, ({ demographics }) => <DemographicsTab value={demographics} onSaved={(part) => saved({ demographics: part })} onNext={next} />),
    'Real Estate': withProfile(null, ({ realEstateExperience, realEstateOperation }) => (
      <RealEstateTab experience={realEstateExperience} operations={realEstateOperation} onSaved={(part) => saved(part)} onNext={next} />
    )),
    // The signing shows at once, eSign waiting for the missing sections (as on the Guarantor page); a failure to load
    // the profile says so in its place.
    'Review & Submit Application': (
      <LoadingWrapper loading={false} error={error} onRetry={retry}>
        <ReviewAndSubmit missing={profile?.missing ?? null} signed={profile?.application?.signed === true} onSigned={(part) => saved({ application: part })} />
      </LoadingWrapper>
    ),
  };

  return (
    <Page title={title} wide>
      <Tabs
        label={title}
        keepMounted
        orientation={vertical ? 'vertical' : 'horizontal'}
        activeIndex={active}
        onChange={showTab}
        tabs={APPLICATION_TABS.map((label, index) => {
          const section = SECTION_OF_TAB[index];
          const invalid = section !== undefined && section !== 'application' && profile?.missing[section] === true;
          return { label, content: panels[label], invalid, invalidLabel: applicationTexts.tabNeedsWork };
        })}
      />
    </Page>
  );
}
