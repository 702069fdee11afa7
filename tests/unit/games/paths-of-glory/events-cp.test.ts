import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../src/engine/core/game.js';
import { loc } from '../../../../src/engine/core/localized.js';
import { CP_EVENT_LINES, CP_EVENT_REFUSALS } from '../../../../src/engine/games/paths-of-glory/play/events-cp-words.js';
import type { PogState } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import { top } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import {
  describe as line,
  eventOptionLabel,
  refusal,
  type Namer,
} from '../../../../src/engine/games/paths-of-glory/play/words.js';
import { cardId, NEUTRAL_ENTRY } from '../../../../src/engine/games/paths-of-glory/rules/cards.js';
import { playedThisTurn, thisTurnMark } from '../../../../src/engine/games/paths-of-glory/rules/events-ap.js';
import { CP_EVENTS, russianVpSpaces } from '../../../../src/engine/games/paths-of-glory/rules/events-cp.js';
import { eventChoice } from '../../../../src/engine/games/paths-of-glory/rules/events.js';
import { menuOf } from '../../../../src/engine/games/paths-of-glory/play/menu.js';
import { act, built, campaign, game, legal, refused, type Changes } from './play/position.js';

/**
 * The Central Powers cards' events (9.5.1, rules/events-cp.ts), one test a card, each played through the machine: a
 * position where the event may be played and, if the card has conditions, one where it may not; then its effect.
 */

const namer: Namer = { space: (id) => id, unit: (id) => id, card: (id) => loc(id, id) };

/** A CP action round with `card` in hand, the side's commitment at the card's level. */
function withCard(id: string, changes: Changes = {}): PogState {
  const level = game.cards.find((c) => cardId(c) === id)!.commitment;
  const commitment = { cp: level, ap: 'mobilization' as const, ...changes.state?.commitment };
  return built(campaign(), {
    ...changes,
    hand: { cp: [id], ...changes.hand },
    frame: { name: 'action', side: 'cp' },
    state: { turn: 5, round: 2, ...changes.state, commitment },
  });
}

/** The keys of the menu `side` sees now. */
function menuKeys(s: PogState, side: 'cp' | 'ap'): string[] {
  return menuOf(game, namer, s, side, []).items.map((i) => i.key);
}

/** The event played: the state and its log, every line of which has its own words. */
function play(s: PogState, id: string): { state: PogState; events: readonly GameEvent[] } {
  const applied = act(s, 'cp', { type: 'card', card: id, use: 'event' });
  if (!applied.ok) throw new Error(`refused: ${applied.problem.code} (${applied.problem.rule})`);
  for (const e of applied.events) {
    if (!e.kind.startsWith('cp-')) continue;
    expect(CP_EVENT_LINES[e.kind], e.kind).toBeDefined();
    expect(line(e, namer).en).not.toContain(e.kind);
  }
  expect(applied.state.events).toContain(id);
  return { state: applied.state, events: applied.events };
}

/** The event is refused by `rule` with `code`, in words of its own in both languages. */
function refusedEvent(s: PogState, id: string, rule: string, code: string): void {
  const applied = act(s, 'cp', { type: 'card', card: id, use: 'event' });
  expect(applied.ok, `expected ${id} refused by ${rule}`).toBe(false);
  if (applied.ok) return;
  expect(applied.problem).toMatchObject({ code, rule });
  expect(CP_EVENT_REFUSALS[code], code).toBeDefined();
  const words = refusal(applied.problem, namer);
  expect(words.en).not.toContain(code);
  expect(words.it).not.toContain(code);
}

const kinds = (events: readonly GameEvent[]) => events.map((e) => e.kind);
const manual = (events: readonly GameEvent[]) => events.find((e) => e.kind === 'event-manual');
const lastingEffect = (events: readonly GameEvent[]) => events.find((e) => e.kind === 'cp-event-lasting')?.['effect'];

/** Russian VP spaces in CP hands: the first `n` of the seven. */
function russianVp(n: number): Record<string, 'cp'> {
  const spaces = russianVpSpaces({ model: game.model, state: campaign() });
  return Object.fromEntries(spaces.slice(0, n).map((s) => [s, 'cp' as const]));
}

describe('Paths of Glory: the Central Powers events (9.5.1)', () => {
  it('every CP card of the 2004 deck is a Combat Card, a reinforcement card, Bulgaria or has an event entry', () => {
    const entries = new Set(CP_EVENTS.map((r) => r.card));
    expect(entries.size).toBe(CP_EVENTS.length);
    const deck = game.cards.filter((c) => c.side === 'cp' && !c.deluxe);
    expect(deck.map((c) => c.number)).toEqual(Array.from({ length: 55 }, (_, i) => i + 1));
    for (const c of deck) {
      const id = cardId(c);
      const machine = c.combat || c.reinforcements.length > 0 || NEUTRAL_ENTRY[id] !== undefined;
      // Bulgaria's entry is the machine's, its entry here only the placing of its other corps.
      const both = NEUTRAL_ENTRY[id] !== undefined;
      expect(both || machine !== entries.has(id), `${id} ${c.name.en}`).toBe(true);
    }
  });

  it('CP #1 Guns of August: only in the first round of August 1914; Liège falls, the 1st and 2nd Armies enter it', () => {
    const start = campaign();
    expect(start.hand.cp).toContain('cp-1');
    const later = { ...start, round: 2, stack: [{ name: 'action' as const, side: 'cp' as const }] };
    refusedEvent(later, 'cp-1', '9.5.1', 'cp-guns-first-round');
    refusedEvent({ ...start, turn: 2 }, 'cp-1', '9.5.1', 'cp-guns-first-round');
    const { state, events } = play(start, 'cp-1');
    expect(state.destroyed).toContain('liege');
    expect(state.control['liege']).toBe('cp');
    expect(state.units['ge-1']?.at).toBe('liege');
    expect(state.units['ge-2']?.at).toBe('liege');
    expect(state.units['ge-3']?.at).toBe('koblenz');
    expect(state.warStatus.cp).toBe(2);
    expect(manual(events)).toBeUndefined();
    // The 1st, 2nd and 3rd Armies' spaces are activated for combat: the combats follow as after an operation (9.2.9).
    expect(state.activations).toEqual({ liege: 'attack', koblenz: 'attack' });
    expect(events.find((e) => e.kind === 'cp-guns-activated')?.['spaces']).toEqual(['liege', 'koblenz']);
    expect(top(state)).toEqual({ name: 'attack', side: 'cp' });
    // No attack: the action ends, the card removed (9.5.1.2).
    const done = act(state, 'cp', { type: 'attacked' });
    expect(done.ok && done.state.removed.cp).toContain('cp-1');
    expect(done.ok && top(done.state)).toEqual({ name: 'action', side: 'ap' });
    // With Allied units in Liège the armies do not enter it: they are activated where they stand.
    const held = play(built(start, { units: { 'be-c1': 'liege' } }), 'cp-1');
    expect(held.state.activations).toEqual({ aachen: 'attack', koblenz: 'attack' });
    // The card played for its OPS activates nothing by itself.
    const ops = act(start, 'cp', { type: 'card', card: 'cp-1', use: 'ops' });
    expect(ops.ok && ops.state.activations).toEqual({});
  });

  it('CP #1 Guns of August, the book’s example of play: the 1st, 2nd and 3rd Armies attack the French 5th Army in Sedan', () => {
    let s = play(campaign(), 'cp-1').state;
    let r = act(s, 'cp', { type: 'attack', target: 'sedan', units: ['ge-1', 'ge-2', 'ge-3'] });
    if (!r.ok) throw new Error(r.problem.code);
    s = r.state;
    r = act(s, 'cp', { type: 'fight' });
    if (!r.ok) throw new Error(r.problem.code);
    // The Central Powers roll 2 (column 15: 5), the French 3 (column 3: 2, below the German armies' LF 3).
    r = act(r.state, 'ap', { type: 'fight' }, [2, 3]);
    if (!r.ok) throw new Error(r.problem.code);
    expect(r.state.units['fr-5']?.strength).toBe('reduced');
    expect(['ge-1', 'ge-2', 'ge-3'].map((u) => r.ok && r.state.units[u]?.strength)).toEqual(['full', 'full', 'full']);
    expect(top(r.state)).toEqual({ name: 'retreat', side: 'ap' });
  });

  it('CP #5 Landwehr: 2 RP of flips, chosen one by one (an army 1, a corps ½), German units only, then done', () => {
    // The set-up's reduced German units: the 7th Army (Mulhouse), the 9th and 11th corps (Bremen, Oppeln).
    const { state, events } = play(withCard('cp-5', { reduced: ['ah-1'] }), 'cp-5');
    expect(manual(events)).toBeUndefined();
    expect(state.rp).toEqual(campaign().rp);
    const keys = () => menuKeys(after, 'cp');
    let after = state;
    expect(top(after)).toEqual({ name: 'event-choice', side: 'cp', card: 'cp-5', player: 'cp' });
    // An Austro-Hungarian unit is not the card's.
    expect(keys()).toEqual(['choose/ge-7', 'choose/ge-c11', 'choose/ge-c9', 'choose/done']);
    refused(after, 'cp', { type: 'choose', key: 'ah-1' }, '9.5.1', 'not-an-option');
    after = legal(after, 'cp', { type: 'choose', key: 'ge-7' });
    expect(after.units['ge-7']?.strength).toBe('full');
    after = legal(after, 'cp', { type: 'choose', key: 'ge-c9' });
    // ½ RP left: one corps more, no army.
    expect(keys()).toEqual(['choose/ge-c11', 'choose/done']);
    after = legal(after, 'cp', { type: 'choose', key: 'ge-c11' });
    expect(['ge-7', 'ge-c9', 'ge-c11'].map((u) => after.units[u]?.strength)).toEqual(['full', 'full', 'full']);
    // All spent: the action is over, the Allies act.
    expect(top(after)).toEqual({ name: 'action', side: 'ap' });
  });

  it('CP #5 Landwehr: a unit out of supply is not offered; done ends it with RP left (they are lost)', () => {
    // The 8th Army alone in Warsaw, cut off; a reduced corps in the Reserve Box is offered.
    const s = withCard('cp-5', {
      units: { 'ge-8': 'warsaw', 'ge-c1': 'cp-reserve' },
      reduced: ['ge-8', 'ge-c1'],
      control: { warsaw: 'cp' },
    });
    const { state } = play(s, 'cp-5');
    const keys = menuKeys(state, 'cp');
    expect(keys).toContain('choose/ge-c1');
    expect(keys).not.toContain('choose/ge-8');
    const done = legal(state, 'cp', { type: 'choose', key: 'done' });
    expect(top(done)).toEqual({ name: 'action', side: 'ap' });
    expect(done.units['ge-c1']?.strength).toBe('reduced');
    // With no reduced German unit at all, nothing is asked.
    const none = withCard('cp-5');
    const all = { ...none.units };
    for (const [u, x] of Object.entries(all)) if (u.startsWith('ge-')) all[u] = { ...x, strength: 'full' };
    expect(top(play({ ...none, units: all }, 'cp-5').state)).toEqual({ name: 'action', side: 'ap' });
  });

  it('CP #6 Entrench: both sides may entrench; the Central Powers place the first trench with a supplied army', () => {
    const { state, events } = play(withCard('cp-6'), 'cp-6');
    expect(lastingEffect(events)).toBe('entrench');
    expect(manual(events)).toBeUndefined();
    expect(state.stack.at(-1)).toEqual({ name: 'event-choice', side: 'cp', card: 'cp-6', player: 'cp' });
    const placed = act(state, 'cp', { type: 'choose', key: 'koblenz' });
    expect(placed.ok && placed.state.trenches['koblenz']).toBe(1);
  });

  it('CP #8 Race to the Sea: lasting, nothing left to the players', () => {
    const { state, events } = play(withCard('cp-8', { state: { turn: 3 } }), 'cp-8');
    expect(lastingEffect(events)).toBe('race-to-the-sea');
    expect(manual(events)).toBeUndefined();
    expect(state.events).toContain('cp-8');
  });

  it('CP #9 Reichstag Truce: not at Total War; +1 VP', () => {
    refusedEvent(
      withCard('cp-9', { state: { commitment: { cp: 'total', ap: 'mobilization' } } }),
      'cp-9',
      '9.5.1',
      'cp-reichstag-total-war',
    );
    const s = withCard('cp-9', { state: { commitment: { cp: 'limited', ap: 'mobilization' } } });
    const { state, events } = play(s, 'cp-9');
    expect(state.vp).toBe(s.vp + 1);
    expect(state.warStatus.cp).toBe(s.warStatus.cp + 1);
    expect(kinds(events)).toContain('cp-event-vp');
    expect(manual(events)).toBeUndefined();
  });

  it('CP #10 SUD Army: marked played; the activation costs read it (play/operations.test.ts)', () => {
    const { events } = play(withCard('cp-10'), 'cp-10');
    expect(lastingEffect(events)).toBe('sud-army');
    expect(manual(events)).toBeUndefined();
  });

  it('CP #11 Oberost: lasting, +1 War Status', () => {
    const s = withCard('cp-11');
    const { state, events } = play(s, 'cp-11');
    expect(lastingEffect(events)).toBe('oberost');
    expect(state.warStatus.cp).toBe(s.warStatus.cp + 1);
    expect(manual(events)).toBeUndefined();
  });

  it('CP #13 Falkenhayn: in August and September 1914 only after Moltke; from Fall 1914 any time', () => {
    refusedEvent(withCard('cp-13', { state: { turn: 2 } }), 'cp-13', '9.5.1', 'cp-event-needs');
    refusedEvent(withCard('cp-13', { state: { turn: 1 } }), 'cp-13', '9.5.1', 'cp-event-needs');
    play(withCard('cp-13', { state: { turn: 2, events: ['ap-9'] } }), 'cp-13');
    const { state, events } = play(withCard('cp-13', { state: { turn: 3 } }), 'cp-13');
    expect(lastingEffect(events)).toBe('falkenhayn');
    expect(state.warStatus.cp).toBe(2);
  });

  it('CP #17 Mata Hari: the Allied hand is shown, then the card’s 2 OPS in the same action (9.1.3)', () => {
    const s = withCard('cp-17', { hand: { ap: ['ap-1', 'ap-2'] } });
    const { state, events } = play(s, 'cp-17');
    expect(events.find((e) => e.kind === 'cp-mata-hari')?.['cards']).toEqual(['ap-1', 'ap-2']);
    expect(manual(events)).toBeUndefined();
    expect(state.stack.at(-1)).toEqual({ name: 'activate', side: 'cp', card: 'cp-17', points: 2 });
    // The action ends as an event: the card (not `*`) is discarded then.
    const done = act(state, 'cp', { type: 'activated' });
    expect(done.ok && done.state.discard.cp).toContain('cp-17');
  });

  it('CP #25 High Seas Fleet: +1 VP at once; Grand Fleet as the Allies’ next action takes it back', () => {
    const s = withCard('cp-25', {
      hand: { ap: ['ap-33'] },
      state: { round: 1, commitment: { cp: 'limited', ap: 'limited' } },
    });
    const { state, events } = play(s, 'cp-25');
    expect(state.vp).toBe(s.vp + 1);
    expect(kinds(events)).toContain('cp-event-vp');
    expect(manual(events)).toBeUndefined();
    const after = act(state, 'ap', { type: 'card', card: 'ap-33', use: 'event' });
    expect(after.ok && after.state.vp).toBe(s.vp);
  });

  it('CP #27 Zeppelin Raids: marked for the turn; the Replacement Phase takes the 4 British RP', () => {
    const s = withCard('cp-27', { state: { rp: { br: 5 } } });
    const { state, events } = play(s, 'cp-27');
    expect(state.rp).toEqual({ br: 5 });
    expect(playedThisTurn(state, 'cp-27')).toBe(true);
    expect(lastingEffect(events)).toBe('zeppelin-raids');
    expect(manual(events)).toBeUndefined();
  });

  it('CP #28 Tsar Takes Command: only with 3 Russian VP spaces in CP hands (16.4.3)', () => {
    refusedEvent(withCard('cp-28', { control: russianVp(2) }), 'cp-28', '16.4.3', 'cp-tsar-command-spaces');
    const { state, events } = play(withCard('cp-28', { control: russianVp(3) }), 'cp-28');
    expect(lastingEffect(events)).toBe('tsar-takes-command');
    expect(state.events).toContain('cp-28');
    expect(manual(events)).toBeUndefined();
  });

  it('CP #29 11th Army: marked played; the activation costs read it (play/operations.test.ts)', () => {
    const { events } = play(withCard('cp-29'), 'cp-29');
    expect(lastingEffect(events)).toBe('eleventh-army');
    expect(manual(events)).toBeUndefined();
  });

  it('CP #32 War in Africa: the Allies choose a British corps removed for good, or +1 VP to the Central Powers', () => {
    const s = withCard('cp-32');
    const { state, events } = play(s, 'cp-32');
    expect(manual(events)).toBeUndefined();
    expect(state.stack.at(-1)).toEqual({ name: 'event-choice', side: 'ap', card: 'cp-32', player: 'cp' });
    // The Central Powers may not choose for the Allies.
    expect(act(state, 'cp', { type: 'choose', key: 'vp' }).ok).toBe(false);
    const vpOption = eventChoice({ model: game.model, state }, 'cp', 'cp-32')!.options.find((o) => o.key === 'vp')!;
    expect(eventOptionLabel(vpOption, { space: (x) => x, unit: (x) => x, card: (x) => ({ en: x, it: x }) })).toEqual({
      en: '+1 VP to the Central Powers',
      it: '+1 VP agli Imperi Centrali',
    });
    const vp = act(state, 'ap', { type: 'choose', key: 'vp' });
    expect(vp.ok && vp.state.vp).toBe(s.vp + 1);
    const corps = Object.keys(state.units).find(
      (u) => /^br-c\d+$/.test(u) && (state.units[u]!.at === 'ap-reserve' || game.model.spaces[state.units[u]!.at]),
    )!;
    const gone = act(state, 'ap', { type: 'choose', key: corps });
    expect(gone.ok && gone.state.units[corps]!.at).toBe('gone');
    expect(gone.ok && gone.state.vp).toBe(s.vp);
  });

  it('CP #33 Walter Rathenau: lasting; the Replacement Phase adds its German RP', () => {
    const { events } = play(withCard('cp-33'), 'cp-33');
    expect(lastingEffect(events)).toBe('rathenau');
    expect(manual(events)).toBeUndefined();
  });

  it('CP #36 U-Boats Unleashed: only after H-L Take Command', () => {
    const total = { commitment: { cp: 'total' as const, ap: 'mobilization' as const } };
    refusedEvent(withCard('cp-36', { state: total }), 'cp-36', '9.5.1', 'cp-event-needs');
    const { events } = play(withCard('cp-36', { state: { ...total, events: ['cp-54'] } }), 'cp-36');
    expect(lastingEffect(events)).toBe('u-boats');
    expect(manual(events)).toBeUndefined();
  });

  it('CP #37 Hoffmann: only after H-L Take Command; this turn’s offensive stands', () => {
    refusedEvent(withCard('cp-37'), 'cp-37', '9.5.1', 'cp-event-needs');
    const s = withCard('cp-37', { state: { events: ['cp-54'], mandated: { cp: 'ah', ap: 'fr' } } });
    const { state, events } = play(s, 'cp-37');
    expect(lastingEffect(events)).toBe('hoffmann');
    expect(state.mandated).toEqual({ cp: 'ah', ap: 'fr' });
    expect(manual(events)).toBeUndefined();
  });

  it('CP #45 Treaty of Brest-Litovsk: only after Bolshevik Revolution; Russians abroad or with Allies are eliminated', () => {
    // The Caucasus Army is Russian: stacked with Russians it is not one of the other Allied units.
    const units = { 'ru-3': 'verdun', 'fr-9': 'lomza', 'ru-4': 'konigsberg', 'ru-cau': 'konigsberg' };
    refusedEvent(withCard('cp-45', { units }), 'cp-45', '16.4.8', 'cp-event-needs');
    const s = withCard('cp-45', { units, state: { events: ['cp-52', 'cp-53'] } });
    const { state, events } = play(s, 'cp-45');
    // In France (and with French units), and in Russia with a French army: eliminated.
    expect(state.units['ru-3']?.at).toBe('ap-eliminated');
    expect(state.units['ru-2']?.at).toBe('ap-eliminated');
    expect(state.units['fr-9']?.at).toBe('lomza');
    // In Russia alone, and in Germany: they stay.
    expect(state.units['ru-1']?.at).toBe('kovno');
    expect(state.units['ru-4']?.at).toBe('konigsberg');
    expect(state.units['ru-cau']?.at).toBe('konigsberg');
    expect(events.filter((e) => e.kind === 'cp-brest-eliminated').map((e) => e['unit'])).toEqual(['ru-2', 'ru-3']);
    expect(lastingEffect(events)).toBe('brest-litovsk');
    // 16.4.10's attacks are the attack rules' (play/combat-events.test.ts), the stacking the movement's
    // (play/movement.test.ts): nothing is left to the players.
    expect(manual(events)).toBeUndefined();
  });

  it('CP #47 French Mutiny: lasting, nothing left to the players', () => {
    const { state, events } = play(withCard('cp-47'), 'cp-47');
    expect(lastingEffect(events)).toBe('french-mutiny');
    expect(state.events).toContain('cp-47');
    expect(manual(events)).toBeUndefined();
  });

  it('CP #52 Fall of the Tsar: after Tsar Takes Command, CWS + Russian VP 33 or more; +1 VP, +3 with Romania neutral', () => {
    const total = { cp: 'total' as const, ap: 'limited' as const };
    const ready = { events: ['cp-28'], combinedWarStatus: 30, commitment: total };
    refusedEvent(
      withCard('cp-52', { control: russianVp(3), state: { ...ready, events: [] } }),
      'cp-52',
      '16.4.4',
      'cp-event-needs',
    );
    refusedEvent(withCard('cp-52', { control: russianVp(2), state: ready }), 'cp-52', '16.4.4', 'cp-tsar-fall-total');
    const s = withCard('cp-52', { control: russianVp(3), state: ready });
    const neutral = play(s, 'cp-52');
    expect(neutral.state.vp).toBe(s.vp + 3);
    expect(neutral.events.find((e) => e.kind === 'cp-tsar-fell')?.['count']).toBe(3);
    expect(manual(neutral.events)).toBeUndefined();
    expect(lastingEffect(neutral.events)).toBe('fall-of-the-tsar');
    expect(playedThisTurn(neutral.state, 'cp-52')).toBe(true);
    const atWar = play({ ...s, atWar: [...s.atWar, 'ro'] }, 'cp-52');
    expect(atWar.state.vp).toBe(s.vp + 1);
  });

  it('CP #53 Bolshevik Revolution: after Fall of the Tsar; the Russian offensive in force is ignored', () => {
    const total = { cp: 'total' as const, ap: 'limited' as const };
    refusedEvent(
      withCard('cp-53', { state: { commitment: total, events: ['cp-28'] } }),
      'cp-53',
      '16.4.6',
      'cp-event-needs',
    );
    const s = withCard('cp-53', {
      control: russianVp(7),
      state: { commitment: total, events: ['cp-28', 'cp-52'], mandated: { cp: 'ge', ap: 'ru' } },
    });
    // Not in the turn the Tsar fell (16.4.6: a later turn).
    refusedEvent({ ...s, limits: [thisTurnMark('cp-52')] }, 'cp-53', '16.4.6', 'cp-bolshevik-same-turn');
    const { state, events } = play(s, 'cp-53');
    expect(state.mandated).toEqual({ cp: 'ge', ap: 'none' });
    expect(kinds(events)).toContain('cp-event-mo-cancelled');
    expect(lastingEffect(events)).toBe('bolshevik');
    // Another offensive stands.
    const french = play({ ...s, mandated: { cp: 'ge', ap: 'fr' } }, 'cp-53');
    expect(french.state.mandated).toEqual({ cp: 'ge', ap: 'fr' });
  });

  it('16.4.5–16.4.6: Fall of the Tsar records the count; Bolshevik Revolution needs more, or all 7, in a later turn', () => {
    const total = { cp: 'total' as const, ap: 'limited' as const };
    const fell = play(
      withCard('cp-52', {
        control: russianVp(3),
        state: { events: ['cp-28'], combinedWarStatus: 30, commitment: total, turn: 9 },
      }),
      'cp-52',
    );
    expect(fell.state.tsarFell).toEqual({ count: 3, turn: 9 });
    const after = (count: number, turn: number) =>
      withCard('cp-53', {
        control: russianVp(count),
        state: { commitment: total, events: ['cp-28', 'cp-52'], tsarFell: { count: 3, turn: 9 }, turn },
      });
    // The same turn, even with more spaces: refused.
    refusedEvent(after(4, 9), 'cp-53', '16.4.6', 'cp-bolshevik-same-turn');
    // A later turn with as many spaces as when the Tsar fell: refused, with the counts.
    const same = after(3, 10);
    refusedEvent(same, 'cp-53', '16.4.6', 'cp-bolshevik-count');
    // One more: allowed; all 7 is allowed too (shown with a count recorded at 7 already).
    expect(lastingEffect(play(after(4, 10), 'cp-53').events)).toBe('bolshevik');
    const all = withCard('cp-53', {
      control: russianVp(7),
      state: { commitment: total, events: ['cp-28', 'cp-52'], tsarFell: { count: 7, turn: 9 }, turn: 10 },
    });
    expect(lastingEffect(play(all, 'cp-53').events)).toBe('bolshevik');
  });

  it('CP #54 H-L Take Command: the German offensive in force is ignored; others stand', () => {
    const s = withCard('cp-54', { state: { mandated: { cp: 'ge', ap: 'fr' } } });
    const { state, events } = play(s, 'cp-54');
    expect(state.mandated).toEqual({ cp: 'none', ap: 'fr' });
    expect(kinds(events)).toContain('cp-event-mo-cancelled');
    expect(lastingEffect(events)).toBe('hl-take-command');
    // 16.1.6: at Total War the event's War Status goes to the Combined War Status only.
    expect(state.warStatus.cp).toBe(s.warStatus.cp);
    expect(state.combinedWarStatus).toBe(s.combinedWarStatus + 2);
    const ah = play({ ...s, mandated: { cp: 'ah', ap: 'fr' } }, 'cp-54');
    expect(ah.state.mandated).toEqual({ cp: 'ah', ap: 'fr' });
  });

  it('CP #55 Lloyd George: no condition on the 2004 card; marked for the turn, read by the attack rules', () => {
    const { state, events } = play(withCard('cp-55', { state: { events: ['cp-49'] } }), 'cp-55');
    expect(playedThisTurn(state, 'cp-55')).toBe(true);
    expect(lastingEffect(events)).toBe('lloyd-george');
    expect(manual(events)).toBeUndefined();
  });
});
