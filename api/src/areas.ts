import { accountsApi } from './accounts/routes';
import { achPaymentsApi } from './ach-payments/routes';
import { changeOrdersApi } from './change-orders/routes';
import { dashboardApi } from './dashboard/routes';
import { dealsApi } from './deals/routes';
import { documentsApi } from './documents/routes';
import { eSignatureApi } from './e-signature/routes';
import { drawsApi } from './draws/routes';
import { entitiesApi } from './entities/routes';
import { filesApi } from './files/routes';
import type { ApiArea } from './http/api-area';
import { indicatorsApi } from './indicators/routes';
import { invitationsApi } from './invitations/routes';
import { loanFormsApi } from './loan-forms/routes';
import { loansApi } from './loans/routes';
import { passwordsApi } from './passwords/routes';
import { paymentMethodsApi } from './payment-methods/routes';
import { propertiesApi } from './properties/routes';
import { sessionApi } from './session/routes';
import { systemApi } from './system/routes';
import { teamsAreaApi } from './teams-area/routes';
import { teamMembersApi } from './team-members/routes';
import { settingsApi } from './settings/routes';
import { notificationsApi } from './notifications/routes';
import { profileContactApi } from './profile-contact/routes';
import { bankLinkingApi } from './bank-linking/routes';

/** The API's areas, each an encapsulated plugin of its own folder: adding an area adds it here (its import and its place in the list). */
export const API_AREAS: readonly ApiArea[] = [systemApi, sessionApi, accountsApi, passwordsApi, invitationsApi, teamsAreaApi, teamMembersApi, settingsApi, filesApi, entitiesApi, propertiesApi, dealsApi, loansApi, documentsApi, dashboardApi, paymentMethodsApi, indicatorsApi, changeOrdersApi, drawsApi, loanFormsApi, achPaymentsApi, eSignatureApi, notificationsApi, profileContactApi, bankLinkingApi];
