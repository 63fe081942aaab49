import { describe, expect, it } from 'vitest';
import { userWithOrganization, type ApiSession } from './support/api';
import { newContext, newPage, snap, useBrowser } from './support/browser';

const ROWS = 10_000;

async function waitForEval(api: ApiSession, id: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { status } = await api.request<{ status: string }>('GET', `/evals/${id}`);
    if (status === 'completed') return;
    if (status === 'failed' || status === 'cancelled') throw new Error(`the eval ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the eval did not complete in time');
}

/**
 * The matrix of a 10,000-row eval (issue #15's figure): how soon the first rows show, and how
 * scrolling the whole way down goes. Figures are printed for docs/performance.md, not asserted;
 * what is asserted is that the rows are all reachable.
 */
describe('eval matrix at 10,000 rows', () => {
  const { browser } = useBrowser();

  it('shows the first rows at once and scrolls to the last', async () => {
    const { user } = await userWithOrganization('bigeval');
    const [team] = await user.api.teams();
    // A list var expands to one test per item: 10,000 tests, answered by the echo provider.
    const items = Array.from({ length: ROWS }, (_, index) => `item ${index + 1}`);
    const { id } = await user.api.request<{ id: string }>('POST', '/evals', {
      teamId: team!.id,
      config: {
        description: 'Ten thousand rows',
        prompts: ['Repeat after me: {{item}}', 'Say {{item}} twice'],
        providers: ['echo'],
        defaultTest: {
          assert: [
            { type: 'contains', value: 'item' },
            { type: 'regex', value: '[02468]$' },
          ],
        },
        tests: [{ vars: { item: items } }],
      },
    });
    const started = Date.now();
    await waitForEval(user.api, id, 240_000);
    const runMs = Date.now() - started;

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    // Warm the shell's chunks (a returning visitor), then measure a fresh navigation.
    await page.goto('/evals');
    await page.getByRole('heading', { name: 'Evaluations' }).waitFor();
    await page.goto(`/eval/${id}`);
    await page.getByTestId('matrix-row').first().waitFor();
    const firstRowsMs = await page.evaluate(() => performance.now());
    // Where the time went: the page's own files and its API calls, from navigation start.
    const timeline = await page.evaluate(async () => {
      const idle: number[] = [];
      let last = performance.now();
      for (let frame = 0; frame < 30; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        idle.push(performance.now() - last);
        last = performance.now();
      }
      idle.sort((a, b) => a - b);
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        idleFrameMs: idle[15]!,
        domContentLoaded: Math.round(
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .domContentLoadedEventEnd,
        ),
        api: entries
          .filter((entry) => entry.name.includes('/api/'))
          .map(
            (entry) =>
              `${new URL(entry.name).pathname.replace(/eval-[^/]+/, '{id}')} ${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)}`,
          ),
      };
    });
    expect(await page.getByTestId('matrix-count').innerText()).toBe('10,000 rows');
    const rendered = await page.getByTestId('matrix-row').count();
    await snap(page, 'eval-matrix-10k');

    // A fast, steady scroll (150 px a frame, about 9,000 px/s at 60 fps) for 3 seconds,
    // recording each frame's length; then a jump to the very end.
    const scroll = await page.evaluate(async () => {
      const grid = document.querySelector<HTMLElement>('[data-testid="eval-matrix"]')!;
      const frames: number[] = [];
      const started = performance.now();
      let last = started;
      while (performance.now() - started < 3_000) {
        grid.scrollTop += 150;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        frames.push(now - last);
        last = now;
      }
      const rowsPassed = Math.round(grid.scrollTop / 148);
      frames.sort((a, b) => a - b);
      grid.scrollTop = grid.scrollHeight;
      return {
        frames: frames.length,
        rowsPassed,
        medianMs: frames[Math.floor(frames.length / 2)]!,
        p95Ms: frames[Math.floor(frames.length * 0.95)]!,
        over34Ms: frames.filter((frame) => frame > 34).length,
      };
    });
    const jumped = Date.now();
    // The last rows load and show at the bottom.
    await expect
      .poll(() => page.getByTestId('matrix-row').last().innerText(), { timeout: 20_000 })
      .toContain('item 10000');
    const lastRowsMs = Date.now() - jumped;
    console.log(
      `eval matrix, ${ROWS} rows (${ROWS * 2} cells run by the server in ${Math.round(runMs / 1000)} s): ` +
        `first rows ${Math.round(firstRowsMs)} ms after navigation (${rendered} rows rendered); ` +
        `3 s of scrolling at 150 px/frame: ${scroll.frames} frames past ${scroll.rowsPassed} rows, ` +
        `median frame ${scroll.medianMs.toFixed(1)} ms, p95 ${scroll.p95Ms.toFixed(1)} ms, ` +
        `${scroll.over34Ms} frames over 34 ms (two frames at 60 Hz); ` +
        `jump to the end: last rows shown after ${lastRowsMs} ms. ` +
        `Idle frame ${timeline.idleFrameMs.toFixed(1)} ms; DOMContentLoaded ${timeline.domContentLoaded} ms; ` +
        `API (ms from navigation): ${timeline.api.join(', ')}`,
    );
    await context.close();
  }, 300_000);
});
