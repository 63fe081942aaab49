import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * license.spec.ts first, then files in name order, always. Vitest's default runs larger or slower
 * files first, so the order moved with the files' sizes; the license is install-wide and
 * license.spec.ts must meet the install before any file that installs one (config-import,
 * grading-examples, scans…).
 */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const first = (file: TestSpecification) => (file.moduleId.endsWith('/license.spec.ts') ? 0 : 1);
    return [...files].sort((a, b) => first(a) - first(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

// Browser tests against a running server (started by scripts/e2e.mjs, which passes
// E2E_BASE_URL). Files run one after another: the license is install-wide state.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    sequence: { sequencer: ByName },
    testTimeout: 60_000,
    // On CI a failed browser test gets one more try: a 2-core machine under load can starve
    // Chromium past a wait. A test that fails twice still fails the run.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
