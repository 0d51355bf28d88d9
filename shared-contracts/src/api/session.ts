import * as v from 'valibot';
import { PERMISSIONS } from '../permissions';
import { RegistrationFlow } from '../enums/team';
import { EmailAddress, plainText, RecordId, TypedPassword } from '../validators';

/** The user as the server sends it after sign-in (spec 000 §3). */
export const ServerUser = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  phone_number: v.nullable(v.string()),
  user_email: v.string(),
  created: v.string(),
  email_opt_in: v.boolean(),
  verified: v.boolean(),
  borrower: v.boolean(),
  /** The profile picture's reference (`PROFILE_PICTURE_REFERENCE`), its address `settingsEndpoints.profilePicture`; null without one. */
  picture: v.nullable(v.string()),
  /**
   * The person works for borrowers and has not chosen, in this session, whose account to work on: the teams area is
   * all they may see until they enter one (spec 000 §2.2, §4.3).
   */
  teams_area_required: v.boolean(),
});
export type ServerUser = v.InferOutput<typeof ServerUser>;

/**
 * The contact part of the account's profile that the portal reads from the bundle: the names and e-mail (the on-behalf
 * banner) and the phones (the proof of funds page's contact form); the application adds the rest in its own issue.
 */
export const ProfileContact = v.looseObject({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phones: v.optional(v.array(v.object({ type: v.string(), number: v.string() })), []),
});

export const Profile = v.looseObject({
  contact: ProfileContact,
});
export type Profile = v.InferOutput<typeof Profile>;

export const AccountExecutive = v.object({
  name: v.string(),
  email: v.string(),
  phone: v.string(),
});
export type AccountExecutive = v.InferOutput<typeof AccountExecutive>;

/**
 * "Alerts: a map with an application flag" (spec 000 §3): true while a section that signing needs is missing, with
 * the application tab that needs work ("Application alerts on other pages lead to BorrowerApplication with query
 * tab", spec 002 §2).
 */
export const ApplicationAlerts = v.object({ application: v.boolean(), applicationTab: v.optional(v.nullable(v.number()), null) });
export const Alerts = v.looseObject(ApplicationAlerts.entries);

export const DocsSummary = v.looseObject({
  list: v.array(v.looseObject({ id: v.union([v.number(), v.string()]) })),
  neededCount: v.number(),
});

/** "Notification: id, title, headline, body, created, computed days" (spec 002 §3); `read` once its modal closed. */
export const Notification = v.object({
  id: v.number(),
  title: v.string(),
  headline: v.string(),
  /** Plain text (line breaks kept): the portal never renders it as markup. */
  body: v.string(),
  /** ISO 8601. */
  created: v.string(),
  read: v.boolean(),
});
export type Notification = v.InferOutput<typeof Notification>;

/** The permissions a bundle grants (spec 000 §5). */
export const Permissions = v.array(v.picklist(PERMISSIONS));

/** The signed-in bundle (spec 000 §3): what sign-in, refresh and entering a team return. */
export const SignedInBundle = v.object({
  user: ServerUser,
  profile: Profile,
  permissions: Permissions,
  alerts: Alerts,
  docs: DocsSummary,
  entities: v.array(v.looseObject({ id: v.number(), name: v.string() })),
  missing: v.looseObject({ count: v.number() }),
  notifications: v.array(Notification),
  paymentMethods: v.array(v.looseObject({ id: v.number() })),
  accountExecutive: v.nullable(AccountExecutive),
  /** Milliseconds since the session began, as the server counts them. */
  elapsed: v.number(),
});
export type SignedInBundle = v.InferOutput<typeof SignedInBundle>;

/**
 * The parts of a bundle the frame's banners read (application/application-alert.ts `BannerFacts`), as their own
 * schema: the script that draws the banners from the stored session checks only these (host/src/shell/layout/
 * bannersAhead.ts), and so carries none of the rest.
 */
export const BannerFactsOfBundle = v.object({ user: ServerUser, profile: Profile, alerts: Alerts, permissions: Permissions });

/** The entities as the shell stores them: their ids and names (the signing's list, a page drawn ahead's facts). */
export const StoredEntities = v.array(v.object({ id: v.number(), name: v.string() }));

/**
 * What the shell keeps of the bundle in web storage, so a reload restores the session (spec 000 §9: "Locally
 * stored items: user, profile, alerts, docs, entities, missing, payment methods, notifications, permissions and
 * the account executive"). An allow-list: `v.object` drops every key it does not name, so a field an area adds
 * to the bundle (an SSN, a date of birth, a license, a tax id, an account number) never reaches storage unless
 * it is added here, and "nothing sensitive is ever written to web storage".
 */
export const StoredBundle = v.object({
  user: ServerUser,
  profile: v.object({ contact: v.object({ firstName: v.string(), lastName: v.string(), email: v.string(), phones: ProfileContact.entries.phones }) }),
  permissions: Permissions,
  alerts: ApplicationAlerts,
  docs: v.object({ list: v.array(v.object({ id: v.union([v.number(), v.string()]) })), neededCount: v.number() }),
  entities: StoredEntities,
  missing: v.object({ count: v.number() }),
  notifications: v.array(Notification),
  paymentMethods: v.array(v.object({ id: v.number() })),
  accountExecutive: v.nullable(AccountExecutive),
});
export type StoredBundle = v.InferOutput<typeof StoredBundle>;

/** The part of a bundle that may be written to web storage: only what `StoredBundle` names. */
export function storableBundle(bundle: SignedInBundle): StoredBundle {
  return v.parse(StoredBundle, bundle);
}

const Email = EmailAddress;

export const CheckAccountBody = v.object({ email: Email });
export const CheckAccountResponse = v.object({ registration_flow: v.nullable(RegistrationFlow) });

export const LoginBody = v.object({
  email: Email,
  password: TypedPassword,
  campaignUrl: v.optional(v.nullable(plainText())),
});

/** `/users/{id}/…`: the person's id, as every id of the contract is read (`RecordId`). */
export const UserIdParams = v.object({ id: RecordId });

export const EmptyBody = v.optional(v.object({}));
export const MessageResponse = v.object({ message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageResponse>;
