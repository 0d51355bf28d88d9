/**
 * The portal's own words around the notifications bell, where the specification gives none. The texts it states
 * ("What's New", "It appears you have no new notifications") come from the contract's `notificationMessages`.
 */
export const notificationTexts = {
  /** The bell's accessible name: the unread count is said, as the badge shows it. */
  bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  unread: 'Unread',
  /** "computed days" (spec 002 §3), said as how long ago. */
  daysAgo: (days: number) => (days === 0 ? 'Today' : days === 1 ? '1 day ago' : `${days} days ago`),
  /** What the parcel is, for its render-error fallback ("Notifications could not be shown"). */
  parcelLabel: 'Notifications',
} as const;
