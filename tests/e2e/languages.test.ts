import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { content, endTurn as endTurnAs, newGameThread, pictures } from '../helpers/threads.js';

/**
 * A game between an Italian and an English player (issue 18.4): once each has acted, every caption reads in both
 * languages (the game's own first), each player is mentioned in their own, the pinned status reads in both, and
 * each player's private answers stay in their own language.
 */
let h: Harness;
let thread: string;
const LOCALE = { alice: 'it', bruno: 'en-US' } as const;
const endTurn = (user: 'alice' | 'bruno') => endTurnAs(h, thread, user, LOCALE[user]);
const pictureOf = (version: number) =>
  h.sandbox.waitFor(() => pictures(h, thread).find((m) => content(m).includes(`**v${version}**`)));

beforeAll(async () => {
  h = await startHarness();
  thread = await newGameThread(
    h,
    { game: 'demo', scenario: 'meeting', side: 'blue', opponent: 'bruno' },
    'alice',
    'it',
  );
});
afterAll(async () => h?.close());

describe('a game between an Italian and an English player', () => {
  it('before the English player has acted, the game speaks Italian', async () => {
    await endTurn('alice');
    const caption = content(await pictureOf(1));
    expect(caption).toMatch(/Blu termina il turno/);
    expect(caption).not.toMatch(/↳/);
    expect(caption).toMatch(/tocca a te/);
  });

  it('once both have acted, captions read in both languages and each is mentioned in their own', async () => {
    await endTurn('bruno');
    const second = content(await pictureOf(2));
    expect(second).toMatch(/`v2` Rosso termina il turno[^\n]*\n↳ \*Red ends the turn/);
    expect(second).toMatch(new RegExp(`<@${h.sandbox.users!.alice.id}> — tocca a te`));
    await endTurn('alice');
    const third = content(await pictureOf(3));
    expect(third).toMatch(/`v3` Blu termina il turno[^\n]*\n↳ \*Blue ends the turn/);
    expect(third).toMatch(new RegExp(`<@${h.sandbox.users!.bruno.id}> — your move`));
    expect(third).not.toMatch(/tocca a te/);
  });

  it('the pinned status reads in both languages', async () => {
    const status = h.sandbox.messages(thread).find((m) => m.json['pinned'] === true)!;
    await h.sandbox.waitFor(() =>
      /Turno/.test(content(status)) && /\bTurn\b/.test(content(status)) ? true : undefined,
    );
    expect(content(status)).toMatch(/Turno/);
    expect(content(status)).toMatch(/\bTurn\b/);
  });

  it('each player’s private answers stay in their own language', async () => {
    const bruno = await h.sandbox
      .invokeCommand({ user: 'bruno', channel: thread, command: 'game status', locale: 'en-US' })
      .response();
    const alice = await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'game status', locale: 'it' })
      .response();
    expect(content(bruno)).toMatch(/\bTurn\b/);
    expect(content(bruno)).not.toMatch(/Turno/);
    expect(content(alice)).toMatch(/Turno/);
  });
});
