import * as v from 'valibot';
import { SOCIAL_LINK_MAX_LENGTH } from '../constants';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../enums/contact';
import { formMessages } from '../messages';
import { optionalText, Password, PasswordConfirmation, passwordsMustMatch, TypedPassword } from '../validators';
import { PROFILE_PICTURE_REFERENCE } from './profile-picture';

// Account Settings (spec 000 §2.10, spec 002 §2.7): the password, the profile picture and the social links.

const changePasswordFields = v.object({ currentPassword: TypedPassword, password: Password, password2: PasswordConfirmation });

/**
 * The Change Password tab (spec 002 §5: "minimum 8 characters; confirmation must match ('Passwords must match')").
 * "The change-password call is not shown": the portal's asks for the current password too, so a session left open
 * on someone's desk is not enough to take the account over. The body is the form.
 */
export const ChangePasswordForm = v.pipe(changePasswordFields, passwordsMustMatch<v.InferOutput<typeof changePasswordFields>>());
export type ChangePasswordForm = v.InferInput<typeof ChangePasswordForm>;

/** A web address people can open: http or https only, so a stored link can never run script when followed. */
export function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === 'https:' || protocol === 'http:') && hostname.includes('.');
}

/** One social link: optional; when given, a web address of at most SOCIAL_LINK_MAX_LENGTH characters. */
const SocialLink = v.pipe(
  optionalText(SOCIAL_LINK_MAX_LENGTH),
  v.check((text: string) => text === '' || isWebAddress(text), formMessages.webAddress),
);

/** "Social: linkedin, facebook, instagram, twitter" (spec 002 §3); '' for a network without a link. */
export const Social = v.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, SocialLink])) as Record<SocialNetwork, typeof SocialLink>);
export type Social = v.InferOutput<typeof Social>;
export type SocialForm = v.InferInput<typeof Social>;

/** POST /users/{id}/profile/social: "response social"; GET answers the same. */
export const SocialResponse = v.object({ social: Social });
export type SocialResponse = v.InferOutput<typeof SocialResponse>;

/** POST /users/{id}/upload_profile_picture: "response profile_picture", the new picture's reference. */
export const ProfilePictureResponse = v.object({ profile_picture: v.pipe(v.string(), v.regex(PROFILE_PICTURE_REFERENCE)) });
export type ProfilePictureResponse = v.InferOutput<typeof ProfilePictureResponse>;
