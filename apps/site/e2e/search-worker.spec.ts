import { expect, test } from '@tessera/playwright-config/fixtures';
import { moveTo, open, results } from './searchPage';
import { WORKER_SCRIPT } from './searchWorker';
import { started } from './chunks';

/**
 * The search worker: a file of the site allowed by its policy, and what the box says when the
 * worker cannot start.
 */

for (const fault of ['404', 'blocked'] as const) {
  test(`a worker script that is ${fault} says search is unavailable and keeps the query (N-09)`, async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource|status of 404|net::ERR_FAILED/);
    let requested = 0;
    await page.route(WORKER_SCRIPT, (route) => {
      requested++;
      return fault === '404'
        ? route.fulfill({ status: 404, body: '' })
        : route.abort('blockedbyclient');
    });
    const box = await open(page);
    await box.pressSequentially('button');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Search is unavailable right now');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(box).toHaveValue('button');
    expect(requested).toBeGreaterThan(0);
    // The rest of the site still works.
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
}

test("search works under the site's Content-Security-Policy with no violation (X-08)", async ({
  page,
  problems,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const response = await page.goto('/guide');
  expect(response?.headers()['content-security-policy']).toContain("worker-src 'self'");
  await started(page);
  const box = page.getByRole('combobox', { name: 'Search' });
  await page.keyboard.press('ControlOrMeta+KeyK');
  await box.pressSequentially('toast');
  // Typed slowly, every letter may be searched: 'Go to' comes with the whole name's answer.
  await expect(results(page).first()).toHaveText(/^Go toToast/);
  // The worker is a file of the site, never a Blob URL (TEST-PLAN X-11).
  expect(workers).toHaveLength(1);
  expect(new URL(workers[0]!).origin).toBe(new URL(page.url()).origin);
  expect(workers[0]).toMatch(WORKER_SCRIPT);
  await moveTo(page, /^Go toToast/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Toast' })).toBeVisible();
  expect(await problems.csp()).toEqual([]);
});

test('a page whose policy forbids workers says search is unavailable and keeps the query (N-09)', async ({
  page,
  problems,
}) => {
  problems.allow(/Refused to create a worker|worker-src/);
  await page.route(
    (url) => url.pathname === '/guide',
    async (route) => {
      const response = await route.fetch();
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("worker-src 'self'");
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': policy.replace("worker-src 'self'", "worker-src 'none'"),
        },
      });
    },
  );
  const box = await open(page);
  await box.pressSequentially('button');
  await expect(page.getByRole('alert')).toContainText('Search is unavailable right now');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await expect(box).toHaveValue('button');
  expect((await problems.csp()).some((violation) => violation.startsWith('worker-src'))).toBe(true);
  // The rest of the site still works.
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
