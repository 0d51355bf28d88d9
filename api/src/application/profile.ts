import type { ApplicationProfile } from '@portal/shared-contracts';
import type { Database } from '../db/database';
import { agreementAnswerOf } from './agreement';
import { employmentAnswerOf } from './experience/employment';
import { realEstateExperienceAnswerOf, realEstateOperationAnswerOf } from './experience/real-estate';
import { financeItemsAnswerOf } from './finance-items/finance-items';
import { financesAnswerOf } from './finances/finances';
import { missingSectionsOfAccount } from './missing-sections';
import { contactAnswerOf } from './personal/contact';
import { declarationsAnswerOf } from './personal/declarations';
import { demographicsAnswerOf } from './personal/demographics';
import { applicationAnswerOf } from './signing/signed-application';

/** `GET /users/{id}/profile`: every section as its save answers it, and the missing-flags map. */
export async function applicationProfileOf(db: Database, dataKey: Buffer, accountId: number): Promise<ApplicationProfile> {
  const [agreement, contact, employment, finances, items, declarations, demographics, realEstateExperience, realEstateOperation, application, missing] = await Promise.all([
    agreementAnswerOf(db, dataKey, accountId),
    contactAnswerOf(db, dataKey, accountId),
    employmentAnswerOf(db, dataKey, accountId),
    financesAnswerOf(db, dataKey, accountId),
    financeItemsAnswerOf(db, dataKey, accountId),
    declarationsAnswerOf(db, dataKey, accountId),
    demographicsAnswerOf(db, dataKey, accountId),
    realEstateExperienceAnswerOf(db, dataKey, accountId),
    realEstateOperationAnswerOf(db, dataKey, accountId),
    applicationAnswerOf(db, dataKey, accountId),
    missingSectionsOfAccount(db, accountId),
  ]);
  return { agreement, contact, employment, finances, ...items, declarations, demographics, realEstateExperience, realEstateOperation, application, missing };
}
