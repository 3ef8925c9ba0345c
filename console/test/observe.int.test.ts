/**
 * The Streams, Queues and Flow pages in real Chromium against a real engine with real workers
 * (`engine/test/fixtures/shop-worker.mjs` in svc-sdk for TypeScript, `fixtures/py_auditor.py` in
 * sdk-py): stream traffic in the monitor's tabs, joins
 * and leaves made from the page, the system-stream toggle, counters, pause and the bounded ring,
 * the data browser; messages sent to the dead-letter queue by a failing function, then Discard,
 * Redrive one and Redrive all, each checked on the engine; the flow graph with every node type
 * and the edges learned from traces, pan, zoom, Fit, node detail, and the layout saved in the
 * state store and restored after a reload. axe-core in both themes, and screenshots.
 */
import type { ChildProcess } from 'node:child_process';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type EngineProcess, startEngineProcess } from '../../engine/test/process.js';
import { type Caller, caller } from '../../engine/test/state/harness.js';
import { type ConsoleServer, startConsoleServer } from '../src/server/index.js';
import { axeViolations, buildUi, CHROMIUM, consoleOptionsFor, openPage, screenshot, startWorker } from './browser.js';

let engine: EngineProcess;
let workers: ChildProcess[] = [];
let server: ConsoleServer;
let browser: Browser;
let c: Caller;

beforeAll(async () => {
  [, engine] = await Promise.all([buildUi(), startEngineProcess()]);
  workers = await Promise.all([
    startWorker(process.execPath, ['engine/test/fixtures/shop-worker.mjs', engine.url]),
    startWorker(`${process.cwd()}/.venv/bin/python`, ['console/test/fixtures/py_auditor.py', engine.url]),
  ]);
  server = await startConsoleServer({ ...consoleOptionsFor(engine), enableFlow: true });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  c = await caller(engine.url);
}, 90_000);

afterAll(async () => {
  c?.close();
  await browser?.close();
  await server?.close();
  for (const worker of workers) worker.kill();
  await engine?.kill();
});

/** Opens a console path in a fresh page and waits for its heading. */
async function open(path: string, theme: 'dark' | 'light' = 'dark'): Promise<Page> {
  const page = await openPage(browser, theme);
  await page.goto(`${server.url}${path}`);
  await page.locator('h1').first().waitFor();
  return page;
}

/** Places an order through the worker's HTTP trigger; its shipment fails while the carrier is broken. */
async function placeOrder(id: string): Promise<void> {
  const response = await fetch(`${engine.listeners.http}/shop/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, item: 'lamp' }),
  });
  expect(response.status).toBe(201);
}

type DlqPage = { total: number; messages: { id: string; payload: { id: string } }[] };
const dlq = () => c.result<DlqPage>('engine::queue::dlq_messages', { topic: 'shipments' });
const setItem = (group: string, id: string, data: unknown) =>
  c.result('stream::set', { stream_name: 'board', group_id: group, item_id: id, data: data as never });

describe('the observe pages in Chromium', { timeout: 60_000 }, () => {
  test('Streams: traffic in the tabs, joins and leaves, system streams, counters, pause, the ring', async () => {
    const page = await open('/streams');
    await expect.poll(() => page.locator('#socket-state').textContent()).toContain('connected');
    const join = async (stream: string, group: string, item = '') => {
      await page.locator('input[name=stream]').fill(stream);
      await page.locator('input[name=group]').fill(group);
      await page.locator('input[name=item]').fill(item);
      await page.locator('#join').click();
    };
    const rows = (selector = '') => page.locator(`#messages tbody tr${selector}`);
    await setItem('orders', 'a', { n: 1 });
    await join('board', 'orders');
    await expect.poll(() => rows('[data-type=sync]').count()).toBe(1);
    expect(await rows('[data-direction=outbound][data-type=join]').count()).toBe(1);
    await setItem('orders', 'b', { n: 2 });
    await expect.poll(() => rows('[data-type=create]').count()).toBe(1);
    // Tabs: inbound has the sync and the create, outbound only the join.
    await page.locator('[role=tab][data-tab=inbound]').click();
    await expect.poll(() => rows('[data-direction=outbound]').count()).toBe(0);
    expect(await rows('[data-direction=inbound]').count()).toBe(2);
    await page.locator('[role=tab][data-tab=outbound]').click();
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows('[data-type=join]').count()).toBe(1);
    await page.locator('[role=tab][data-tab=all]').click();
    expect(await page.locator('#count-inbound b').textContent()).toBe('2');
    expect(await page.locator('#count-outbound b').textContent()).toBe('1');
    // The detail of a message shows its data.
    await rows('[data-type=create]').click();
    await expect.poll(() => page.locator('#message-detail pre').textContent()).toContain('"n": 2');

    // An item-level join gets that item only.
    await join('board', 'orders', 'a');
    await expect.poll(() => rows('[data-type=sync]').count()).toBe(2);
    await page.locator('[data-subscription="board / orders"] button').click();
    await expect.poll(() => rows('[data-type=leave]').count()).toBe(1);
    await setItem('orders', 'c', { n: 3 });
    await setItem('orders', 'a', { n: 4 });
    await expect.poll(() => rows('[data-type=update]').count()).toBe(1);
    expect(await rows('[data-type=create]').count()).toBe(1);

    // System streams are hidden until asked for.
    await join('svc:live', 'streams');
    await expect.poll(async () => Number(await page.locator('#count-inbound b').textContent())).toBeGreaterThan(4);
    expect(await rows('[data-stream="svc:live"]').count()).toBe(0);
    await page.locator('#show-system').check();
    await expect.poll(() => rows('[data-stream="svc:live"]').count()).toBeGreaterThan(0);
    await page.locator('[data-subscription="svc:live / streams"] button').click();
    await page.locator('#show-system').uncheck();

    // Pause drops what arrives; resume shows what comes next.
    await page.locator('#pause').click();
    await setItem('orders', 'a', { n: 5 });
    await expect.poll(() => page.locator('#paused').textContent()).toContain('1 dropped');
    expect(await rows('[data-type=update]').count()).toBe(1);
    await page.locator('#pause').click();
    await setItem('orders', 'a', { n: 6 });
    await expect.poll(() => rows('[data-type=update]').count()).toBe(2);

    // The ring keeps the newest messages only.
    await page.locator('svc-stream-monitor').evaluate((el) => ((el as unknown as { ringSize: number }).ringSize = 5));
    for (let n = 0; n < 8; n++) await setItem('orders', 'a', { n: 10 + n });
    await expect.poll(() => page.locator('#count-buffer b').textContent()).toBe('5 / 5');
    await expect.poll(() => rows().count()).toBe(5);
    await expect.poll(() => page.locator('#messages tbody').textContent()).toContain('"n":17');
    await page.context().close();
  });

  test('Streams: the data browser shows streams → groups → items with their values', async () => {
    await setItem('orders', 'z', { title: 'browse me' });
    const page = await open('/streams?view=data');
    await page.locator('#browser-streams button[data-stream=board]').click();
    await page.locator('#browser-groups button[data-group=orders]').click();
    await expect.poll(() => page.locator('#browser-items tr[data-item=z]').textContent()).toContain('browse me');
    expect(page.url()).toContain('stream=board');
    expect(page.url()).toContain('group=orders');
    // Watch follows the group in the monitor.
    await page.locator('#watch-group').click();
    await expect.poll(() => page.locator('[data-subscription="board / orders"]').count()).toBe(1);
    await page.context().close();
  });

  test('Queues: live counts, then Discard, Redrive one and Redrive all, each with its effect', async () => {
    const page = await open('/queues');
    await c.result('shop::break', { broken: true });
    for (const id of ['q1', 'q2', 'q3']) await placeOrder(id);
    const dlqCell = page.locator('tr[data-topic=shipments] [data-count=dlq_depth]');
    await expect.poll(() => dlqCell.textContent(), { timeout: 15_000 }).toContain('3');
    await expect.poll(() => page.locator('#live-state').textContent()).toContain('live');
    await page.locator('tr[data-topic=shipments]').click();
    await expect.poll(() => page.locator('#dlq-total').textContent()).toContain('3 messages');
    const byOrder = new Map((await dlq()).messages.map((m) => [m.payload.id, m.id]));
    const row = (order: string) => page.locator(`#dlq tr[data-message="${byOrder.get(order)}"]`);
    expect(await row('q1').textContent()).toContain('the carrier refused q1');
    await row('q1').locator('button[aria-expanded]').click();
    expect(await row('q1').locator('pre.payload').textContent()).toContain('"q1"');
    // Each action's label reads on one line in the half-width panel.
    for (const action of ['.redrive', '.discard']) {
      const lines = await row('q1')
        .locator(action)
        .evaluate((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
      expect(`${action} ${lines}`).toBe(`${action} 1`);
    }

    // Discard asks first; Cancel keeps the message.
    await row('q1').locator('.discard').click();
    await page.locator('#cancel-action').click();
    expect((await dlq()).total).toBe(3);
    await row('q1').locator('.discard').click();
    await page.locator('#confirm-action').click();
    await expect.poll(() => page.locator('#dlq-result').textContent()).toContain('Discarded');
    await expect.poll(async () => (await dlq()).messages.map((m) => m.payload.id).sort()).toEqual(['q2', 'q3']);
    await expect.poll(() => dlqCell.textContent()).toContain('2');

    // With the carrier working again, a redriven message reaches the function.
    await c.result('shop::break', { broken: false });
    await row('q2').locator('.redrive').click();
    await page.locator('#confirm-action').click();
    await expect
      .poll(() => c.result('state::get', { scope: 'shipped', key: 'q2' }), { timeout: 15_000 })
      .toEqual({ id: 'q2' });
    await expect.poll(() => page.locator('#dlq-total').textContent()).toContain('1 message');
    await page.locator('#redrive-all').click();
    expect(await page.locator('.confirm').textContent()).toContain('Redrive all 1 messages of shipments?');
    await page.locator('#confirm-action').click();
    await expect
      .poll(() => c.result('state::get', { scope: 'shipped', key: 'q3' }), { timeout: 15_000 })
      .toEqual({ id: 'q3' });
    await expect.poll(() => page.locator('#dlq-empty').count()).toBe(1);
    await expect.poll(() => page.locator('#card-done .n').textContent()).toBe('2');
    // The discarded message never reached the function.
    expect((await c.result('state::get', { scope: 'shipped', key: 'q1' })) ?? null).toBeNull();
    await page.context().close();
  });

  test('Flow: every node type, edges from traces, pan, zoom, Fit, detail, and the layout kept', async () => {
    await c.result('shop::break', { broken: true });
    await placeOrder('f1');
    const page = await open('/flow');
    const node = (id: string) => page.locator(`g.node[data-id="${id}"]`);
    for (const kind of ['http', 'cron', 'event', 'queue', 'function', 'state', 'stream'])
      await expect
        .poll(() => page.locator(`g.node[data-kind=${kind}]`).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
    // Edges from traces that end after the page opened come with the live feed's trace rows: the
    // Python worker's write to `audit` is learned from its spans in the same trace.
    const edge = (from: string, to: string, learned = false) =>
      page.locator(`path.${learned ? 'learned' : 'edge'}[data-from="${from}"][data-to="${to}"]`).count();
    // Each worker sends its spans in batches of its own, so the edges of one worker may come in a
    // later reload than the other's.
    await expect.poll(() => edge('f:py::audit', 'state:audit', true), { timeout: 15_000 }).toBe(1);
    for (const to of ['state:orders', 'stream:board', 'queue:shipments', 'event:order.placed'])
      await expect.poll(() => edge('f:shop::place', to, true), { timeout: 15_000 }).toBe(1);
    expect(await edge('event:order.placed', 'f:shop::on_placed')).toBe(1);
    expect(await edge('event:order.placed', 'f:py::audit')).toBe(1);
    expect(await edge('queue:shipments', 'f:shop::ship')).toBe(1);

    // Click a node: its detail, with a link to its page.
    await node('f:shop::place').click();
    await expect.poll(() => page.locator('#node-detail h2').first().textContent()).toBe('Function');
    expect(await page.locator('#node-link').getAttribute('href')).toBe('/functions?fn=shop%3A%3Aplace');
    expect(await page.locator('#node-detail').textContent()).toContain('orders');
    expect(page.url()).toContain('node=f%3Ashop%3A%3Aplace');
    await expect.poll(() => page.locator('#node-trace').getAttribute('href')).toMatch(/^\/traces\/[0-9a-f]{32}$/);

    const transform = () => page.locator('g.viewport').getAttribute('transform');
    const scale = async () => Number((await transform())?.match(/scale\(([\d.]+)\)/)?.[1]);
    const before = await scale();
    await page.locator('#zoom-in').click();
    await expect.poll(scale).toBeCloseTo(before * 1.25, 3);
    await page.locator('#fit').click();
    await expect.poll(scale).not.toBeCloseTo(before * 1.25, 3);
    // Pan by dragging the background.
    const canvas = await page.locator('svg.canvas').boundingBox();
    const panned = await transform();
    await page.mouse.move(canvas!.x + 10, canvas!.y + canvas!.height - 10);
    await page.mouse.down();
    await page.mouse.move(canvas!.x + 70, canvas!.y + canvas!.height - 40, { steps: 5 });
    await page.mouse.up();
    await expect.poll(transform).not.toBe(panned);
    // Drag a node; the layout is saved in the state store.
    const box = await node('state:orders').boundingBox();
    await page.mouse.move(box!.x + 10, box!.y + 10);
    await page.mouse.down();
    await page.mouse.move(box!.x + 90, box!.y + 70, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => page.locator('#saved').textContent()).toContain('saved');
    type Saved = { config: Record<string, { x: number; y: number }> } | null;
    const saved = () => c.result<Saved>('state::get', { scope: '__console.flowConfigs', key: 'default' });
    await expect.poll(async () => (await saved())?.config['state:orders']).toBeDefined();
    const moved = await node('state:orders').getAttribute('transform');
    const view = await transform();

    await page.reload();
    await node('state:orders').waitFor();
    expect(await node('state:orders').getAttribute('transform')).toBe(moved);
    expect(await transform()).toBe(view);
    await page.context().close();
  });

  test('at phone width the pages fit the screen', async () => {
    for (const path of [
      '/streams',
      '/streams?view=data&stream=board&group=orders',
      '/queues?topic=shipments',
      '/flow',
    ]) {
      const page = await openPage(browser, 'light', 390);
      await page.goto(`${server.url}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(`${path} ${scrollWidth}`).toBe(`${path} ${Math.min(scrollWidth, 400)}`);
      await page.context().close();
    }
  });

  test('the pages pass axe-core in both themes, and are written as screenshots', async () => {
    const paths: [string, string][] = [
      ['streams-data', '/streams?view=data&stream=board&group=orders'],
      ['queues-topic', '/queues?topic=shipments'],
      ['flow-detail', '/flow?node=f%3Ashop%3A%3Aplace'],
      ['streams', '/streams'],
    ];
    const found: string[] = [];
    for (const theme of ['dark', 'light'] as const) {
      for (const [name, path] of paths) {
        const page = await open(`${path}&theme=${theme}`.replace(/^([^?]*)&/, '$1?'), theme);
        await page.waitForLoadState('networkidle');
        if (name === 'streams') {
          await page.locator('input[name=stream]').fill('board');
          await page.locator('input[name=group]').fill('orders');
          await page.locator('#join').click();
          await page.locator('#messages tbody tr[data-type=sync]').first().waitFor();
          await setItem('orders', 'a', { n: 100, theme });
          await page.locator('#messages tbody tr[data-type=update]').first().click();
        }
        if (name === 'flow-detail') {
          await page.locator('#reset-layout').click();
          await page.locator('g.node').first().waitFor();
        }
        await page.waitForTimeout(400);
        for (const violation of await axeViolations(page)) found.push(`${name} (${theme}) ${violation}`);
        await screenshot(page, name);
        await page.context().close();
      }
    }
    expect(found).toEqual([]);
  }, 120_000);
});
