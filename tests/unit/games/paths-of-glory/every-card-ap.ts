import { expect } from 'vitest';
import { top, type PogState } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import { ENTRY_LIMIT } from '../../../../src/engine/games/paths-of-glory/rules/cards.js';
import {
  blockadeVp,
  moltkeInForce,
  onlyAlliesOfferPeace,
  rathenauInForce,
  uBoatsInForce,
} from '../../../../src/engine/games/paths-of-glory/rules/events-ap.js';
import { activationCost } from '../../../../src/engine/games/paths-of-glory/rules/operations.js';
import { placesFor } from '../../../../src/engine/games/paths-of-glory/rules/reinforce.js';
import {
  barred,
  cardDrm,
  ccOffered,
  ccPlayed,
  ccRefused,
  declared,
  defenderWindow,
  fire,
  holding,
  kinds,
  logged,
  manual,
  modifiers,
  notInTheirRound,
  offered,
  play,
  reinforces,
  settled,
  trenchShifted,
} from './card-positions.js';
import { act, at, built, campaign, game, legal, refused } from './play/position.js';
import {
  amiensOnCambrai,
  discardedBeforeTheDraw,
  mayEntrench,
  metzOnNancy,
  nancyOnMetz,
  notAnEvent,
  noviSadOnBelgrade,
  onceANation,
  opsSpent,
  type Row,
  sedanOnCambrai,
  spreadCorps,
  TANNENBERG,
  tannenberg,
  turnEnded,
} from './card-rows.js';

/** Every Allied card of the 2004 deck (AP 1–55), one row each: see every-card.test.ts. */
export const ALLIED: Readonly<Record<string, Row>> = {
  'ap-1': {
    says: 'the BR 2nd Army to London and a British corps to the Reserve Box; not in August 1914 (9.5.3.1)',
    run: () => {
      reinforces('ap-1', { armies: { 'br-2': 'london' }, corps: ['br-c'] });
      // 9.5.3.1: one reinforcement card per nation per turn.
      barred(holding('ap-1', { state: { reinforcedNations: ['br'] } }), 'ap-1', '9.5.3.1', 'reinforcements-twice');
    },
  },
  'ap-2': {
    says: 'any time; −1 VP in each Winter turn’s War Status Phase from now on',
    run: () => {
      const s = holding('ap-2');
      offered(s, 'ap-2');
      notInTheirRound(s, 'ap-2');
      expect(blockadeVp({ ...s, turn: 8 })).toBe(0);
      const { state, events } = play(s, 'ap-2');
      expect(manual(events)).toBeUndefined();
      // Winter 1916 (turn 8) costs the CP 1 VP, Spring 1916 (turn 9) nothing.
      expect(blockadeVp({ ...state, turn: 8 })).toBe(-1);
      expect(blockadeVp({ ...state, turn: 9 })).toBe(0);
      settled(state, 'ap-2');
      // The War Status Phase of Winter 1915 (turn 4) takes it.
      const winter = turnEnded({ state: { turn: 4, events: ['ap-2'] } });
      expect(winter.after.vp).toBe(winter.before.vp - 1);
      expect(logged(winter.events, 'blockade')).toMatchObject({ vp: -1, card: 'ap-2' });
    },
  },
  'ap-3': {
    says: 'the RU 11th Army to a Russian supply source and a Russian corps to the Reserve Box',
    run: () => reinforces('ap-3', { armies: { 'ru-11': 'moscow' }, corps: ['ru-c'] }),
  },
  'ap-4': {
    says: 'Combat Card: a Russian defence (or attack) gets +1; not for the French',
    run: () => {
      notAnEvent('ap-4');
      let s = tannenberg(['ge-8'], { ap: ['ap-4'] });
      // The attacker plays first (9.5.4.1): not in the German window.
      refused(s, 'ap', { type: 'cc', card: 'ap-4' }, '8.1.5', 'not-your-turn');
      s = defenderWindow(s);
      ccOffered(s, 'ap-4');
      expect(cardDrm(fire(ccPlayed(s, 'ap-4'), [3, 3]).events, 'defender', 'ap-4')).toBe(1);
      const attack = declared('ap', ['tannenberg'], 'insterberg', ['ru-2'], {
        ...TANNENBERG,
        hand: { cp: [], ap: ['ap-4'] },
      });
      ccOffered(attack, 'ap-4');
      expect(cardDrm(fire(defenderWindow(ccPlayed(attack, 'ap-4')), [3, 3]).events, 'attacker', 'ap-4')).toBe(1);
      ccRefused(defenderWindow(metzOnNancy({ ap: ['ap-4'] })), 'ap-4', 'cc-needs-nation');
      // 9.5.4.6: a Combat Card in hand may be discarded before the draw.
      discardedBeforeTheDraw('ap-4');
    },
  },
  'ap-5': {
    says: 'Combat Card: a Serbian defence gets +1 in 1914 or 1915, not in 1916',
    run: () => {
      notAnEvent('ap-5');
      const s = defenderWindow(noviSadOnBelgrade({ ap: ['ap-5'] }, { state: { turn: 7 } }));
      ccOffered(s, 'ap-5');
      expect(cardDrm(fire(ccPlayed(s, 'ap-5'), [3, 3]).events, 'defender', 'ap-5')).toBe(1);
      // Winter 1916 (turn 8).
      ccRefused(defenderWindow(noviSadOnBelgrade({ ap: ['ap-5'] }, { state: { turn: 8 } })), 'ap-5', 'cc-year');
    },
  },
  'ap-6': {
    says: 'Combat Card: the defenders get back a corps step lost and retreat one space instead (12.6); never the attacker’s',
    run: () => {
      notAnEvent('ap-6');
      const s = defenderWindow(sedanOnCambrai({ ap: ['ap-6'] }));
      ccOffered(s, 'ap-6');
      const { state, events } = fire(ccPlayed(s, 'ap-6'), [1, 1]);
      const losses = events.find((e) => e.kind === 'losses' && e['role'] === 'defender');
      expect(losses?.['units']).toContainEqual(expect.objectContaining({ fate: 'restored' }));
      expect(top(state)).toEqual({ name: 'retreat', side: 'ap' });
      expect(state.fight!.retreat).toBe(1);
      ccRefused(nancyOnMetz(['fr-1'], { ap: ['ap-6'] }), 'ap-6', 'cc-wrong-role');
    },
  },
  'ap-7': {
    says: 'Combat Card: a defence in mountain in Fall or Winter gets +2; not in Spring',
    run: () => {
      notAnEvent('ap-7');
      const belfort = (turn: number) =>
        defenderWindow(
          declared('cp', ['mulhouse'], 'belfort', ['ge-7'], { state: { turn }, hand: { cp: [], ap: ['ap-7'] } }),
        );
      // Fall 1914 (turn 3).
      const s = belfort(3);
      ccOffered(s, 'ap-7');
      expect(cardDrm(fire(ccPlayed(s, 'ap-7'), [3, 3]).events, 'defender', 'ap-7')).toBe(2);
      ccRefused(belfort(5), 'ap-7', 'cc-weather');
    },
  },
  'ap-8': {
    says: 'two Russian corps to the Reserve Box',
    run: () => reinforces('ap-8', { corps: ['ru-c', 'ru-c'] }),
  },
  'ap-9': {
    says: 'only in August or September 1914; the CP pay a point a unit in Belgium and France until Falkenhayn',
    run: () => {
      barred(holding('ap-9', { state: { turn: 3 } }), 'ap-9', '9.5.1.1', 'ap-event-turns');
      // The GE 1st and 2nd Armies in Liège (Belgium): one nationality, 1 point to activate (9.2.3).
      const s = holding('ap-9', {
        units: { 'ge-1': 'liege', 'ge-2': 'liege' },
        control: { liege: 'cp' },
        state: { turn: 2 },
      });
      offered(s, 'ap-9');
      expect(activationCost(at(s), 'liege', 'cp', 'move')).toBe(1);
      const { state, events } = play(s, 'ap-9');
      expect(manual(events)).toBeUndefined();
      expect(moltkeInForce(state)).toBe(true);
      // A point a unit in Belgium and France; not in Germany (Metz).
      expect(activationCost(at(state), 'liege', 'cp', 'move')).toBe(2);
      expect(activationCost(at(state), 'metz', 'cp', 'move')).toBe(1);
      settled(state, 'ap-9');
    },
  },
  'ap-10': {
    says: 'the FR 10th Army to Paris',
    run: () => reinforces('ap-10', { armies: { 'fr-10': 'paris' } }),
  },
  'ap-11': {
    says: 'the RU 9th and 10th Armies, each to a Russian supply source (they may split, 9.5.3.3)',
    run: () => reinforces('ap-11', { armies: { 'ru-9': 'moscow', 'ru-10': 'kharkov' } }),
  },
  'ap-12': {
    says: 'a level-1 trench with a supplied Allied army; not once an Entrench card has been played (9.5.1.1, 11.2.1)',
    run: () => {
      barred(holding('ap-12', { state: { events: ['cp-6'] } }), 'ap-12', '9.5.1.1', 'entrench-once');
      const s = holding('ap-12');
      offered(s, 'ap-12');
      const { state } = play(s, 'ap-12');
      expect(top(state)).toEqual({ name: 'event-choice', side: 'ap', card: 'ap-12', player: 'ap' });
      const after = legal(state, 'ap', { type: 'choose', key: 'sedan' });
      expect(after.trenches['sedan']).toBe(1);
      settled(after, 'ap-12');
      // Both sides may now entrench: the GE 8th Army in Insterberg, not before (11.2.1).
      expect(mayEntrench('cp', 'insterberg', 'ge-8', [])).toMatchObject({ ok: false, problem: { rule: '11.2.1' } });
      const attempt = mayEntrench('cp', 'insterberg', 'ge-8', ['ap-12']);
      expect(attempt.ok && kinds(attempt.events)).toContain('entrench-attempt');
    },
  },
  'ap-13': {
    says: 'only after Guns of August; −1 VP',
    run: () => {
      barred(holding('ap-13'), 'ap-13', '9.5.1.1', 'ap-event-needs');
      const s = holding('ap-13', { state: { events: ['cp-1'] } });
      offered(s, 'ap-13');
      const { state, events } = play(s, 'ap-13');
      expect(state.vp).toBe(s.vp - 1);
      expect(kinds(events)).toContain('ap-vp');
      settled(state, 'ap-13');
    },
  },
  'ap-14': {
    says: 'the BR 1st Army to London and a British corps to the Reserve Box',
    run: () => reinforces('ap-14', { armies: { 'br-1': 'london' }, corps: ['br-c'] }),
  },
  'ap-15': {
    says: 'the BR 4th Army to London and a British corps to the Reserve Box',
    run: () => reinforces('ap-15', { armies: { 'br-4': 'london' }, corps: ['br-c'] }),
  },
  'ap-16': {
    says: 'not after Fall of the Tsar; Romania joins the Allies, 2 corps in Bucharest and 4 placed by the Allies; one neutral entry a turn (9.5.2.2)',
    run: () => {
      barred(holding('ap-16', { state: { limits: [ENTRY_LIMIT] } }), 'ap-16', '9.5.2.2', 'neutral-entry-twice');
      // Not after Fall of the Tsar (its card).
      barred(holding('ap-16', { state: { events: ['cp-28', 'cp-52'] } }), 'ap-16', '9.5.1.1', 'ap-romania-tsar');
      offered(holding('ap-16'), 'ap-16');
      spreadCorps('ap-16', 'ro', 'bucharest');
      // 9.5.4.6: it may be discarded before the draw, like a Combat Card.
      discardedBeforeTheDraw('ap-16');
    },
  },
  'ap-17': {
    says: 'Italy joins the Allies: four reduced armies, three corps on the map, four in the Reserve Box; +1 VP a turn unplayed at Allied Total War',
    run: () => {
      barred(holding('ap-17', { state: { limits: [ENTRY_LIMIT] } }), 'ap-17', '9.5.2.2', 'neutral-entry-twice');
      const s = holding('ap-17');
      offered(s, 'ap-17');
      const { state, events } = play(s, 'ap-17');
      expect(state.atWar).toContain('it');
      expect(logged(events, 'enters-war')).toMatchObject({ nation: 'it', rule: '9.5.2.1' });
      const armies = { 'it-1': 'verona', 'it-2': 'udine', 'it-3': 'maggiore', 'it-4': 'asiago' };
      for (const [u, where] of Object.entries(armies))
        expect(state.units[u]).toEqual({ at: where, strength: 'reduced' });
      const corps = (at: string) =>
        Object.keys(state.units).filter((u) => /^it-c/.test(u) && state.units[u]!.at === at);
      expect(corps('ap-reserve')).toHaveLength(4);
      for (const at of ['turin', 'rome', 'taranto']) expect(corps(at)).toHaveLength(1);
      settled(state, 'ap-17');
      // 9.5.4.6: it may be discarded before the draw, like a Combat Card.
      discardedBeforeTheDraw('ap-17');
      // While unplayed once the Allies are at Total War, +1 VP in each War Status Phase (its card); Italy at war,
      // nothing.
      const commitment = { cp: 'total' as const, ap: 'total' as const };
      const atWar = turnEnded({ state: { turn: 5, commitment, atWar: ['it'] } });
      expect(atWar.after.vp).toBe(atWar.before.vp);
      const neutral = turnEnded({ state: { turn: 5, commitment } });
      expect(neutral.after.vp).toBe(neutral.before.vp + 1);
      const limited = turnEnded({ state: { turn: 5, commitment: { cp: 'total', ap: 'limited' } } });
      expect(limited.after.vp).toBe(limited.before.vp);
    },
  },
  'ap-18': {
    says: 'Combat Card: a British attack gets +1; not a French one',
    run: () => {
      notAnEvent('ap-18');
      const s = nancyOnMetz(['br-bef'], { ap: ['ap-18'] });
      ccOffered(s, 'ap-18');
      expect(cardDrm(fire(defenderWindow(ccPlayed(s, 'ap-18')), [3, 3]).events, 'attacker', 'ap-18')).toBe(1);
      ccRefused(nancyOnMetz(['fr-1'], { ap: ['ap-18'] }), 'ap-18', 'cc-needs-nation');
    },
  },
  'ap-19': {
    says: 'Combat Card: a British or French attack gets +1; not a Serbian one',
    run: () => {
      notAnEvent('ap-19');
      const s = nancyOnMetz(['fr-1'], { ap: ['ap-19'] });
      ccOffered(s, 'ap-19');
      expect(cardDrm(fire(defenderWindow(ccPlayed(s, 'ap-19')), [3, 3]).events, 'attacker', 'ap-19')).toBe(1);
      const serbs = declared('ap', ['belgrade'], 'novi-sad', ['sb-1'], { hand: { cp: [], ap: ['ap-19'] } });
      ccRefused(serbs, 'ap-19', 'cc-needs-nation');
    },
  },
  'ap-20': {
    says: 'the AUS and CND corps to the Reserve Box',
    run: () => {
      reinforces('ap-20', { corps: ['aus-c1', 'cnd-c1'] });
      // 9.5.3.1: a British reinforcement card (its title), so not after another one this turn.
      onceANation('ap-20', 'br');
    },
  },
  'ap-21': {
    says: 'Combat Card: a French attack gets +1; not a British one',
    run: () => {
      notAnEvent('ap-21');
      const s = nancyOnMetz(['fr-1'], { ap: ['ap-21'] });
      ccOffered(s, 'ap-21');
      expect(cardDrm(fire(defenderWindow(ccPlayed(s, 'ap-21')), [3, 3]).events, 'attacker', 'ap-21')).toBe(1);
      ccRefused(nancyOnMetz(['br-bef'], { ap: ['ap-21'] }), 'ap-21', 'cc-needs-nation');
    },
  },
  'ap-22': {
    says: 'the IT 5th Army to Rome, only once Italy is at war (none can be placed before, 9.5.3.1)',
    run: () => {
      barred(holding('ap-22'), 'ap-22', '9.5.3.3', 'no-place');
      reinforces('ap-22', { armies: { 'it-5': 'rome' }, changes: { state: { atWar: ['it'] } } });
    },
  },
  'ap-23': {
    says: 'any time; the CP hand is shown, then the card’s 2 OPS (9.1.3)',
    run: () => {
      const s = holding('ap-23', { hand: { cp: ['cp-9', 'cp-13'] } });
      offered(s, 'ap-23');
      notInTheirRound(s, 'ap-23');
      const { state, events } = play(s, 'ap-23');
      expect(logged(events, 'ap-hand-shown')?.['cards']).toEqual(['cp-9', 'cp-13']);
      settled(opsSpent(state, 'ap-23', 2), 'ap-23');
    },
  },
  'ap-24': {
    says: 'the FR 7th Army to Paris, or Orléans with Paris full (9.5.3.3)',
    run: () => {
      reinforces('ap-24', { armies: { 'fr-7': 'paris' } });
      const full = holding('ap-24', { units: { 'fr-c1': 'paris', 'fr-c2': 'paris', 'fr-6': 'paris' } });
      expect(placesFor(at(full), 'fr-7', 'ap')).toEqual(['orleans']);
    },
  },
  'ap-25': {
    says: 'the RU 6th and 7th Armies to Russian supply sources and one Russian corps (the 2004 card: one)',
    run: () => reinforces('ap-25', { armies: { 'ru-6': 'petrograd', 'ru-7': 'moscow' }, corps: ['ru-c'] }),
  },
  'ap-26': {
    says: 'only after Blockade and before Zimmermann Telegram; −1 VP; only the Allies offer peace from now on',
    run: () => {
      barred(holding('ap-26'), 'ap-26', '9.5.1.1', 'ap-event-needs');
      barred(holding('ap-26', { state: { events: ['ap-2', 'ap-54'] } }), 'ap-26', '9.5.1.1', 'ap-event-closed');
      const s = holding('ap-26', { state: { events: ['ap-2'] } });
      offered(s, 'ap-26');
      const { state } = play(s, 'ap-26');
      expect(state.vp).toBe(s.vp - 1);
      expect(onlyAlliesOfferPeace(state)).toBe(true);
      settled(state, 'ap-26');
    },
  },
  'ap-27': {
    says: 'any time; marked played, +1 War Status (the retreats are the combat’s)',
    run: () => {
      const s = holding('ap-27');
      offered(s, 'ap-27');
      notInTheirRound(s, 'ap-27');
      settled(play(s, 'ap-27').state, 'ap-27');
    },
  },
  'ap-28': {
    says: 'any time; Royal Tank Corps may be played from now on',
    run: () => {
      const s = holding('ap-28');
      offered(s, 'ap-28');
      notInTheirRound(s, 'ap-28');
      const { state, events } = play(s, 'ap-28');
      expect(logged(events, 'ap-allows')?.['allowed']).toBe('ap-48');
      settled(state, 'ap-28');
    },
  },
  'ap-29': {
    says: 'the RU CAU Army to a supplied space in Russia or on the Near East map (the 2004 card)',
    run: () => {
      const s = holding('ap-29');
      expect(placesFor(at(s), 'ru-cau', 'ap')).toEqual(expect.arrayContaining(['tbilisi', 'kars', 'warsaw']));
      reinforces('ap-29', { armies: { 'ru-cau': 'tbilisi' } });
      // 9.5.3.1: the CAU is a Russian army (9.5.3.3), so not after another Russian reinforcement card this turn.
      onceANation('ap-29', 'ru');
    },
  },
  'ap-30': {
    says: 'not the round after an Allied SR card (9.3.3); the Greek corps set up still neutral; up to 3 corps to Salonika',
    run: () => {
      barred(
        holding('ap-30', { state: { round: 2, uses: { cp: ['ops', 'ops'], ap: ['sr'] } } }),
        'ap-30',
        '9.3.3',
        'ap-salonika-sr',
      );
      const s = holding('ap-30');
      offered(s, 'ap-30');
      const { state, events } = play(s, 'ap-30');
      const greeks = logged(events, 'ap-greek-units')?.['units'] as string[];
      expect(greeks.map((u) => state.units[u]!.at).sort()).toEqual(['athens', 'florina', 'larisa']);
      expect(state.atWar).not.toContain('gr');
      let after = legal(state, 'ap', { type: 'choose', key: 'br-c1' });
      expect(after.units['br-c1']!.at).toBe('salonika');
      after = legal(after, 'ap', { type: 'choose', key: 'done' });
      settled(after, 'ap-30');
    },
  },
  'ap-31': {
    says: 'the MEF Army on an MEF beach, only with Turkey at war (9.5.3.5)',
    run: () => {
      barred(holding('ap-31'), 'ap-31', '9.5.1.1', 'mef-turkey');
      const after = reinforces('ap-31', { armies: { 'br-mef': 'mef1' }, changes: { state: { atWar: ['tu'] } } });
      expect(after.lostEast ?? []).not.toContain('br-mef');
      // 9.5.3.1: the MEF is a British army (9.5.3.3), so not after another British reinforcement card this turn.
      onceANation('ap-31', 'br', { atWar: ['tu'] });
    },
  },
  'ap-32': {
    says: 'the RU 12th Army to a Russian supply source',
    run: () => reinforces('ap-32', { armies: { 'ru-12': 'petrograd' } }),
  },
  'ap-33': {
    says: 'right after High Seas Fleet it takes its VP back; at another time it does nothing',
    run: () => {
      const after: Partial<PogState> = { events: ['cp-25'], round: 1, uses: { cp: ['event'], ap: [] } };
      const s = holding('ap-33', { state: after });
      offered(s, 'ap-33');
      notInTheirRound(s, 'ap-33');
      const { state, events } = play(s, 'ap-33');
      expect(state.vp).toBe(s.vp - 1);
      expect(logged(events, 'ap-cancels')?.['cancelled']).toBe('cp-25');
      settled(state, 'ap-33');
      const idle = play(holding('ap-33'), 'ap-33');
      expect(idle.state.vp).toBe(campaign().vp);
      expect(kinds(idle.events)).toContain('ap-no-effect');
    },
  },
  'ap-34': {
    says: 'the BR 3rd Army to London and two British corps to the Reserve Box',
    run: () => reinforces('ap-34', { armies: { 'br-3': 'london' }, corps: ['br-c', 'br-c'] }),
  },
  'ap-35': {
    says: 'any time; the card’s 4 OPS follow (9.1.3), and a combat with a US unit gets +2',
    run: () => {
      const s = holding('ap-35');
      offered(s, 'ap-35');
      notInTheirRound(s, 'ap-35');
      settled(opsSpent(play(s, 'ap-35').state, 'ap-35', 4), 'ap-35');
      // The US 1st Army in Nancy attacks Metz with the card's OPS: +2 to its fire, none to the Germans'.
      let us = play(holding('ap-35', { units: { 'us-1': 'nancy' }, state: { atWar: ['us'] } }), 'ap-35').state;
      us = legal(us, 'ap', { type: 'activate', space: 'nancy', mode: 'attack' });
      us = legal(legal(us, 'ap', { type: 'activated' }), 'ap', { type: 'attack', target: 'metz', units: ['us-1'] });
      const { events } = fire(defenderWindow(us), [3, 3]);
      expect(cardDrm(events, 'attacker', 'ap-35')).toBe(2);
      expect(cardDrm(events, 'defender', 'ap-35')).toBeUndefined();
    },
  },
  'ap-36': {
    says: 'Combat Card: a British attack on an entrenched defender gets +1; not without a trench',
    run: () => {
      notAnEvent('ap-36');
      // The BEF against the reduced GE 1st Army in Cambrai, entrenched.
      const s = amiensOnCambrai(1, { ap: ['ap-36'] }, { reduced: ['ge-1'] });
      ccOffered(s, 'ap-36');
      const { state, events } = fire(defenderWindow(ccPlayed(s, 'ap-36')), [6, 1]);
      expect(cardDrm(events, 'attacker', 'ap-36')).toBe(1);
      // One combat a turn (9.5.4.2): discarded after it, even won.
      expect(logged(events, 'combat-result')).toMatchObject({ winner: 'attacker' });
      expect(state.discard.ap).toContain('ap-36');
      expect(state.retained?.ap ?? []).not.toContain('ap-36');
      ccRefused(amiensOnCambrai(0, { ap: ['ap-36'] }), 'ap-36', 'cc-needs-trench');
    },
  },
  'ap-37': {
    says: 'any time; Walter Rathenau’s German RP is cancelled',
    run: () => {
      const s = holding('ap-37', { state: { events: ['cp-33'] } });
      offered(s, 'ap-37');
      notInTheirRound(s, 'ap-37');
      expect(rathenauInForce(s)).toBe(true);
      const { state } = play(s, 'ap-37');
      expect(rathenauInForce(state)).toBe(false);
      settled(state, 'ap-37');
      // The Replacement Phase adds no German RP for Rathenau.
      const replacements = turnEnded({ state: { turn: 5, events: ['cp-33', 'ap-37'], rp: { ge: 2 } } });
      expect(logged(replacements.events, 'lasting-rp')).toBeUndefined();
      expect(replacements.after.stack).toContainEqual(
        expect.objectContaining({ name: 'replacement', side: 'cp', rp: { ge: 2 } }),
      );
    },
  },
  'ap-38': {
    says: 'a US corps to the Reserve Box, only in a turn after Over There (16.3.4) and not under U-Boats Unleashed',
    run: () => {
      barred(holding('ap-38'), 'ap-38', '16.3.4', 'us-over-there');
      barred(holding('ap-38', { state: { events: ['ap-55', 'cp-36'] } }), 'ap-38', '9.5.1', 'u-boats');
      reinforces('ap-38', { corps: ['us-c'], changes: { state: { events: ['ap-55'], atWar: ['us'] } } });
      // Not in the turn of Over There, whose card allows them "in turni seguenti": Over There in round 2, the Central
      // Powers' round 3 passes, the Allies' round 3 is the same turn.
      const s = holding('ap-55', { hand: { ap: ['ap-55', 'ap-38'] }, state: { events: ['ap-54'], atWar: ['us'] } });
      let after = play(s, 'ap-55').state;
      after = legal(legal(after, 'cp', { type: 'auto' }), 'cp', { type: 'activated' });
      expect(top(after)).toEqual({ name: 'action', side: 'ap' });
      expect(after.turn).toBe(s.turn);
      barred(after, 'ap-38', '9.5.1.1', 'us-over-there-later');
    },
  },
  'ap-39': {
    says: 'Combat Card: a defence of a French fort that loses does not retreat, kept after a tie; not without a French fort',
    run: () => {
      notAnEvent('ap-39');
      const verdun = (hand: string[]) =>
        defenderWindow(declared('cp', ['metz'], 'verdun', ['ge-4', 'ge-5'], { hand: { cp: [], ap: hand } }));
      const without = fire(verdun([]), [6, 1]);
      expect(logged(without.events, 'combat-result')).toMatchObject({ winner: 'attacker' });
      expect(without.state.fight!.retreat).toBeGreaterThan(0);
      const s = verdun(['ap-39']);
      ccOffered(s, 'ap-39');
      const { state, events } = fire(ccPlayed(s, 'ap-39'), [6, 1]);
      expect(logged(events, 'combat-result')).toMatchObject({ winner: 'attacker' });
      expect(state.fight?.retreat ?? 0).toBe(0);
      // Its effect used, the card is discarded (9.5.4.2).
      expect(state.discard.ap).toContain('ap-39');
      // Unused, it stays face up even after a tie, when both sides' cards are otherwise discarded (9.5.4.2).
      const tie = fire(ccPlayed(verdun(['ap-39']), 'ap-39'), [3, 1]);
      expect(logged(tie.events, 'combat-result')).toMatchObject({ winner: 'none' });
      expect(tie.state.retained?.ap).toContain('ap-39');
      expect(tie.state.discard.ap).not.toContain('ap-39');
      expect(top(state)?.name).not.toBe('retreat');
      ccRefused(defenderWindow(tannenberg(['ge-8'], { ap: ['ap-39'] })), 'ap-39', 'cc-needs-french-fort');
    },
  },
  'ap-40': {
    says: 'only after Zimmermann Telegram (16.3.5); −1 VP; only the Allies offer peace from now on',
    run: () => {
      barred(holding('ap-40'), 'ap-40', '16.3.5', 'ap-event-needs');
      const s = holding('ap-40', { state: { events: ['ap-54'] } });
      offered(s, 'ap-40');
      const { state } = play(s, 'ap-40');
      expect(state.vp).toBe(s.vp - 1);
      expect(onlyAlliesOfferPeace(state)).toBe(true);
      settled(state, 'ap-40');
    },
  },
  'ap-41': {
    says: 'only with Turkey at war (its card); the ANA corps to Arabia (9.5.3.2); not in August 1914',
    run: () => {
      barred(holding('ap-41'), 'ap-41', '9.5.1.1', 'ana-turkey');
      reinforces('ap-41', { corps: ['ana-c1'], corpsAt: 'arabia', changes: { state: { atWar: ['tu'] } } });
      // 9.5.3.1: the ANA is a British corps (9.5.3.2), so not after another British reinforcement card this turn.
      onceANation('ap-41', 'br', { atWar: ['tu'] });
    },
  },
  'ap-42': {
    says: 'the BR 5th Army to London, a British corps and the PT corps to the Reserve Box',
    run: () => reinforces('ap-42', { armies: { 'br-5': 'london' }, corps: ['br-c', 'pt-c1'] }),
  },
  'ap-43': {
    says: 'the US 1st Army to a French port and two US corps, only after Over There (16.3.4)',
    run: () => {
      barred(holding('ap-43'), 'ap-43', '16.3.4', 'us-over-there');
      const s = holding('ap-43', { state: { events: ['ap-55'], atWar: ['us'] } });
      expect(placesFor(at(s), 'us-1', 'ap')).not.toContain('paris');
      reinforces('ap-43', {
        armies: { 'us-1': 'le-havre' },
        corps: ['us-c', 'us-c'],
        changes: { state: { events: ['ap-55'], atWar: ['us'] } },
      });
    },
  },
  'ap-44': {
    says: 'Greece joins the Allies, a corps each in Athens, Florina and Larisa; one neutral entry a turn (9.5.2.2)',
    run: () => {
      barred(holding('ap-44', { state: { limits: [ENTRY_LIMIT] } }), 'ap-44', '9.5.2.2', 'neutral-entry-twice');
      const s = holding('ap-44');
      offered(s, 'ap-44');
      const { state, events } = play(s, 'ap-44');
      expect(state.atWar).toContain('gr');
      expect(logged(events, 'enters-war')).toMatchObject({ nation: 'gr', units: 3 });
      const greeks = Object.keys(state.units).filter(
        (u) => u.startsWith('gr-') && game.model.spaces[state.units[u]!.at],
      );
      expect(greeks.map((u) => state.units[u]!.at).sort()).toEqual(['athens', 'florina', 'larisa']);
      settled(state, 'ap-44');
      // After Salonika (9.5.2.4.1): the Greek corps it set up, still neutral, are the ones that enter the war.
      const salonika = legal(play(holding('ap-30'), 'ap-30').state, 'ap', { type: 'choose', key: 'done' });
      const set = Object.keys(salonika.units).filter((u) => u.startsWith('gr-') && salonika.units[u]!.at !== 'off');
      expect(set).toHaveLength(3);
      const later = play(built(salonika, { hand: { ap: ['ap-44'] }, frame: { name: 'action', side: 'ap' } }), 'ap-44');
      expect(later.state.atWar).toContain('gr');
      for (const u of set) expect(later.state.units[u]).toEqual(salonika.units[u]);
    },
  },
  'ap-45': {
    says: 'only after Fall of the Tsar and before Bolshevik Revolution; the card’s 3 OPS follow (9.1.3)',
    run: () => {
      barred(holding('ap-45'), 'ap-45', '9.5.1.1', 'ap-event-needs');
      barred(holding('ap-45', { state: { events: ['cp-52', 'cp-53'] } }), 'ap-45', '9.5.1.1', 'ap-event-closed');
      const s = holding('ap-45', { state: { events: ['cp-52'] } });
      offered(s, 'ap-45');
      settled(opsSpent(play(s, 'ap-45').state, 'ap-45', 3), 'ap-45');
    },
  },
  'ap-46': {
    says: 'any time; +2 War Status, the card’s 4 OPS follow (9.1.3)',
    run: () => {
      const s = holding('ap-46');
      offered(s, 'ap-46');
      notInTheirRound(s, 'ap-46');
      settled(opsSpent(play(s, 'ap-46').state, 'ap-46', 4), 'ap-46');
    },
  },
  'ap-47': {
    says: 'the US 2nd Army to a French port and a US corps, only after Over There (16.3.4)',
    run: () => {
      barred(holding('ap-47'), 'ap-47', '16.3.4', 'us-over-there');
      reinforces('ap-47', {
        armies: { 'us-2': 'marseilles' },
        corps: ['us-c'],
        changes: { state: { events: ['ap-55'], atWar: ['us'] } },
      });
    },
  },
  'ap-48': {
    says: 'Combat Card: after Landships, a British attack into clear terrain ignores the trench (12.2.4); not before',
    run: () => {
      notAnEvent('ap-48');
      const without = fire(defenderWindow(amiensOnCambrai(1, {}, { state: { events: ['ap-28'] } })), [3, 3]);
      expect(trenchShifted(without.events, 'attacker')).toBe(true);
      const s = amiensOnCambrai(1, { ap: ['ap-48'] }, { state: { events: ['ap-28'] } });
      ccOffered(s, 'ap-48');
      const { events } = fire(defenderWindow(ccPlayed(s, 'ap-48')), [3, 3]);
      expect(trenchShifted(events, 'attacker')).toBe(false);
      expect(trenchShifted(events, 'defender')).toBe(false);
      ccRefused(amiensOnCambrai(1, { ap: ['ap-48'] }), 'ap-48', 'cc-needs-event');
    },
  },
  'ap-49': {
    says: 'any time; an Allied attack from the Sinai loses its −3 (12.2.7); Allenby’s NE Army may go to Alexandria',
    run: () => {
      const s = holding('ap-49');
      offered(s, 'ap-49');
      notInTheirRound(s, 'ap-49');
      expect(placesFor(at(s), 'br-ne', 'ap')).not.toContain('alexandria');
      const { state } = play(s, 'ap-49');
      expect(placesFor(at(state), 'br-ne', 'ap')).toContain('alexandria');
      settled(state, 'ap-49');
      // A British corps in the Sinai attacks the Turks in Gaza, in Spring 1915.
      const sinai = (events: string[]) =>
        modifiers(
          fire(
            defenderWindow(
              declared('ap', ['sinai'], 'gaza', ['br-c1'], {
                units: { 'br-c1': 'sinai', 'tu-c1': 'gaza' },
                control: { sinai: 'ap', gaza: 'cp' },
                state: { atWar: ['tu'], events },
                hand: { cp: [], ap: [] },
              }),
            ),
            [3, 3],
          ).events,
          'attacker',
        );
      expect(sinai([])).toContainEqual(expect.objectContaining({ why: 'sinai', value: -3 }));
      expect(sinai(['ap-49']).filter((m) => m.why === 'sinai')).toEqual([]);
    },
  },
  'ap-50': {
    says: 'the NE Army to Alexandria after Sinai Pipeline, else to London giving up the east (9.5.3.4)',
    run: () => {
      const east = reinforces('ap-50', {
        armies: { 'br-ne': 'alexandria' },
        changes: { state: { events: ['ap-49'] } },
      });
      expect(east.lostEast ?? []).not.toContain('br-ne');
      const london = reinforces('ap-50', { armies: { 'br-ne': 'london' } });
      expect(london.lostEast).toContain('br-ne');
      // 9.5.3.1: a British reinforcement card (its title), so not after another one this turn.
      onceANation('ap-50', 'br');
    },
  },
  'ap-51': {
    says: 'only after Michael, Blücher or Peace Offensive; +1 War Status',
    run: () => {
      barred(holding('ap-51'), 'ap-51', '9.5.1.1', 'ap-everyone-into-battle');
      const s = holding('ap-51', { state: { events: ['cp-49'] } });
      offered(s, 'ap-51');
      settled(play(s, 'ap-51').state, 'ap-51');
    },
  },
  'ap-52': {
    says: 'only after U-Boats Unleashed; cancels it; −1 VP',
    run: () => {
      barred(holding('ap-52'), 'ap-52', '9.5.1.1', 'ap-event-needs');
      const s = holding('ap-52', { state: { events: ['cp-36'] } });
      offered(s, 'ap-52');
      expect(uBoatsInForce(s)).toBe(true);
      const { state, events } = play(s, 'ap-52');
      expect(state.vp).toBe(s.vp - 1);
      expect(uBoatsInForce(state)).toBe(false);
      expect(logged(events, 'ap-cancels')?.['cancelled']).toBe('cp-36');
      settled(state, 'ap-52');
    },
  },
  'ap-53': {
    says: 'the Army of the Orient to Salonika once Salonika is in play, else to Paris giving up the east (9.5.3.4)',
    run: () => {
      const east = reinforces('ap-53', {
        armies: { 'fr-orient': 'salonika' },
        changes: { state: { events: ['ap-30'] } },
      });
      expect(east.lostEast ?? []).not.toContain('fr-orient');
      const paris = reinforces('ap-53', { armies: { 'fr-orient': 'paris' } });
      expect(paris.lostEast).toContain('fr-orient');
      // 9.5.3.1: a French reinforcement card (its title), so not after another one this turn.
      onceANation('ap-53', 'fr');
    },
  },
  'ap-54': {
    says: 'only with the US entry marker in its box (CWS 30, 16.3.2); −1 VP; the USA joins the Allies',
    run: () => {
      barred(holding('ap-54', { state: { combinedWarStatus: 29 } }), 'ap-54', '16.3.2', 'ap-zimmermann-cws');
      const s = holding('ap-54', { state: { combinedWarStatus: 30 } });
      offered(s, 'ap-54');
      const { state, events } = play(s, 'ap-54');
      expect(state.vp).toBe(s.vp - 1);
      expect(state.atWar).toContain('us');
      expect(logged(events, 'enters-war')).toMatchObject({ nation: 'us', rule: '16.3.3' });
      settled(state, 'ap-54');
    },
  },
  'ap-55': {
    says: 'only after Zimmermann Telegram, in a later turn; every Allied RP card then records 1 US RP (17.1.8)',
    run: () => {
      barred(holding('ap-55'), 'ap-55', '16.3.4', 'ap-event-needs');
      const zimmermann = play(holding('ap-54', { state: { combinedWarStatus: 30 } }), 'ap-54').state;
      const sameTurn = built(zimmermann, { hand: { ap: ['ap-55'] }, frame: { name: 'action', side: 'ap' } });
      barred(sameTurn, 'ap-55', '9.5.1.1', 'ap-event-later-turn');
      const s = holding('ap-55', { state: { events: ['ap-54'], atWar: ['us'] } });
      offered(s, 'ap-55');
      const { state, events } = play(s, 'ap-55');
      expect(kinds(events)).toContain('ap-over-there');
      settled(state, 'ap-55');
      const rp = act(built(state, { hand: { ap: ['ap-2'] }, frame: { name: 'action', side: 'ap' } }), 'ap', {
        type: 'card',
        card: 'ap-2',
        use: 'rp',
      });
      expect(rp.ok && rp.state.rp['us']).toBe(1);
    },
  },
};
