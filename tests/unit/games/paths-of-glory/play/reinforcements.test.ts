import { describe, expect, it } from 'vitest';
import { top } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { placesFor } from '../../../../../src/engine/games/paths-of-glory/rules/reinforce.js';
import { at, built, campaign, legal, refused } from './position.js';

/** Reinforcement events (9.5.3): corps to the Reserve Box, armies placed by their player where the rules allow. */

const turn2 = (changes: Parameters<typeof built>[1] = {}) =>
  built(campaign(), { ...changes, state: { turn: 2, ...changes.state } });

describe('Paths of Glory play: reinforcements (9.5.3)', () => {
  it('9.5.3.2 corps go to the Reserve Box; 9.5.3.3 the army is placed by its player in London', () => {
    // AP #1 British Reinforcements: the BR 2nd Army and one BR corps.
    let s = built(turn2({ hand: { ap: ['ap-1'] } }), { frame: { name: 'action', side: 'ap' } });
    s = legal(s, 'ap', { type: 'card', card: 'ap-1', use: 'event' });
    expect(top(s)).toEqual({ name: 'reinforce', side: 'ap', card: 'ap-1', units: ['br-2'] });
    const corps = Object.keys(s.units).filter((u) => /^br-c\d+$/.test(u) && s.units[u]!.at === 'ap-reserve');
    expect(corps.length).toBeGreaterThan(0);
    expect(placesFor(at(s), 'br-2', 'ap')).toEqual(['london']);
    refused(s, 'ap', { type: 'place', unit: 'br-2', at: 'paris' }, '9.5.3.3', 'place-where');
    s = legal(s, 'ap', { type: 'place', unit: 'br-2', at: 'london' });
    expect(s.units['br-2']).toEqual({ at: 'london', strength: 'full' });
    // The action is over: the card is removed (`*`), the Central Powers act next round.
    expect(s.removed.ap).toContain('ap-1');
    expect(top(s)?.name).toBe('action');
  });

  it('9.5.3.1 no reinforcement card when none of its armies can be placed (London full)', () => {
    const s = built(
      turn2({ hand: { ap: ['ap-1'] }, units: { 'br-c1': 'london', 'br-c2': 'london', 'br-c3': 'london' } }),
      {
        frame: { name: 'action', side: 'ap' },
      },
    );
    refused(s, 'ap', { type: 'card', card: 'ap-1', use: 'event' }, '9.5.3.3', 'no-place');
  });

  it('9.5.3.3 French armies go to Orléans when Paris is full, not when Paris is the enemy’s', () => {
    const full = turn2({ units: { 'fr-c1': 'paris', 'fr-c2': 'paris', 'fr-6': 'paris' } });
    expect(placesFor(at(full), 'fr-10', 'ap')).toEqual(['orleans']);
    const lost = turn2({ control: { paris: 'cp' } });
    expect(placesFor(at(lost), 'fr-10', 'ap')).toEqual([]);
  });

  it('9.5.3.3 American armies to any French port', () => {
    const ports = placesFor(at(turn2()), 'us-1', 'ap');
    expect(ports).toEqual(expect.arrayContaining(['le-havre', 'marseilles']));
    expect(ports).not.toContain('paris');
  });

  it('9.5.3.5 the MEF lands on an MEF beach once Turkey is at war; the beach becomes the Allies’ (the Beachhead)', () => {
    let s = built(
      turn2({ hand: { ap: ['ap-31'] }, state: { atWar: ['tu'], commitment: { cp: 'limited', ap: 'limited' } } }),
      {
        frame: { name: 'action', side: 'ap' },
      },
    );
    expect(placesFor(at(s), 'br-mef', 'ap')).toEqual(expect.arrayContaining(['mef1', 'mef2', 'mef3', 'mef4']));
    s = legal(s, 'ap', { type: 'card', card: 'ap-31', use: 'event' });
    s = legal(s, 'ap', { type: 'place', unit: 'br-mef', at: 'mef1' });
    expect(s.control['mef1']).toBe('ap');
    expect(s.lostEast ?? []).not.toContain('br-mef');
    const neutral = built(turn2({ hand: { ap: ['ap-31'] } }), { frame: { name: 'action', side: 'ap' } });
    refused(neutral, 'ap', { type: 'card', card: 'ap-31', use: 'event' }, '9.5.1.1', 'mef-turkey');
  });

  it('9.5.3.4 after Salonika the MEF enters in London and loses its Near East ability (11.3.1)', () => {
    let s = built(
      turn2({
        hand: { ap: ['ap-31'] },
        state: { atWar: ['tu'], events: ['ap-30'], commitment: { cp: 'limited', ap: 'limited' } },
      }),
      { frame: { name: 'action', side: 'ap' } },
    );
    expect(placesFor(at(s), 'br-mef', 'ap')).toEqual(['london']);
    s = legal(s, 'ap', { type: 'card', card: 'ap-31', use: 'event' });
    s = legal(s, 'ap', { type: 'place', unit: 'br-mef', at: 'london' });
    expect(s.lostEast).toEqual(['br-mef']);
  });

  it('9.5.3.3 AP #50 Allenby: the NE Army at Alexandria once Sinai Pipeline is in play; otherwise London, not eastern', () => {
    expect(placesFor(at(turn2()), 'br-ne', 'ap')).toEqual(['london']);
    let s = built(turn2({ hand: { ap: ['ap-50'] }, state: { events: ['ap-49'] } }), {
      frame: { name: 'action', side: 'ap' },
    });
    expect(placesFor(at(s), 'br-ne', 'ap')).toEqual(['alexandria', 'london']);
    s = legal(s, 'ap', { type: 'card', card: 'ap-50', use: 'event' });
    s = legal(s, 'ap', { type: 'place', unit: 'br-ne', at: 'alexandria' });
    expect(s.units['br-ne']?.at).toBe('alexandria');
    expect(s.lostEast ?? []).not.toContain('br-ne');
  });

  it('9.5.3.3 AP #53 Army of the Orient: Salonika once it is in play, else Paris and it loses the east (9.5.3.4)', () => {
    const none = placesFor(at(turn2()), 'fr-orient', 'ap');
    expect(none).toContain('paris');
    expect(none).not.toContain('salonika');
    let s = built(turn2({ hand: { ap: ['ap-53'] }, state: { events: ['ap-30'] }, control: { salonika: 'ap' } }), {
      frame: { name: 'action', side: 'ap' },
    });
    expect(placesFor(at(s), 'fr-orient', 'ap')[0]).toBe('salonika');
    s = legal(s, 'ap', { type: 'card', card: 'ap-53', use: 'event' });
    s = legal(s, 'ap', { type: 'place', unit: 'fr-orient', at: 'salonika' });
    expect(s.units['fr-orient']?.at).toBe('salonika');
    expect(s.lostEast ?? []).not.toContain('fr-orient');
    // Salonika in play but the Central Powers' space: no eastern placement.
    const lost = turn2({ state: { events: ['ap-30'] }, control: { salonika: 'cp' } });
    expect(placesFor(at(lost), 'fr-orient', 'ap')).not.toContain('salonika');
  });

  it('9.5.3.3 CP #42 and #48: the YLD and the AoI, Turkish armies, are placed at Constantinople', () => {
    for (const [card, unit] of [
      ['cp-42', 'tu-yld'],
      ['cp-48', 'tu-aoi'],
    ] as const) {
      let s = built(
        turn2({ hand: { cp: [card] }, state: { atWar: ['tu'], commitment: { cp: 'total', ap: 'total' } } }),
        { frame: { name: 'action', side: 'cp' } },
      );
      expect(placesFor(at(s), unit, 'cp')).toContain('constantinople');
      s = legal(s, 'cp', { type: 'card', card, use: 'event' });
      s = legal(s, 'cp', { type: 'place', unit, at: 'constantinople' });
      expect(s.units[unit]?.at).toBe('constantinople');
    }
  });

  it('AP #41: the Arab Northern Army only once Turkey is at war (its card), then to Arabia', () => {
    const neutral = built(turn2({ hand: { ap: ['ap-41'] }, state: { commitment: { cp: 'total', ap: 'total' } } }), {
      frame: { name: 'action', side: 'ap' },
    });
    refused(neutral, 'ap', { type: 'card', card: 'ap-41', use: 'event' }, '9.5.1.1', 'ana-turkey');
    const war = built(neutral, { state: { atWar: ['tu'] } });
    expect(legal(war, 'ap', { type: 'card', card: 'ap-41', use: 'event' }).units['ana-c1']?.at).toBe('arabia');
  });

  it('9.5.3.3 an army is never placed in a space that holds enemy units (the CAU, fuzzed into Kovno with Germans)', () => {
    const s = turn2({ units: { 'ge-c1': 'kovno' }, control: { kovno: 'ap' } });
    expect(placesFor(at(s), 'ru-cau', 'ap')).not.toContain('kovno');
    expect(placesFor(at(turn2({ control: { kovno: 'ap' } })), 'ru-cau', 'ap')).toContain('kovno');
  });

  it('9.5.3.2 the SN corps goes to Libya, and its card cannot be played with Allied units there', () => {
    const base = {
      hand: { cp: ['cp-24'] },
      state: { atWar: ['tu'], commitment: { cp: 'limited' as const, ap: 'limited' as const } },
    };
    let s = built(turn2(base), { frame: { name: 'action', side: 'cp' } });
    s = legal(s, 'cp', { type: 'card', card: 'cp-24', use: 'event' });
    expect(s.units['sn-c1']!.at).toBe('libya');
    const held = built(turn2({ ...base, units: { 'br-c1': 'libya' } }), { frame: { name: 'action', side: 'cp' } });
    refused(held, 'cp', { type: 'card', card: 'cp-24', use: 'event' }, '9.5.3.2', 'no-place');
  });
});

describe('Paths of Glory play: neutral nations brought into the war by their cards (9.5.2)', () => {
  const limited = { commitment: { cp: 'limited' as const, ap: 'limited' as const } };

  it('9.5.2.1 Italy’s card brings Italy in: its units set up at once; 9.5.2.2 no other entry card that turn', () => {
    let s = built(turn2({ hand: { ap: ['ap-17'], cp: ['cp-34'] }, state: limited }), {
      frame: { name: 'action', side: 'ap' },
    });
    s = legal(s, 'ap', { type: 'card', card: 'ap-17', use: 'event' });
    expect(s.atWar).toContain('it');
    expect(Object.entries(s.units).filter(([u, x]) => u.startsWith('it-') && x.at !== 'off').length).toBeGreaterThan(0);
    // The Central Powers may not bring Bulgaria in the same turn (not a limit a side).
    const cp = built(s, { frame: { name: 'action', side: 'cp' } });
    refused(cp, 'cp', { type: 'card', card: 'cp-34', use: 'event' }, '9.5.2.2', 'neutral-entry-twice');
  });

  it('9.5.2.2 the limit is the turn’s: the next turn Bulgaria may enter', () => {
    const s = built(turn2({ hand: { cp: ['cp-34'] }, state: { ...limited, turn: 3, limits: [] } }), {
      frame: { name: 'action', side: 'cp' },
    });
    const t = legal(s, 'cp', { type: 'card', card: 'cp-34', use: 'event' });
    expect(t.atWar).toContain('bu');
  });

  it('9.5.2.1 Bulgaria enters: 2 corps in Sofia, then the Central Powers place 1 corps in each of 4 other spaces', () => {
    let s = built(turn2({ hand: { cp: ['cp-34'] }, state: { ...limited, turn: 3, limits: [] } }), {
      frame: { name: 'action', side: 'cp' },
    });
    s = legal(s, 'cp', { type: 'card', card: 'cp-34', use: 'event' });
    const corps = (at: (where: string) => boolean) =>
      Object.keys(s.units).filter((u) => u.startsWith('bu-c') && at(s.units[u]!.at));
    expect(corps((w) => w === 'sofia')).toHaveLength(2);
    expect(top(s)).toEqual({ name: 'event-choice', side: 'cp', card: 'cp-34', player: 'cp' });
    // Sofia is not one of the others; a space outside Bulgaria is not offered.
    refused(s, 'cp', { type: 'choose', key: 'sofia' }, '9.5.1', 'not-an-option');
    refused(s, 'cp', { type: 'choose', key: 'belgrade' }, '9.5.1', 'not-an-option');
    const others = Object.values(at(s).model.spaces)
      .filter((x) => x.nation === 'bu' && x.id !== 'sofia')
      .map((x) => x.id)
      .sort()
      .slice(0, 4);
    for (const [i, space] of others.entries()) {
      s = legal(s, 'cp', { type: 'choose', key: space });
      // A space once: the same one is not offered again.
      if (i < 3) refused(s, 'cp', { type: 'choose', key: space }, '9.5.1', 'not-an-option');
    }
    expect(corps((w) => others.includes(w))).toHaveLength(4);
    expect(corps((w) => w === 'off')).toHaveLength(0);
    // All placed: the Allies act.
    expect(top(s)).toEqual({ name: 'action', side: 'ap' });
  });

  it('AP #16 Romania: not after Fall of the Tsar; entering, the Allies place its 4 other corps', () => {
    const hand = built(turn2({ hand: { ap: ['ap-16'] }, state: { ...limited, turn: 3, limits: [] } }), {
      frame: { name: 'action', side: 'ap' },
    });
    refused(
      built(hand, { state: { events: ['cp-28', 'cp-52'] } }),
      'ap',
      { type: 'card', card: 'ap-16', use: 'event' },
      '9.5.1.1',
      'ap-romania-tsar',
    );
    let s = legal(hand, 'ap', { type: 'card', card: 'ap-16', use: 'event' });
    expect(top(s)).toEqual({ name: 'event-choice', side: 'ap', card: 'ap-16', player: 'ap' });
    for (const space of ['caracal', 'constanta', 'galatz', 'jassy']) s = legal(s, 'ap', { type: 'choose', key: space });
    const onMap = Object.keys(s.units).filter((u) => u.startsWith('ro-c') && at(s).model.spaces[s.units[u]!.at]);
    expect(onMap).toHaveLength(6);
  });
});
