/** What the global setup hands every test file (vitest's provide/inject). */
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augments vitest's interface
  export interface ProvidedContext {
    /** A migrated PGlite data folder (a tarball) every test file starts from. */
    pgliteTemplate: string;
  }
}

export const PGLITE_TEMPLATE = 'pgliteTemplate';
