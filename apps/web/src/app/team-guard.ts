/**
 * Spec §2: paths the team guard lets through without a current team — login, verify email,
 * password reset, upgrade, no-team, the organization pages, eval and red-team report paths,
 * each with its sub-paths.
 */
const TEAM_OPTIONAL_PREFIXES = [
  '/login',
  '/verify-email',
  '/reset-password',
  '/logged-in-reset-password',
  '/upgrade',
  '/no-team',
  '/organizations',
  '/eval',
  '/evals',
  '/redteam/report',
];

export function isTeamOptionalPath(pathname: string): boolean {
  return TEAM_OPTIONAL_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
