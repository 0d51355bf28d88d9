import type { ApplicationProfile } from '@portal/shared-contracts';
import type { Database } from '../db/database';
import { agreementAnswerOf } from './agreement';
import { employmentAnswerOf } from './experience/employment';
import { realEstateExperienceAnswerOf, realEstateOperationAnswerOf } from './experience/real-estate';
import { financeItemsAnswerOf } from './finance-items/finance-items';
import { financesAnswerOf } from './finances/finances';
import { missingSectionsIn } from './missing-sections';
import { contactAnswerOf } from './personal/contact';
import { declarationsAnswerOf } from './personal/declarations';
import { demographicsAnswerOf } from './personal/demographics';
import { applicationAnswerOf } from './signing/signed-application';
import { wholeApplicationOf } from './store';

/** `GET /users/{id}/profile`: every section as its save answers it, and the missing-flags map, off the application read whole. */
export async function applicationProfileOf(db: Database, dataKey: Buffer, accountId: number): Promise<ApplicationProfile> {
  const whole = await wholeApplicationOf(db, dataKey, accountId);
  const [agreement, contact, employment, finances, items, declarations, demographics, realEstateExperience, realEstateOperation, application] = await Promise.all([
    agreementAnswerOf(db, dataKey, accountId, whole),
    contactAnswerOf(db, dataKey, accountId, whole),
    employmentAnswerOf(db, dataKey, accountId, whole),
    financesAnswerOf(db, dataKey, accountId, whole),
    financeItemsAnswerOf(db, dataKey, accountId, whole),
    declarationsAnswerOf(db, dataKey, accountId, whole),
    demographicsAnswerOf(db, dataKey, accountId, whole),
    realEstateExperienceAnswerOf(db, dataKey, accountId, whole),
    realEstateOperationAnswerOf(db, dataKey, accountId, whole),
    applicationAnswerOf(db, dataKey, accountId, whole),
  ]);
  return { agreement, contact, employment, finances, ...items, declarations, demographics, realEstateExperience, realEstateOperation, application, missing: missingSectionsIn(whole) };
}
