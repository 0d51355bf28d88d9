import { manifestUrlOf, REMOTE_NAMES, REMOTE_VERSION_PATTERN, type RemoteName, type RemotePin } from '@portal/shared-contracts';

/** What a tester adds to any address: `?mf-override=loans@1.2.0` (repeated for several remotes) or `?mf-override=reset`. */
export const OVERRIDE_PARAMETER = 'mf-override';

/**
 * Outside the `portal.` prefix on purpose: signing out clears every `portal.` key, and an override is the tester's
 * setting for this browser, not part of anyone's session.
 */
export const OVERRIDE_STORAGE_KEY = 'mf-override';

/** The published version a tester runs instead of the pinned one, by remote. */
export type VersionOverrides = Partial<Record<RemoteName, string>>;

type OverrideRequest = { kind: 'reset' } | { kind: 'override'; remote: RemoteName; version: string } | { kind: 'malformed' };

const isRemoteName = (value: string): value is RemoteName => (REMOTE_NAMES as readonly string[]).includes(value);

/** One value of `?mf-override=`: `reset`, or `<remote>@<version>` with a remote of this portal and a release's version. */
export function parseOverride(value: string): OverrideRequest {
  if (value === 'reset') return { kind: 'reset' };
  const at = value.indexOf('@');
  const remote = value.slice(0, at);
  const version = value.slice(at + 1);
  if (at < 0 || !isRemoteName(remote) || !REMOTE_VERSION_PATTERN.test(version)) return { kind: 'malformed' };
  return { kind: 'override', remote, version };
}

/** The overrides this browser keeps; anything in the key that is not a remote and a version is dropped. */
export function readOverrides(storage: Storage): VersionOverrides {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(([remote, version]) => isRemoteName(remote) && typeof version === 'string' && REMOTE_VERSION_PATTERN.test(version)),
  );
}

export function writeOverrides(storage: Storage, overrides: VersionOverrides): void {
  if (Object.keys(overrides).length === 0) storage.removeItem(OVERRIDE_STORAGE_KEY);
  else storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
}

export interface OverridesAtBootOptions {
  /** `env.lower`: only a lower environment honours overrides. */
  lower: boolean;
  /** The page's address, as `window.location.href`. */
  address: string;
  storage: Storage;
  /** Puts the address without the parameter in the address bar (`history.replaceState`). */
  replaceAddress(address: string): void;
  warn(message: string): void;
}

/**
 * Read at boot, before any remote is registered: what the address asks for (in order, so `reset` then an override
 * starts afresh) applied to what this browser keeps. The parameter leaves the address so that a link someone copies
 * does not pass the override on. A production environment runs only what it pins: it ignores every override and
 * forgets any kept one.
 */
export function overridesAtBoot({ lower, address, storage, replaceAddress, warn }: OverridesAtBootOptions): VersionOverrides {
  const url = new URL(address);
  const requested = url.searchParams.getAll(OVERRIDE_PARAMETER);
  if (requested.length > 0) {
    url.searchParams.delete(OVERRIDE_PARAMETER);
    replaceAddress(`${url.pathname}${url.search}${url.hash}`);
  }

  if (!lower) {
    if (requested.length > 0 || storage.getItem(OVERRIDE_STORAGE_KEY) !== null) warn('Version overrides are ignored in production: remotes load only at the versions this environment pins.');
    storage.removeItem(OVERRIDE_STORAGE_KEY);
    return {};
  }

  let overrides = readOverrides(storage);
  for (const value of requested) {
    const request = parseOverride(value);
    if (request.kind === 'reset') overrides = {};
    else if (request.kind === 'override') overrides = { ...overrides, [request.remote]: request.version };
    else warn(`Ignored ?${OVERRIDE_PARAMETER}=${value}: expected <remote>@<version> (remotes: ${REMOTE_NAMES.join(', ')}; a version such as 1.4.0) or reset.`);
  }
  writeOverrides(storage, overrides);
  return overrides;
}

/**
 * The pins this page loads: an overridden remote comes from the same origin as its pin, at the tester's version.
 * It carries no integrity: the environment's hash is for the pinned version's entry, and no trusted hash exists for
 * another one (a remote's own manifest is never trusted for it).
 */
export function pinsWithOverrides(pins: Record<RemoteName, RemotePin>, overrides: VersionOverrides): Record<RemoteName, RemotePin> {
  return Object.fromEntries(
    (Object.entries(pins) as [RemoteName, RemotePin][]).map(([name, pin]) => {
      const version = overrides[name];
      return [name, version === undefined ? pin : { version, manifestUrl: manifestUrlOf(pin, version) }];
    }),
  ) as Record<RemoteName, RemotePin>;
}

/** `loans@1.2.0, teams@1.1.0`, in the portal's order of remotes. */
export function describeOverrides(overrides: VersionOverrides): string {
  return REMOTE_NAMES.filter((name) => overrides[name] !== undefined)
    .map((name) => `${name}@${overrides[name]}`)
    .join(', ');
}
