import { applicationAlertOf, type BannerFacts } from './application-alert';

function facts({ tab = 4 as number | null, application = true, permissions = ['owner'], teamsAreaRequired = false } = {}): BannerFacts {
  return {
    user: { id: 7, first_name: 'Ann', last_name: 'Lee', phone_number: null, user_email: 'ann@lender.example', created: '2025-01-02T10:00:00Z', email_opt_in: false, verified: true, borrower: true, picture: null, teams_area_required: teamsAreaRequired },
    profile: { contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@lender.example', phones: [] } },
    alerts: { application, applicationTab: tab },
    permissions,
  } as unknown as BannerFacts;
}

test('"Application alerts on other pages lead to BorrowerApplication with query tab" (spec 002 §2)', () => {
  expect(applicationAlertOf(facts(), '/dashboard')).toEqual({ tab: 4, tabName: 'Background Information' });
  expect(applicationAlertOf(facts({ tab: 0 }), '/my_deals')).toEqual({ tab: 0, tabName: 'Introduction' });
});

test('no alert on the application itself, when nothing needs work, without application.read, or while the teams area is required', () => {
  expect(applicationAlertOf(facts(), '/borrower_application')).toBeNull();
  expect(applicationAlertOf(facts(), '/sign_application')).toBeNull();
  expect(applicationAlertOf(facts({ application: false, tab: null }), '/dashboard')).toBeNull();
  expect(applicationAlertOf(facts({ tab: null }), '/dashboard')).toBeNull();
  expect(applicationAlertOf(facts({ permissions: ['loans.read'] }), '/dashboard')).toBeNull();
  expect(applicationAlertOf(facts({ permissions: ['application.read'] }), '/dashboard')).not.toBeNull();
  expect(applicationAlertOf(facts({ teamsAreaRequired: true }), '/teams')).toBeNull();
});
