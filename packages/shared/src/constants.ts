/** Business constants of spec §9 shared by the SPA and the server. */
export const TOAST_DURATION_MS = 2000;
export const COPY_TOAST_DURATION_MS = 3000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const QUERY_TIMES = {
  abilitiesStaleMs: 30 * SECOND,
  teamsStaleMs: 30 * SECOND,
  identityProviderStaleMs: 24 * HOUR,
  licenseStaleMs: 5 * MINUTE,
  licenseCacheMs: 10 * MINUTE,
  licenseRetries: 2,
  defaultStaleMs: 5 * MINUTE,
  defaultCacheMs: 10 * MINUTE,
  defaultRetries: 1,
  configRetries: 2,
} as const;

export const currentTeamStorageKey = (userId: string) => `${userId}-currentTeamId`;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** Prefix of every API token, so leaked tokens are recognisable by secret scanners. */
export const API_TOKEN_PREFIX = 'cru_';
