/**
 * The console at scale, in real Chromium against a real engine: 10,000 registered functions and
 * 10,000 state keys stay responsive (virtualised lists: the DOM keeps a bounded number of rows),
 * and the dashboard under a flood of invocations redraws at a bounded rate. The timings are
 * printed, not asserted (the machine is shared); what is asserted is what bounds them.
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type EngineProcess, startEngineProcess } from '../../engine/test/process.js';
import { type Caller, caller } from '../../engine/test/state/harness.js';
import { type ConsoleServer, startConsoleServer } from '../src/server/index.js';
import { buildUi, CHROMIUM, consoleOptionsFor, openPage, startWorker } from './browser.js';

const COUNT = 10_000;
let engine: EngineProcess;
let server: ConsoleServer;
let browser: Browser;
let c: Caller;
const children: ChildProcess[] = [];

beforeAll(async () => {
  [, engine] = await Promise.all([buildUi(), startEngineProcess()]);
  c = await caller(engine.url);
  children.push(
    await startWorker(process.execPath, ['console/test/fixtures/many-functions.mjs', engine.url, `${COUNT}`]),
  );
  const writes: Promise<unknown>[] = [];
  for (let i = 0; i < COUNT; i++) {
    writes.push(c.result('state::set', { scope: 'big', key: `key-${String(i).padStart(5, '0')}`, value: { i } }));
    if (writes.length === 200) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
  server = await startConsoleServer(consoleOptionsFor(engine));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  for (const child of children) child.kill();
  c?.close();
  await engine?.kill();
});

declare function deepFocus(): Element | null;

/** A page that records long tasks (PerformanceObserver) from its first script on. */
async function measuredPage(): Promise<Page> {
  const page = await openPage(browser);
  await page.addInitScript(() => {
    // The focused element inside shadow roots.
    (window as unknown as { deepFocus(): Element | null }).deepFocus = () => {
      let at: Element | null = document.activeElement;
      while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
      return at;
    };
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  return page;
}

const longest = (page: Page) =>
  page.evaluate(() => Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks));
const rows = (page: Page) => page.locator('svc-virtual-list [role=option]').count();

describe('the console at scale', { timeout: 90_000 }, () => {
  test('10,000 functions: listed, searched and scrolled with a bounded number of rows in the DOM', async () => {
    const page = await measuredPage();
    const started = Date.now();
    await page.goto(`${server.url}/functions`);
    await expect.poll(() => page.locator('#function-count').textContent(), { timeout: 30_000 }).toMatch(/^1\d{4} of/);
    const shownMs = Date.now() - started;
    expect(await rows(page)).toBeLessThan(80);
    const searchStarted = Date.now();
    await page.locator('input[type=search]').fill('fn-0999');
    await expect.poll(() => page.locator('#function-count').textContent()).toMatch(/^10 of/);
    const searchMs = Date.now() - searchStarted;
    await page.locator('input[type=search]').fill('');
    await expect.poll(() => page.locator('#function-count').textContent()).toMatch(/^1\d{4} of/);
    // Scrolled to the end, the last function is drawn and the DOM still holds a few dozen rows.
    await page.locator('svc-virtual-list .vl-view').evaluate((view) => {
      view.scrollTop = view.scrollHeight;
    });
    await page.locator('[role=option][data-key="scale::ping"]').waitFor();
    expect(await rows(page)).toBeLessThan(80);
    await page.locator('[role=option][data-key="scale::ping"]').click();
    await expect.poll(() => page.url()).toContain('fn=scale%3A%3Aping');
    // The keyboard reaches any row: Home to the first, arrows to the next, Enter selects.
    await page.locator('[role=option][data-key="scale::ping"]').press('Home');
    const first = await page.locator('[role=option][data-index="0"]').getAttribute('data-key');
    await expect.poll(() => page.evaluate(() => deepFocus()?.getAttribute('data-index'))).toBe('0');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).not.toContain('fn=scale%3A%3Aping');
    expect(decodeURIComponent(page.url())).not.toContain(`fn=${first}`);
    expect(await rows(page)).toBeLessThan(80);
    const longTask = await longest(page);
    console.log(
      `functions page, ${COUNT} functions: list shown ${shownMs} ms after navigation, search ${searchMs} ms, ` +
        `longest task ${longTask.toFixed(0)} ms, rows in the DOM ${await rows(page)}`,
    );
    await page.context().close();
  });

  test('10,000 state keys: read page by page as the list scrolls, rows in the DOM bounded', async () => {
    const page = await measuredPage();
    const started = Date.now();
    await page.goto(`${server.url}/states?scope=big`);
    await expect.poll(() => page.locator('#key-count').textContent(), { timeout: 30_000 }).toBe('200+ keys');
    const shownMs = Date.now() - started;
    const scrollStarted = Date.now();
    while (Date.now() - scrollStarted < 60_000) {
      await page.locator('svc-virtual-list .vl-view').evaluate((view) => {
        view.scrollTop = view.scrollHeight;
      });
      if ((await page.locator('#key-count').textContent()) === `${COUNT} keys`) break;
      await page.waitForTimeout(100);
    }
    await expect.poll(() => page.locator('#key-count').textContent()).toBe(`${COUNT} keys`);
    const allMs = Date.now() - scrollStarted;
    // The last page arrived below the view: scrolled to the end once more, the last key is drawn.
    await page.locator('svc-virtual-list .vl-view').evaluate((view) => {
      view.scrollTop = view.scrollHeight;
    });
    await page.locator('[role=option][data-key="key-09999"]').waitFor();
    expect(await rows(page)).toBeLessThan(80);
    const longTask = await longest(page);
    console.log(
      `states page, ${COUNT} keys: first 200 shown ${shownMs} ms after navigation, all read by scrolling in ` +
        `${allMs} ms, longest task ${longTask.toFixed(0)} ms, rows in the DOM ${await rows(page)}`,
    );
    await page.context().close();
  });

  test('the dashboard under a flood of invocations redraws its charts at a bounded rate', async () => {
    const page = await measuredPage();
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.locator('#feed').textContent()).toContain('live');
    const flood = await startWorker(process.execPath, [
      'console/test/fixtures/many-functions.mjs',
      engine.url,
      'flood',
      '200',
      '6',
    ]);
    children.push(flood);
    let out = '';
    flood.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    await expect.poll(() => page.locator('#rate .value').textContent(), { timeout: 15_000 }).not.toBe('—');
    // Over 3 s of the flood: chart redraws and animation frames the page managed.
    const measured = await page.evaluate(async () => {
      const chart = document
        .querySelector('svc-app')
        ?.shadowRoot?.querySelector('svc-dashboard-page')
        ?.shadowRoot?.querySelector('#rate') as unknown as { draws: number } | null;
      const draws = chart?.draws ?? 0;
      let frames = 0;
      const until = performance.now() + 3000;
      await new Promise<void>((resolve) => {
        const frame = () => {
          frames++;
          if (performance.now() < until) requestAnimationFrame(frame);
          else resolve();
        };
        requestAnimationFrame(frame);
      });
      return { draws: (chart?.draws ?? 0) - draws, frames };
    });
    await expect.poll(() => out, { timeout: 20_000 }).toMatch(/calls\/s \d+/);
    const rate = Number(/calls\/s (\d+)/.exec(out)?.[1]);
    const redraws = measured.draws / 3;
    console.log(
      `dashboard under ${rate} invocations/s: ${redraws.toFixed(1)} chart redraws/s, ` +
        `${(measured.frames / 3).toFixed(0)} animation frames/s, longest task ${(await longest(page)).toFixed(0)} ms`,
    );
    // The feed sends at most 4 windows a second: the chart redraws per window, never per invocation.
    expect(measured.draws).toBeGreaterThan(0);
    expect(redraws).toBeLessThanOrEqual(8);
    await page.context().close();
  });
});
