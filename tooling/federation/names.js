/** Where the host's federation runtime plugin leaves the bundler runtime for the remotes' releases. */
export const BUNDLER_RUNTIME_GLOBAL = '__PORTAL_FEDERATION_BUNDLER_RUNTIME__';
