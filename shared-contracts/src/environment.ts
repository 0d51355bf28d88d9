import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from './routes';

const HttpUrl = v.pipe(v.string(), v.url());

export const RemotePin = v.object({
  version: v.pipe(v.string(), v.nonEmpty()),
  /** Where the remote's `mf-manifest.json` for this version lives. */
  manifestUrl: HttpUrl,
  /** Subresource-integrity hash of `remoteEntry.js` from the release record, when known. */
  integrity: v.optional(v.string()),
});
export type RemotePin = v.InferOutput<typeof RemotePin>;

/**
 * The environment file the host fetches at boot (`/environment.json`), which pins every remote's version.
 * `testing` is honoured only where `lower` is true: it lets end-to-end tests shorten the session clock.
 */
export const EnvironmentFile = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  lower: v.boolean(),
  apiBase: v.string(),
  marketingSiteUrl: HttpUrl,
  marketingContactUrl: HttpUrl,
  allowedOrigins: v.array(HttpUrl),
  remotes: v.object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, RemotePin])) as Record<RemoteName, typeof RemotePin>),
  testing: v.optional(
    v.object({
      sessionMaxMs: v.optional(v.pipe(v.number(), v.minValue(1000))),
      sessionWarningMs: v.optional(v.pipe(v.number(), v.minValue(500))),
    }),
  ),
});
export type EnvironmentFile = v.InferOutput<typeof EnvironmentFile>;

/** A remote may only come from an origin the environment allows. */
export function originIsAllowed(env: Pick<EnvironmentFile, 'allowedOrigins'>, url: string): boolean {
  try {
    const origin = new URL(url).origin;
    return env.allowedOrigins.some((allowed) => new URL(allowed).origin === origin);
  } catch {
    return false;
  }
}
