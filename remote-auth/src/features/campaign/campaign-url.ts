import { urlCarriesCampaign } from '@portal/shared-contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * "Campaign parameters in the URL are stored when it contains 'campaign' or 'ad'" (spec 000 §9), and sent as
 * campaignUrl with registration and sign-in (§7). Kept in localStorage, outside the session's `portal.` prefix:
 * sign-out clears every `portal.` key, and a visitor who clicked an ad may register days later, in another tab.
 */
export const CAMPAIGN_STORAGE_KEY = 'auth.campaignUrl';
/** After a month an old ad no longer explains a sign-up: the portal's choice (see README). */
export const CAMPAIGN_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredCampaign {
  url: string;
  storedAt: number;
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the campaign is simply not remembered.
    return null;
  }
}

/**
 * Remembers the page's URL when its query carries campaign parameters. Only the query is tested: the rule's 'ad'
 * would match the host name or path of many portals, and the parameters are what the rule is about.
 */
export function rememberCampaignUrl(url: URL, storage: Storage | null = localStore(), now = Date.now()): void {
  if (!storage || !urlCarriesCampaign(url.search)) return;
  const stored: StoredCampaign = { url: url.href, storedAt: now };
  try {
    storage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // A full or refused storage loses the campaign, never the page.
  }
}

/** The campaign URL to send with registration and sign-in, or null. */
export function storedCampaignUrl(storage: Storage | null = localStore(), now = Date.now()): string | null {
  try {
    const raw = storage?.getItem(CAMPAIGN_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredCampaign>;
    if (typeof stored.url !== 'string' || typeof stored.storedAt !== 'number' || now - stored.storedAt > CAMPAIGN_KEPT_MS) {
      storage?.removeItem(CAMPAIGN_STORAGE_KEY);
      return null;
    }
    return stored.url;
  } catch {
    return null;
  }
}

/** Remembers the campaign of the page the visitor lands on (the landing and registration pages, where ads lead). */
export function useCampaignCapture(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (search) rememberCampaignUrl(new URL(`${pathname}${search}`, window.location.origin));
  }, [pathname, search]);
}
