import { SUBRESOURCE_INTEGRITY_PATTERN } from './environment';

/** A file of a remote's release, beside its entry: a plain name (no folder, no other site). */
export const RELEASE_FILE_PATTERN = /^[\w.-]+\.(js|css)$/;

/**
 * The files a module of a release needs before it runs, as the remote's build lists them in its manifest
 * (`metaData.portal.pages` for a page's own files, `metaData.portal.exposed` for an exposed module's): each script with
 * the integrity the remote's runtime loads it under, and the stylesheets.
 */
export interface ReleaseFiles {
  js: { name: string; integrity: string }[];
  css: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isReleaseFile = (name: unknown): name is string => typeof name === 'string' && RELEASE_FILE_PATTERN.test(name);

/**
 * What the host and the host server may hint of a list a manifest gives (a manifest is the remote team's, not the
 * portal's): plain file names of the release, and scripts only with an integrity, which the hint carries so that the
 * browser uses what it fetched; anything else in the list is left out.
 */
export function releaseFilesOf(listed: unknown): ReleaseFiles {
  const { js, css } = isRecord(listed) ? listed : {};
  return {
    js: (Array.isArray(js) ? js : []).filter(
      (script): script is ReleaseFiles['js'][number] =>
        isRecord(script) && isReleaseFile(script.name) && typeof script.integrity === 'string' && SUBRESOURCE_INTEGRITY_PATTERN.test(script.integrity),
    ),
    css: (Array.isArray(css) ? css : []).filter(isReleaseFile),
  };
}
