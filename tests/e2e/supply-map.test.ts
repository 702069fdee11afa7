import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { attachments, content, newGameThread, pictures as picturesIn } from '../helpers/threads.js';

/**
 * `/game map supply:<side>` (issue 22): anyone in the thread asks for a side's supplied spaces shaded on the map, and
 * gets the picture privately; the sides are offered as one types; a side the game does not have is refused.
 */
let h: Harness;
let thread: string;
const EPHEMERAL = 1 << 6;

beforeAll(async () => {
  h = await startHarness();
  thread = await newGameThread(h, { game: 'paths-of-glory', scenario: 'intro', side: 'cp', opponent: 'bruno' });
});
afterAll(async () => h?.close());

describe('/game map supply:<side>', () => {
  it('offers the game’s sides as one types', async () => {
    const choices = await h.sandbox.autocomplete({
      user: 'carla',
      channel: thread,
      command: 'game map',
      options: { supply: '' },
      focused: 'supply',
    });
    expect(choices.map((c) => c.value).sort()).toEqual(['ap', 'cp']);
  });

  it('answers privately with the whole map, the Allies’ supplied spaces shaded, named in the alt text', async () => {
    const answer = await h.sandbox
      .invokeCommand({ user: 'carla', channel: thread, command: 'game map', options: { supply: 'ap' }, locale: 'en' })
      .response();
    expect(Number(answer.json['flags']) & EPHEMERAL).toBe(EPHEMERAL);
    const [picture] = attachments(answer);
    expect(picture).toBeDefined();
    expect(Number(picture!['width'])).toBeGreaterThanOrEqual(1600);
    expect(String(picture!['filename'])).toMatch(/supply-ap\.png$/);
    expect(String(picture!['description'])).toMatch(/Shaded, the \d+ spaces in supply for (the )?Allies/);
    expect(String(picture!['description'])).toMatch(/Amiens/);
  });

  it('in Italian, zoomed on a place', async () => {
    const answer = await h.sandbox
      .invokeCommand({
        user: 'carla',
        channel: thread,
        command: 'game map',
        options: { supply: 'cp', at: 'Liege' },
        locale: 'it',
      })
      .response();
    const [picture] = attachments(answer);
    expect(Number(picture!['width'])).toBe(1100);
    expect(String(picture!['description'])).toMatch(/In ombra, i \d+ spazi riforniti per/);
  });

  it('a side the game does not have is refused privately, and nothing is drawn', async () => {
    const before = picturesIn(h, thread).length;
    const answer = await h.sandbox
      .invokeCommand({
        user: 'carla',
        channel: thread,
        command: 'game map',
        options: { supply: 'martians' },
        locale: 'en',
      })
      .response();
    expect(Number(answer.json['flags']) & EPHEMERAL).toBe(EPHEMERAL);
    expect(content(answer)).toMatch(/no side “martians”/);
    expect(attachments(answer)).toHaveLength(0);
    await h.rendersIdle();
    expect(picturesIn(h, thread).length).toBe(before);
  });
});
