/**
 * The sign-in page in Chromium: a console started with the engine's console token shows only the
 * form until the token is given, then the console itself.
 */
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type EngineProcess, startEngineProcess, writeConfig } from '../../engine/test/process.js';
import { type ConsoleServer, startConsoleServer } from '../src/server/index.js';
import { axeViolations, buildUi, CHROMIUM, consoleOptionsFor, openPage, screenshot } from './browser.js';

const TOKEN = 'console-token-0123456789';

let engine: EngineProcess;
let server: ConsoleServer;
let browser: Browser;

beforeAll(async () => {
  const config = writeConfig(
    `auth:\n  tokens: [{ name: console, value: ${TOKEN}, console: true }]\n` +
      'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n  - name: svc-http\n    config: { port: 0 }\n' +
      '  - name: svc-stream\n    config: { port: 0 }\n  - name: svc-state\n',
  );
  [, engine] = await Promise.all([buildUi(), startEngineProcess(['--config', config])]);
  server = await startConsoleServer({ ...consoleOptionsFor(engine), token: TOKEN });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await engine?.kill();
});

describe('signing in to a console that has a console token', { timeout: 60_000 }, () => {
  test('shows only the sign-in form, refuses a wrong token, and shows the console after the right one', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const page = await openPage(browser, theme);
      await page.goto(`${server.url}/`);
      await page.locator('svc-login form').waitFor();
      expect(await page.locator('#outlet').isHidden()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'login');
      if (theme === 'light') {
        await page.close();
        continue;
      }
      await page.locator('svc-login input').fill('not-the-token');
      await page.locator('svc-login button').click();
      await expect.poll(() => page.locator('svc-login [role=alert]').textContent()).toContain('not the console token');
      await page.locator('svc-login input').fill(TOKEN);
      await page.locator('svc-login button').click();
      await page.locator('svc-dashboard-page h1').waitFor({ timeout: 15_000 });
      expect(await page.locator('svc-login').count()).toBe(0);
      await expect.poll(() => page.locator('#count-workers .n').textContent(), { timeout: 15_000 }).not.toBe('…');
      await page.close();
    }
  });
});
