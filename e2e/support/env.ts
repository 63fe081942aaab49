/** What scripts/e2e.mjs hands the tests. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with npm run test:e2e`);
  return value;
}

export const env = {
  baseUrl: required('E2E_BASE_URL').replace(/\/$/, ''),
  adminEmail: required('E2E_ADMIN_EMAIL'),
  adminPassword: required('E2E_ADMIN_PASSWORD'),
  /** PEM of the key whose public half the server trusts, for signing test licenses. */
  licensePrivateKey: process.env.E2E_LICENSE_PRIVATE_KEY,
  /** Where scripts/e2e.mjs's SMTP catcher drops the server's e-mails. */
  mailDir: process.env.E2E_MAIL_DIR,
  screenshotDir: process.env.E2E_SCREENSHOT_DIR ?? 'e2e/screenshots',
};
