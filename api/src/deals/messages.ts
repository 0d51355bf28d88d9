/** What the deals area says; the specification words none of it (spec 001 §8: a failed submission is "swallowed"). */
export const dealApiMessages = {
  entityNotYours: 'Please choose one of your entities.',
} as const;
