/**
 * The signed-in frame of a person whose teams area is required: no sidebar (spec 000 §2.9, SignedInLayout), the page
 * the whole width. The banners' script puts it on the outline the server sent (bannersAhead.ts), so that the page drawn
 * ahead lies where the shell will draw it.
 */
export const WITHOUT_SIDEBAR_CLASS = 'portal-signed-in--without-sidebar';
