import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';

/**
 * The sandbox's web page in a real browser (Debian's chromium driven by playwright-core; .ci/run installs it):
 * a slash command typed and answered, a button on a bot message clicked, a user and language switched.
 * With UPDATE_SCREENSHOT=1 it also refreshes docs/sandbox.png for the README.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let h: Harness;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `No browser at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  h = await startHarness();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${h.sandbox.url}/`);
  await page.waitForSelector('body[data-ready="true"]');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

async function send(text: string): Promise<void> {
  await page.fill('#input', text);
  await page.press('#input', 'Enter');
}

describe('the sandbox web page', () => {
  it('says the sandbox keeps its messages in memory', async () => {
    await expect.poll(() => page.textContent('#notice')).toMatch(/memor/);
  });

  it('typing /roll 3d6 sends the command and shows the bot’s reply without a reload', async () => {
    await page.selectOption('#user-select', { label: 'Bruno' });
    await page.click('button.channel[data-name="regole"]');
    await send('/roll 3d6');
    const reply = page.locator('.message', { hasText: 'rolled 3d6' });
    await reply.waitFor({ timeout: 10_000 });
    expect(await reply.textContent()).toMatch(/Bruno rolled 3d6: 3d6 \(\d, \d, \d\) = \d+/);
  });

  it('lists the commands with their descriptions when / is typed, and enforces required options', async () => {
    await page.fill('#input', '/ro');
    await expect.poll(() => page.locator('#popup .suggestion').first().textContent()).toMatch(/\/roll.*Roll dice/);
    await page.press('#input', 'Enter');
    await expect.poll(() => page.textContent('#command-chip')).toBe('/roll');
    await page.click('#send');
    await expect.poll(() => page.textContent('#composer-error')).toMatch(/required option: dice/);
    await page.press('#input', 'Escape');
  });

  it('clicking a button on a bot message updates it', async () => {
    await page.selectOption('#user-select', { label: 'Bruno' });
    await page.click('button.channel[data-name="partite"]');
    await send('/game new game:demo scenario:meeting side:red opponent:alice');
    const thread = page.locator('button.channel.thread').first();
    await thread.waitFor({ timeout: 10_000 });
    await thread.click();
    await page.locator('.message img').first().waitFor({ timeout: 15_000 });
    // Blue (Alice) moves first: Bruno, who plays Red, switches to Alice's seat to show her menu.
    await page.selectOption('#user-select', { label: 'Alice' });
    await page
      .locator('.message', { hasText: /Dice commitment|Impegno sui dadi/ })
      .first()
      .waitFor();
    await send('/play');
    const menu = page.locator('.message.ephemeral', { hasText: 'Solo tu puoi vedere questo messaggio' }).last();
    await menu.locator('button', { hasText: /^▸ Muovi/ }).click();
    await menu.locator('button', { hasText: '1st Inf in 0203' }).waitFor({ timeout: 10_000 });
  });

  it('marks the pinned status, and only it, as pinned', async () => {
    const pinned = page.locator('.message.is-pinned');
    await expect.poll(() => pinned.count(), { timeout: 10_000 }).toBe(1);
    expect(await pinned.textContent()).toMatch(/📌 Fissato/);
    expect(await pinned.textContent()).toMatch(/Dice commitment|Impegno sui dadi/);
    expect(await page.locator('.message:not(.is-pinned) .pinned').count()).toBe(0);
  });

  it('takes the README’s quoted values whole: a secret note and a typed action label', async () => {
    const thread = h.sandbox.threads('partite').at(-1)!.id;
    await send('/game note text:"feint north" secret:true');
    await page.locator('.message.ephemeral', { hasText: 'nota segreta' }).waitFor({ timeout: 10_000 });
    await send('/act action:"Move 1st Inf → 0303"');
    await expect
      .poll(async () => JSON.stringify((await h.context.games.store.load(thread))?.state), { timeout: 10_000 })
      .toMatch(/"b1":\{[^}]*"at":"0303"/);
    const log = await h.context.games.store.log(thread);
    const note = log.find((e) => e.kind === 'action' && (e.action as { type?: string }).type === 'note');
    expect(note?.action).toMatchObject({ type: 'note', text: 'feint north', secret: true });
  });

  it('keeps the newest message, a picture included, in view', async () => {
    await page.locator('.message img').last().waitFor({ timeout: 15_000 });
    // In the page: every picture loaded, the list taller than its box, and the last message's bottom in view.
    const inView = `(() => {
      const box = document.querySelector('#messages');
      const last = box.lastElementChild.getBoundingClientRect();
      return JSON.stringify({
        loaded: [...box.querySelectorAll('img')].every((i) => i.complete),
        scrolls: box.scrollHeight > box.clientHeight,
        lastInView: last.bottom <= box.getBoundingClientRect().bottom + 1,
      });
    })()`;
    await expect
      .poll(async () => JSON.parse(String(await page.evaluate(inView))) as Record<string, boolean>, { timeout: 15_000 })
      .toEqual({ loaded: true, scrolls: true, lastInView: true });
  });

  it('shows a picked suggestion’s name in its field and sends its value', async () => {
    const thread = h.sandbox.threads('partite').at(-1)!.id;
    const before = (await h.context.games.store.load(thread))!.version;
    await page.fill('#input', '/agisci');
    await page.press('#input', 'Enter');
    const field = page.locator('#option-fields input[name="action"]');
    await field.fill('turno');
    const choice = page.locator('.choices div', { hasText: 'Termina il turno' });
    await choice.waitFor({ timeout: 10_000 });
    await choice.dispatchEvent('mousedown');
    expect(await field.inputValue()).toBe('Termina il turno');
    await page.click('#send');
    await expect
      .poll(async () => (await h.context.games.store.load(thread))!.version, { timeout: 10_000 })
      .toBe(before + 1);
    const last = (await h.context.games.store.log(thread)).at(-1)!;
    expect(last.action).toMatchObject({ type: 'end-turn' });
  });

  it('switching a user’s language to Italian gives the Italian reply', async () => {
    await page.selectOption('#user-select', { label: 'Bruno' });
    await page.click('button.channel[data-name="regole"]');
    await page.selectOption('#locale-select', 'it');
    await expect.poll(() => page.getAttribute('#input', 'placeholder')).toBe('Scrivi / per i comandi');
    await send('/tira 2d6');
    const reply = page.locator('.message', { hasText: 'tira 2d6' });
    await reply.waitFor({ timeout: 10_000 });
    expect(await reply.textContent()).toMatch(/Bruno tira 2d6: 2d6 \(\d, \d\) = \d+/);
    if (process.env.UPDATE_SCREENSHOT === '1') {
      await page.click('button.channel.thread');
      await page.locator('.message img').last().waitFor();
      await page.screenshot({ path: 'docs/sandbox.png' });
    }
  });
});
