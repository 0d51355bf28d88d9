import * as v from 'valibot';
import { formMessages } from '../messages';

/** "Lead source types: referral, partner, conferences, social_media, online_search." (spec 000 §3) */
export const LEAD_SOURCE_TYPES = ['referral', 'partner', 'conferences', 'social_media', 'online_search'] as const;
export type LeadSourceType = (typeof LEAD_SOURCE_TYPES)[number];
export const LeadSourceType = v.picklist(LEAD_SOURCE_TYPES, formMessages.invalidChoice);
/** Labels: the portal's words for the raw values. */
export const LEAD_SOURCE_TYPE_LABELS: Record<LeadSourceType, string> = {
  referral: 'Referral',
  partner: 'Partner',
  conferences: 'Conferences',
  social_media: 'Social Media',
  online_search: 'Online Search',
};

/**
 * "A conference list ... exist[s]; [its] values are not shown." The values are the portal's choice, except
 * `meetup` and `other`, which spec 000 §5 names ("for conferences when the choice is meetup or other").
 */
export const CONFERENCE_LEAD_SOURCES = ['investor_conference', 'trade_show', 'webinar', 'meetup', 'other'] as const;
/**
 * "a referral choice 'unidentified' exist[s]" (spec 000 §3). The other values are the portal's choice: who referred
 * the borrower. The manual name is then the referrer's name, unless the borrower cannot say (`unidentified`).
 */
export const REFERRAL_LEAD_SOURCES = ['broker', 'real_estate_agent', 'existing_borrower', 'friend_or_colleague', 'unidentified'] as const;
/** Social networks: the portal's choice (the social links of spec 002 and YouTube), with `other` named by spec 000 §5. */
export const SOCIAL_MEDIA_LEAD_SOURCES = ['linkedin', 'facebook', 'instagram', 'twitter', 'youtube', 'other'] as const;

export type LeadSource =
  | (typeof CONFERENCE_LEAD_SOURCES)[number]
  | (typeof REFERRAL_LEAD_SOURCES)[number]
  | (typeof SOCIAL_MEDIA_LEAD_SOURCES)[number];

/** Labels of the choices above: the portal's words. */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  investor_conference: 'Investor conference',
  trade_show: 'Trade show',
  webinar: 'Webinar',
  meetup: 'Meetup',
  other: 'Other',
  broker: 'Broker',
  real_estate_agent: 'Real estate agent',
  existing_borrower: 'Existing borrower',
  friend_or_colleague: 'Friend or colleague',
  unidentified: 'Unidentified',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  youtube: 'YouTube',
};

/**
 * The choices a lead source type offers. Partner and online search offer none (the specification names no list and
 * no rule for them): the borrower may type a name, and need not.
 */
export const LEAD_SOURCES_BY_TYPE: Record<LeadSourceType, readonly LeadSource[]> = {
  referral: REFERRAL_LEAD_SOURCES,
  partner: [],
  conferences: CONFERENCE_LEAD_SOURCES,
  social_media: SOCIAL_MEDIA_LEAD_SOURCES,
  online_search: [],
};

/** The chosen source fits its type: a type with choices needs one of them; a type without takes none. */
export function leadSourceFitsType(type: LeadSourceType, source: string | null | undefined): boolean {
  const choices = LEAD_SOURCES_BY_TYPE[type];
  if (choices.length === 0) return source === undefined || source === null || source === '';
  return (choices as readonly string[]).includes(source ?? '');
}

/**
 * "The manual source name is required for referral unless unidentified, for conferences when the choice is meetup
 * or other, and for social_media when other." (spec 000 §5)
 */
export function leadSourceManualIsRequired(type: LeadSourceType, source: string | null | undefined): boolean {
  switch (type) {
    case 'referral':
      return source !== 'unidentified';
    case 'conferences':
      return source === 'meetup' || source === 'other';
    case 'social_media':
      return source === 'other';
    default:
      return false;
  }
}
