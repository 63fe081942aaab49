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
    await waitForEval(user.api, id, 180_000);

    const context = await newContext(browser(), { session: user.api });
    const page = await newPage(context);
    // Warm the shell's chunks (a returning visitor), then measure a fresh navigation.
    await page.goto('/evals');
    await page.getByRole('heading', { name: 'Evaluations' }).waitFor();
    await page.goto(`/eval/${id}`);
    await page.getByTestId('matrix-row').first().waitFor();
    const firstRowsMs = await page.evaluate(() => performance.now());
    expect(await page.getByTestId('matrix-count').innerText()).toBe('10,000 rows');
    const rendered = await page.getByTestId('matrix-row').count();
    await snap(page, 'eval-matrix-10k');

    // Scroll through the whole matrix at a steady 4,000 px per second-ish, one step a frame,
    // recording each frame's length.
    const scroll = await page.evaluate(async () => {
      const grid = document.querySelector<HTMLElement>('[data-testid="eval-matrix"]')!;
      const frames: number[] = [];
      const end = grid.scrollHeight - grid.clientHeight;
      let last = performance.now();
      const started = last;
      while (grid.scrollTop < end - 1) {
        grid.scrollTop = Math.min(end, grid.scrollTop + 2_000);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        frames.push(now - last);
        last = now;
      }
      frames.sort((a, b) => a - b);
      return {
        frames: frames.length,
        totalMs: performance.now() - started,
        medianMs: frames[Math.floor(frames.length / 2)]!,
        p95Ms: frames[Math.floor(frames.length * 0.95)]!,
        over50Ms: frames.filter((frame) => frame > 50).length,
      };
    });
    // The last rows load and show at the bottom.
    await expect
      .poll(() => page.getByTestId('matrix-row').last().innerText(), { timeout: 20_000 })
      .toContain('item 10000');
    console.log(
      `eval matrix, ${ROWS} rows: first rows after ${Math.round(firstRowsMs)} ms (${rendered} rows rendered); ` +
        `scrolled to the end in ${scroll.frames} frames, ${Math.round(scroll.totalMs)} ms: ` +
        `median frame ${scroll.medianMs.toFixed(1)} ms, p95 ${scroll.p95Ms.toFixed(1)} ms, ` +
        `${scroll.over50Ms} frames over 50 ms`,
    );
    await context.close();
  });
});
