import { expect } from 'vitest';
import { top, type PogState } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import {
  moltkeInForce,
  rathenauInForce,
  uBoatsInForce,
} from '../../../../src/engine/games/paths-of-glory/rules/events-ap.js';
import { activationCost } from '../../../../src/engine/games/paths-of-glory/rules/operations.js';
import {
  barred,
  cardDrm,
  ccOffered,
  ccPlayed,
  ccRefused,
  declared,
  defenderWindow,
  fire,
  fireOf,
  holding,
  kinds,
  logged,
  notInTheirRound,
  offered,
  play,
  reinforces,
  settled,
  trenchShifted,
} from './card-positions.js';
import { act, at, built, campaign, legal } from './play/position.js';
import {
  germanDrm,
  karsOnErzerum,
  mayEntrench,
  metzOnNancy,
  nancyOnMetz,
  nextOffensive,
  notAnEvent,
  noviSadOnBelgrade,
  onceANation,
  opsSpent,
  type Row,
  russianVp,
  settleCombat,
  spreadCorps,
  TANNENBERG,
  tannenberg,
  turnEnded,
} from './card-rows.js';

/** Every Central Powers card of the 2004 deck (CP 1–55), one row each: see every-card.test.ts. */
export const CENTRAL: Readonly<Record<string, Row>> = {
  'cp-1': {
    says: 'only in the first round of August 1914; Liège’s fort is destroyed, +2 War Status',
    run: () => {
      barred(holding('cp-1', { state: { turn: 1, round: 2 } }), 'cp-1', '9.5.1', 'cp-guns-first-round');
      const s = holding('cp-1', { state: { turn: 1, round: 1 } });
      offered(s, 'cp-1');
      const { state } = play(s, 'cp-1');
      expect(state.destroyed).toContain('liege');
      expect(state.removed.cp.concat(state.inPlay)).toContain('cp-1');
    },
  },
  'cp-2': {
    says: 'Combat Card: a German flank attempt on Russians only succeeds without a roll (12.3.3); not without a flank attempt',
    run: () => {
      notAnEvent('cp-2');
      let s = tannenberg(['ge-8', 'ge-c10'], { cp: ['cp-2'] });
      ccOffered(s, 'cp-2');
      s = ccPlayed(s, 'cp-2');
      // A die of 1 would fail (1 + 1 = 2).
      s = legal(s, 'cp', { type: 'flank', front: 'insterberg' }, [1]);
      expect(s.fight!.flank).toMatchObject({ success: true, die: null });
      ccRefused(tannenberg(['ge-8'], { cp: ['cp-2'] }), 'cp-2', 'cc-needs-flank', '12.2.5');
    },
  },
  'cp-3': {
    says: 'Combat Card: a German attack on Russians gets +1; not on the French',
    run: () => {
      notAnEvent('cp-3');
      const s = tannenberg(['ge-8'], { cp: ['cp-3'] });
      ccOffered(s, 'cp-3');
      expect(cardDrm(fire(defenderWindow(ccPlayed(s, 'cp-3')), [3, 3]).events, 'attacker', 'cp-3')).toBe(1);
      ccRefused(metzOnNancy({ cp: ['cp-3'] }), 'cp-3', 'cc-needs-nation');
    },
  },
  'cp-4': {
    says: 'Combat Card: a defence in mountain in Winter gets +2; not in Summer',
    run: () => {
      notAnEvent('cp-4');
      const mulhouse = (turn: number) =>
        defenderWindow(
          declared('ap', ['belfort'], 'mulhouse', ['fr-c8'], { state: { turn }, hand: { cp: ['cp-4'], ap: [] } }),
        );
      // Winter 1915 (turn 4); Summer 1915 (turn 6).
      const s = mulhouse(4);
      ccOffered(s, 'cp-4');
      expect(cardDrm(fire(ccPlayed(s, 'cp-4'), [3, 3]).events, 'defender', 'cp-4')).toBe(2);
      ccRefused(mulhouse(6), 'cp-4', 'cc-weather');
    },
  },
  'cp-5': {
    says: 'any time; 2 RP of flips of reduced German units, chosen one by one',
    run: () => {
      const s = holding('cp-5');
      offered(s, 'cp-5');
      notInTheirRound(s, 'cp-5');
      expect(s.units['ge-7']!.strength).toBe('reduced');
      const { state } = play(s, 'cp-5');
      expect(top(state)).toEqual({ name: 'event-choice', side: 'cp', card: 'cp-5', player: 'cp' });
      let after = legal(state, 'cp', { type: 'choose', key: 'ge-7' });
      expect(after.units['ge-7']!.strength).toBe('full');
      after = legal(after, 'cp', { type: 'choose', key: 'done' });
      settled(after, 'cp-5');
    },
  },
  'cp-6': {
    says: 'a level-1 trench with a supplied CP army; not once an Entrench card has been played (9.5.1.1, 11.2.1)',
    run: () => {
      barred(holding('cp-6', { state: { events: ['ap-12'] } }), 'cp-6', '9.5.1.1', 'entrench-once');
      const s = holding('cp-6');
      offered(s, 'cp-6');
      const { state } = play(s, 'cp-6');
      const after = legal(state, 'cp', { type: 'choose', key: 'koblenz' });
      expect(after.trenches['koblenz']).toBe(1);
      settled(after, 'cp-6');
      // Both sides may now entrench: the FR 5th Army in Sedan, not before (11.2.1).
      expect(mayEntrench('ap', 'sedan', 'fr-5', [])).toMatchObject({ ok: false, problem: { rule: '11.2.1' } });
      const attempt = mayEntrench('ap', 'sedan', 'fr-5', ['cp-6']);
      expect(attempt.ok && kinds(attempt.events)).toContain('entrench-attempt');
    },
  },
  'cp-7': {
    says: 'the GE 9th Army to Berlin, Essen or Breslau',
    run: () => reinforces('cp-7', { armies: { 'ge-9': 'berlin' } }),
  },
  'cp-8': {
    says: 'any time; CP units may end their moves in Amiens, Calais and Ostend',
    run: () => {
      const s = holding('cp-8');
      offered(s, 'cp-8');
      notInTheirRound(s, 'cp-8');
      const { state, events } = play(s, 'cp-8');
      expect(logged(events, 'cp-event-lasting')?.['effect']).toBe('race-to-the-sea');
      settled(state, 'cp-8');
      // The GE 1st Army, in Cambrai, may now end its move in Amiens (11.1.9); before, not while CP War Status is
      // under 4.
      const amiens = (events: string[]) => {
        let m = built(campaign(), {
          units: { 'ge-1': 'cambrai', 'fr-5': 'paris' },
          control: { cambrai: 'cp', sedan: 'cp' },
          state: {
            turn: 5,
            events,
            inPlay: ['cp-9'],
            stack: [
              { name: 'action', side: 'cp' },
              { name: 'activate', side: 'cp', card: 'cp-9', points: 4 },
            ],
          },
        });
        m = legal(m, 'cp', { type: 'activate', space: 'cambrai', mode: 'move' });
        return act(legal(m, 'cp', { type: 'activated' }), 'cp', { type: 'move', units: ['ge-1'], to: 'amiens' });
      };
      expect(amiens([])).toMatchObject({ ok: false, problem: { code: 'channel-ports', rule: '11.1.9' } });
      const moved = amiens(['cp-8']);
      expect(moved.ok && moved.state.units['ge-1']!.at).toBe('amiens');
    },
  },
  'cp-9': {
    says: 'only while the CP are not at Total War; +1 VP',
    run: () => {
      barred(
        holding('cp-9', { state: { commitment: { cp: 'total', ap: 'total' } } }),
        'cp-9',
        '9.5.1',
        'cp-reichstag-total-war',
      );
      const s = holding('cp-9', { state: { commitment: { cp: 'limited', ap: 'limited' } } });
      offered(s, 'cp-9');
      const { state } = play(s, 'cp-9');
      expect(state.vp).toBe(s.vp + 1);
      settled(state, 'cp-9');
    },
  },
  'cp-10': {
    says: 'any time; marked played for the activation costs',
    run: () => {
      const s = holding('cp-10');
      offered(s, 'cp-10');
      notInTheirRound(s, 'cp-10');
      settled(play(s, 'cp-10').state, 'cp-10');
    },
  },
  'cp-11': {
    says: 'any time; German units may attack Russian forts; +1 War Status',
    run: () => {
      const s = holding('cp-11');
      offered(s, 'cp-11');
      notInTheirRound(s, 'cp-11');
      const { state, events } = play(s, 'cp-11');
      expect(logged(events, 'cp-event-lasting')?.['effect']).toBe('oberost');
      settled(state, 'cp-11');
      // The GE 8th Army may now attack the RU 1st Army in Kovno, a Russian fort (15.1.11).
      const kovno = (events: string[]) =>
        act(
          built(campaign(), {
            state: {
              turn: 5,
              events,
              inPlay: ['cp-9'],
              activations: { insterberg: 'attack' },
              stack: [
                { name: 'action', side: 'cp' },
                { name: 'attack', side: 'cp' },
              ],
            },
          }),
          'cp',
          { type: 'attack', target: 'kovno', units: ['ge-8'] },
        );
      expect(kovno([])).toMatchObject({ ok: false, problem: { code: 'russian-fort', rule: '15.1.11' } });
      expect(kovno(['cp-11']).ok).toBe(true);
    },
  },
  'cp-12': {
    says: 'the GE 10th Army and two German corps',
    run: () => reinforces('cp-12', { armies: { 'ge-10': 'essen' }, corps: ['ge-c', 'ge-c'] }),
  },
  'cp-13': {
    says: 'in August or September 1914 only after Moltke, from Fall 1914 any time; ends Moltke',
    run: () => {
      barred(holding('cp-13', { state: { turn: 2 } }), 'cp-13', '9.5.1', 'cp-event-needs');
      expect(play(holding('cp-13', { state: { turn: 2, events: ['ap-9'] } }), 'cp-13').state.events).toContain('cp-13');
      const s = holding('cp-13', { state: { turn: 3, events: ['ap-9'] } });
      offered(s, 'cp-13');
      expect(moltkeInForce(s)).toBe(true);
      const { state } = play(s, 'cp-13');
      expect(moltkeInForce(state)).toBe(false);
      settled(state, 'cp-13');
      // The GE 1st and 2nd Armies in Liège: a point a unit under Moltke, one for the stack after Falkenhayn.
      const liege = (x: PogState) =>
        built(x, { units: { 'ge-1': 'liege', 'ge-2': 'liege' }, control: { liege: 'cp' } });
      expect(activationCost(at(liege(s)), 'liege', 'cp', 'move')).toBe(2);
      expect(activationCost(at(liege(state)), 'liege', 'cp', 'move')).toBe(1);
    },
  },
  'cp-14': {
    says: 'the AH 7th Army to Vienna or Budapest and two AH corps',
    run: () => reinforces('cp-14', { armies: { 'ah-7': 'vienna' }, corps: ['ah-c', 'ah-c'] }),
  },
  'cp-15': {
    says: 'Combat Card: a German attack gets +1; not an Austro-Hungarian one',
    run: () => {
      notAnEvent('cp-15');
      germanDrm('cp-15', 1);
      ccRefused(noviSadOnBelgrade({ cp: ['cp-15'] }), 'cp-15', 'cc-needs-nation');
    },
  },
  'cp-16': {
    says: 'Combat Card: a Turkish defence (or attack) gets +1; not a German one',
    run: () => {
      notAnEvent('cp-16');
      const s = defenderWindow(karsOnErzerum({ cp: ['cp-16'] }));
      ccOffered(s, 'cp-16');
      expect(cardDrm(fire(ccPlayed(s, 'cp-16'), [3, 3]).events, 'defender', 'cp-16')).toBe(1);
      const attack = declared('cp', ['erzerum'], 'kars', ['tu-c1'], {
        units: { 'tu-c1': 'erzerum' },
        state: { atWar: ['tu'] },
        hand: { cp: ['cp-16'], ap: [] },
      });
      ccOffered(attack, 'cp-16');
      expect(cardDrm(fire(defenderWindow(ccPlayed(attack, 'cp-16')), [3, 3]).events, 'attacker', 'cp-16')).toBe(1);
      ccRefused(metzOnNancy({ cp: ['cp-16'] }), 'cp-16', 'cc-needs-nation');
    },
  },
  'cp-17': {
    says: 'any time; the Allied hand is shown, then the card’s 2 OPS (9.1.3); no `*` in 2004: discarded',
    run: () => {
      const s = holding('cp-17', { hand: { ap: ['ap-1', 'ap-2'] } });
      offered(s, 'cp-17');
      notInTheirRound(s, 'cp-17');
      const { state, events } = play(s, 'cp-17');
      expect(logged(events, 'cp-mata-hari')?.['cards']).toEqual(['ap-1', 'ap-2']);
      settled(opsSpent(state, 'cp-17', 2), 'cp-17');
    },
  },
  'cp-18': {
    says: 'Combat Card: an entrenched German defender gets +1; not without a trench',
    run: () => {
      notAnEvent('cp-18');
      const s = defenderWindow(nancyOnMetz(['fr-1'], { cp: ['cp-18'] }));
      ccOffered(s, 'cp-18');
      expect(cardDrm(fire(ccPlayed(s, 'cp-18'), [3, 3]).events, 'defender', 'cp-18')).toBe(1);
      const open = declared('ap', ['tannenberg'], 'insterberg', ['ru-2'], {
        ...TANNENBERG,
        hand: { cp: ['cp-18'], ap: [] },
      });
      ccRefused(defenderWindow(open), 'cp-18', 'cc-needs-trench');
    },
  },
  'cp-19': {
    says: 'Combat Card: a German attack gets +1; not an Austro-Hungarian one (no `*` in 2004)',
    run: () => {
      notAnEvent('cp-19');
      germanDrm('cp-19', 1);
      ccRefused(noviSadOnBelgrade({ cp: ['cp-19'] }), 'cp-19', 'cc-needs-nation');
    },
  },
  'cp-20': {
    says: 'the AH 10th Army to Vienna or Budapest',
    run: () => reinforces('cp-20', { armies: { 'ah-10': 'budapest' } }),
  },
  'cp-21': {
    says: 'the GE 11th Army and a German corps',
    run: () => reinforces('cp-21', { armies: { 'ge-11': 'breslau' }, corps: ['ge-c'] }),
  },
  'cp-22': {
    says: 'the GE 12th Army and a German corps',
    run: () => reinforces('cp-22', { armies: { 'ge-12': 'berlin' }, corps: ['ge-c'] }),
  },
  'cp-23': {
    says: 'the AH 11th Army to Vienna or Budapest',
    run: () => reinforces('cp-23', { armies: { 'ah-11': 'vienna' } }),
  },
  'cp-24': {
    says: 'the SN corps to Libya, only with no Allied unit there (its card; 9.5.3.2)',
    run: () => {
      reinforces('cp-24', { corps: ['sn-c1'], corpsAt: 'libya' });
      barred(holding('cp-24', { units: { 'br-c1': 'libya' } }), 'cp-24', '9.5.3.2', 'no-place');
      // 9.5.3.1: the SN is a Turkish corps (9.5.3.2), so not after another Turkish reinforcement card this turn.
      onceANation('cp-24', 'tu', { atWar: ['tu'] });
    },
  },
  'cp-25': {
    says: 'any time; +1 VP unless Grand Fleet answers it',
    run: () => {
      // Round 1: the Central Powers act first, the Allies hold Grand Fleet.
      const s = holding('cp-25', { hand: { ap: ['ap-33'] }, state: { round: 1 } });
      offered(s, 'cp-25');
      notInTheirRound(s, 'cp-25');
      const { state, events } = play(s, 'cp-25');
      expect(state.vp).toBe(s.vp + 1);
      expect(kinds(events)).toContain('cp-event-vp');
      settled(state, 'cp-25');
      // Grand Fleet as the Allies' next action takes the VP back.
      expect(top(state)).toEqual({ name: 'action', side: 'ap' });
      expect(play(state, 'ap-33').state.vp).toBe(s.vp);
    },
  },
  'cp-26': {
    says: 'Combat Card: after Falkenhayn, an attack on a French fort gets +2 and +1 War Status; not before Falkenhayn',
    run: () => {
      notAnEvent('cp-26');
      const verdun = (events: string[]) =>
        declared('cp', ['metz'], 'verdun', ['ge-4'], { state: { events }, hand: { cp: ['cp-26'], ap: [] } });
      const s = verdun(['cp-13']);
      ccOffered(s, 'cp-26');
      const played = ccPlayed(s, 'cp-26');
      expect(played.combinedWarStatus).toBe(s.combinedWarStatus + 1);
      expect(cardDrm(fire(defenderWindow(played), [3, 3]).events, 'attacker', 'cp-26')).toBe(2);
      ccRefused(verdun([]), 'cp-26', 'cc-needs-event');
      ccRefused(verdun(['cp-13', 'cp-54']), 'cp-26', 'cc-after-event');
    },
  },
  'cp-27': {
    says: 'any time; 4 British RP lost in this turn’s Replacement Phase; +1 War Status',
    run: () => {
      // The last round of the turn, 5 British RP recorded.
      const s = holding('cp-27', { state: { round: 6, rp: { br: 5 }, mandated: { cp: 'none', ap: 'none' } } });
      offered(s, 'cp-27');
      notInTheirRound(s, 'cp-27');
      const { state, events } = play(s, 'cp-27');
      expect(logged(events, 'cp-event-lasting')?.['effect']).toBe('zeppelin-raids');
      // The Allies end the turn; their Replacement Phase has 1 British RP left.
      const ended = act(legal(state, 'ap', { type: 'auto' }), 'ap', { type: 'activated' });
      if (!ended.ok) throw new Error(ended.problem.code);
      expect(logged(ended.events, 'lasting-rp')).toMatchObject({ nation: 'br', rp: -4, card: 'cp-27' });
      expect(ended.state.stack.at(-1)).toMatchObject({ name: 'replacement', side: 'ap', rp: { br: 1 } });
      expect(ended.state.removed.cp).toContain('cp-27');
    },
  },
  'cp-28': {
    says: 'only with 3 Russian VP spaces in CP hands (16.4.3); +1 War Status',
    run: () => {
      barred(holding('cp-28', { control: russianVp(2) }), 'cp-28', '16.4.3', 'cp-tsar-command-spaces');
      const s = holding('cp-28', { control: russianVp(3) });
      offered(s, 'cp-28');
      settled(play(s, 'cp-28').state, 'cp-28');
    },
  },
  'cp-29': {
    says: 'any time, even with the 11th Army gone (9.5.1.1 note); marked played for the activation costs',
    run: () => {
      const s = holding('cp-29');
      offered(s, 'cp-29');
      notInTheirRound(s, 'cp-29');
      expect(s.units['ge-11']!.at).toBe('off');
      settled(play(s, 'cp-29').state, 'cp-29');
    },
  },
  'cp-30': {
    says: 'Combat Card: an attack into or out of a mountain space gets +1; not between forest and clear',
    run: () => {
      notAnEvent('cp-30');
      const s = declared('cp', ['mulhouse'], 'belfort', ['ge-7'], { hand: { cp: ['cp-30'], ap: [] } });
      ccOffered(s, 'cp-30');
      expect(cardDrm(fire(defenderWindow(ccPlayed(s, 'cp-30')), [3, 3]).events, 'attacker', 'cp-30')).toBe(1);
      ccRefused(metzOnNancy({ cp: ['cp-30'] }), 'cp-30', 'cc-needs-mountain');
    },
  },
  'cp-31': {
    says: 'Combat Card: a Turkish defender of CF 1 fires on the Army table (12.3.4.1); not a reduced corps of CF 0',
    run: () => {
      notAnEvent('cp-31');
      const s = defenderWindow(karsOnErzerum({ cp: ['cp-31'] }));
      ccOffered(s, 'cp-31');
      expect(fireOf(fire(s, [3, 3]).events, 'defender')['table']).toBe('corps');
      const { state, events } = fire(ccPlayed(s, 'cp-31'), [1, 6]);
      expect(fireOf(events, 'defender')['table']).toBe('army');
      // One combat a turn (9.5.4.2): discarded after it, even won.
      expect(logged(events, 'combat-result')).toMatchObject({ winner: 'defender' });
      expect(state.discard.cp).toContain('cp-31');
      expect(state.retained?.cp ?? []).not.toContain('cp-31');
      ccRefused(
        defenderWindow(karsOnErzerum({ cp: ['cp-31'] }, { reduced: ['tu-c1'] })),
        'cp-31',
        'cc-kemal',
        '12.3.4.1',
      );
    },
  },
  'cp-32': {
    says: 'any time; the Allies choose a British corps removed for good or +1 VP',
    run: () => {
      const s = holding('cp-32');
      offered(s, 'cp-32');
      notInTheirRound(s, 'cp-32');
      const { state } = play(s, 'cp-32');
      expect(top(state)).toEqual({ name: 'event-choice', side: 'ap', card: 'cp-32', player: 'cp' });
      expect(act(state, 'cp', { type: 'choose', key: 'vp' }).ok).toBe(false);
      const vp = legal(state, 'ap', { type: 'choose', key: 'vp' });
      expect(vp.vp).toBe(s.vp + 1);
      settled(vp, 'cp-32');
    },
  },
  'cp-33': {
    says: 'any time; one more German RP each Replacement Phase; +2 War Status',
    run: () => {
      const s = holding('cp-33', { state: { round: 6, rp: { ge: 2 }, mandated: { cp: 'none', ap: 'none' } } });
      offered(s, 'cp-33');
      notInTheirRound(s, 'cp-33');
      const { state } = play(s, 'cp-33');
      expect(rathenauInForce(state)).toBe(true);
      // The Allies end the turn; the Central Powers' Replacement Phase has 1 German RP more.
      const ended = act(legal(state, 'ap', { type: 'auto' }), 'ap', { type: 'activated' });
      if (!ended.ok) throw new Error(ended.problem.code);
      expect(logged(ended.events, 'lasting-rp')).toMatchObject({ nation: 'ge', rp: 1, card: 'cp-33' });
      expect(ended.state.stack).toContainEqual(
        expect.objectContaining({ name: 'replacement', side: 'cp', rp: { ge: 3 } }),
      );
      expect(ended.state.removed.cp).toContain('cp-33');
    },
  },
  'cp-34': {
    says: 'Bulgaria joins the CP, 2 corps in Sofia and 4 placed by the CP; one neutral entry a turn (9.5.2.2)',
    run: () => {
      // The Allies brought Italy in this turn (9.5.2.2's own example): no Bulgaria this turn.
      const italy = play(holding('ap-17', { hand: { cp: ['cp-34'] } }), 'ap-17').state;
      expect(top(italy)).toEqual({ name: 'action', side: 'cp' });
      barred(italy, 'cp-34', '9.5.2.2', 'neutral-entry-twice');
      offered(holding('cp-34'), 'cp-34');
      spreadCorps('cp-34', 'bu', 'sofia');
    },
  },
  'cp-35': {
    says: 'Combat Card: a German attack gets +1; not an Austro-Hungarian one (no `*` in 2004)',
    run: () => {
      notAnEvent('cp-35');
      germanDrm('cp-35', 1);
      ccRefused(noviSadOnBelgrade({ cp: ['cp-35'] }), 'cp-35', 'cc-needs-nation');
    },
  },
  'cp-36': {
    says: 'only after H-L Take Command; until Convoy no US reinforcement card',
    run: () => {
      barred(holding('cp-36'), 'cp-36', '9.5.1', 'cp-event-needs');
      const s = holding('cp-36', { state: { events: ['cp-54', 'ap-55'], atWar: ['us'] } });
      offered(s, 'cp-36');
      const { state } = play(s, 'cp-36');
      expect(uBoatsInForce(state)).toBe(true);
      settled(state, 'cp-36');
      barred(
        built(state, { hand: { ap: ['ap-38'] }, frame: { name: 'action', side: 'ap' } }),
        'ap-38',
        '9.5.1',
        'u-boats',
      );
      // 1 British RP lost in each Replacement Phase.
      const ended = turnEnded({ state: { turn: 13, events: ['cp-54', 'cp-36'], rp: { br: 3 } } });
      expect(logged(ended.events, 'lasting-rp')).toMatchObject({ nation: 'br', rp: -1, card: 'cp-36' });
      expect(ended.after.stack.at(-1)).toMatchObject({ name: 'replacement', side: 'ap', rp: { br: 2 } });
    },
  },
  'cp-37': {
    says: 'only after H-L Take Command; +1 to the later CP Mandated Offensive rolls (7.1.9)',
    run: () => {
      barred(holding('cp-37'), 'cp-37', '9.5.1', 'cp-event-needs');
      const s = holding('cp-37', { state: { events: ['cp-54'] } });
      offered(s, 'cp-37');
      const { state, events } = play(s, 'cp-37');
      expect(logged(events, 'cp-event-lasting')?.['effect']).toBe('hoffmann');
      settled(state, 'cp-37');
      // The next turn's CP roll of `die` reads as `die` + 1 did without the card (the table itself is not in the book).
      for (const die of [1, 2, 3, 4, 5])
        expect(nextOffensive('cp', ['cp-54', 'cp-37'], die)).toBe(nextOffensive('cp', ['cp-54'], die + 1));
    },
  },
  'cp-38': {
    says: 'two German corps to the Reserve Box',
    run: () => reinforces('cp-38', { corps: ['ge-c', 'ge-c'] }),
  },
  'cp-39': {
    says: 'two German corps to the Reserve Box',
    run: () => reinforces('cp-39', { corps: ['ge-c', 'ge-c'] }),
  },
  'cp-40': {
    says: 'Combat Card: a German attack gets +1; not an Austro-Hungarian one',
    run: () => {
      notAnEvent('cp-40');
      germanDrm('cp-40', 1);
      ccRefused(noviSadOnBelgrade({ cp: ['cp-40'] }), 'cp-40', 'cc-needs-nation');
    },
  },
  'cp-41': {
    says: 'the GE 14th Army to Berlin, Essen or Breslau',
    run: () => reinforces('cp-41', { armies: { 'ge-14': 'essen' } }),
  },
  'cp-42': {
    says: 'the TU YLD Army to Constantinople (9.5.3.3); not in August 1914 (9.5.3.1)',
    run: () => reinforces('cp-42', { armies: { 'tu-yld': 'constantinople' }, changes: { state: { atWar: ['tu'] } } }),
  },
  'cp-43': {
    says: 'Combat Card: an attack on Italians only ignores the trench (12.2.4); not with a French corps among them',
    run: () => {
      notAnEvent('cp-43');
      const asiago = (more: Record<string, string>, hand: string[]) =>
        declared('cp', ['trent'], 'asiago', ['ah-c9'], {
          units: { 'it-1': 'asiago', 'ah-c9': 'trent', ...more },
          full: ['it-1'],
          state: { atWar: ['it'], trenches: { ...campaign().trenches, asiago: 1 } },
          hand: { cp: hand, ap: [] },
        });
      expect(trenchShifted(fire(defenderWindow(asiago({}, [])), [3, 3]).events, 'attacker')).toBe(true);
      const s = asiago({}, ['cp-43']);
      ccOffered(s, 'cp-43');
      expect(trenchShifted(fire(defenderWindow(ccPlayed(s, 'cp-43')), [3, 3]).events, 'attacker')).toBe(false);
      ccRefused(asiago({ 'fr-c1': 'asiago' }, ['cp-43']), 'cp-43', 'cc-needs-only-nation');
    },
  },
  'cp-44': {
    says: 'Combat Card: an attack on Russians ignores the trench and fires first (12.2.8); not on the French',
    run: () => {
      notAnEvent('cp-44');
      const trench = { state: { trenches: { ...campaign().trenches, tannenberg: 1 as const } } };
      const s = tannenberg(['ge-8'], { cp: ['cp-44'] }, trench);
      ccOffered(s, 'cp-44');
      const { events } = fire(defenderWindow(ccPlayed(s, 'cp-44')), [6, 6]);
      expect(trenchShifted(events, 'attacker')).toBe(false);
      // The attacker fires first: the defender takes his losses before he fires, if he still can.
      const defenderFire = events.findIndex((e) => e.kind === 'fire' && e['role'] === 'defender');
      const defenderLosses = events.findIndex((e) => e.kind === 'losses' && e['role'] === 'defender');
      expect(defenderLosses).toBeGreaterThan(events.findIndex((e) => e.kind === 'fire' && e['role'] === 'attacker'));
      if (defenderFire >= 0) expect(defenderFire).toBeGreaterThan(defenderLosses);
      ccRefused(metzOnNancy({ cp: ['cp-44'] }), 'cp-44', 'cc-needs-nation');
    },
  },
  'cp-45': {
    says: 'only after Bolshevik Revolution (16.4.8); +1 War Status',
    run: () => {
      barred(holding('cp-45', { state: { events: ['cp-28', 'cp-52'] } }), 'cp-45', '16.4.8', 'cp-event-needs');
      const s = holding('cp-45', { state: { events: ['cp-28', 'cp-52', 'cp-53'] } });
      offered(s, 'cp-45');
      settled(play(s, 'cp-45').state, 'cp-45');
    },
  },
  'cp-46': {
    says: 'the GE 17th and 18th Armies, each to Berlin, Essen or Breslau (they may split)',
    run: () => reinforces('cp-46', { armies: { 'ge-17': 'berlin', 'ge-18': 'breslau' } }),
  },
  'cp-47': {
    says: 'any time; French Mandated Offensives reversed (7.1.8); +1 War Status',
    run: () => {
      const s = holding('cp-47');
      offered(s, 'cp-47');
      notInTheirRound(s, 'cp-47');
      const { state, events } = play(s, 'cp-47');
      expect(logged(events, 'cp-event-lasting')?.['effect']).toBe('french-mutiny');
      settled(state, 'cp-47');
      // A French offensive not made costs the Allies nothing now (7.1.8); without the card, 1 VP (7.1.3).
      const french = { mandated: { cp: 'none', ap: 'fr' }, turn: 13 };
      const mutiny = turnEnded({ state: { ...french, events: ['cp-47'] } });
      expect(mutiny.after.vp).toBe(mutiny.before.vp);
      expect(logged(mutiny.events, 'offensive-missed')).toBeUndefined();
      const owed = turnEnded({ state: french });
      expect(logged(owed.events, 'offensive-missed')).toMatchObject({ side: 'ap', offensive: 'fr', vp: 1 });
    },
  },
  'cp-48': {
    says: 'the TU AoI Army to Constantinople (9.5.3.3); not in August 1914 (9.5.3.1)',
    run: () => reinforces('cp-48', { armies: { 'tu-aoi': 'constantinople' }, changes: { state: { atWar: ['tu'] } } }),
  },
  'cp-49': {
    says: 'Combat Card: after H-L Take Command, a German attack ignores the trench and gets +1; +1 War Status',
    run: () => {
      notAnEvent('cp-49');
      const s = metzOnNancy({ cp: ['cp-49'] }, { state: { events: ['cp-54'] } });
      ccOffered(s, 'cp-49');
      const played = ccPlayed(s, 'cp-49');
      expect(played.combinedWarStatus).toBe(s.combinedWarStatus + 1);
      const { events } = fire(defenderWindow(played), [3, 3]);
      expect(cardDrm(events, 'attacker', 'cp-49')).toBe(1);
      expect(trenchShifted(events, 'attacker')).toBe(false);
      ccRefused(metzOnNancy({ cp: ['cp-49'] }), 'cp-49', 'cc-needs-event');
    },
  },
  'cp-50': {
    says: 'Combat Card: after H-L Take Command, a German attack ignores the trench; not an Austro-Hungarian one',
    run: () => {
      notAnEvent('cp-50');
      expect(trenchShifted(fire(defenderWindow(metzOnNancy({})), [3, 3]).events, 'attacker')).toBe(true);
      const s = metzOnNancy({ cp: ['cp-50'] }, { state: { events: ['cp-54'] } });
      ccOffered(s, 'cp-50');
      const { events } = fire(defenderWindow(ccPlayed(s, 'cp-50')), [3, 3]);
      expect(trenchShifted(events, 'attacker')).toBe(false);
      expect(cardDrm(events, 'attacker', 'cp-50')).toBeUndefined();
      ccRefused(metzOnNancy({ cp: ['cp-50'] }), 'cp-50', 'cc-needs-event');
      ccRefused(noviSadOnBelgrade({ cp: ['cp-50'] }, { state: { events: ['cp-54'] } }), 'cp-50', 'cc-needs-nation');
    },
  },
  'cp-51': {
    says: 'Combat Card: after H-L Take Command, a German attack ignores the trench; −1 VP if no attacker advances in',
    run: () => {
      notAnEvent('cp-51');
      const s = metzOnNancy({ cp: ['cp-51'] }, { state: { events: ['cp-54'] } });
      ccOffered(s, 'cp-51');
      const fought = fire(defenderWindow(ccPlayed(s, 'cp-51')), [1, 6]);
      expect(trenchShifted(fought.events, 'attacker')).toBe(false);
      const { state, events } = settleCombat(fought);
      expect(state.units['ge-4']!.at).not.toBe('nancy');
      expect(logged(events, 'no-advance-vp')).toMatchObject({ vp: -1, space: 'nancy' });
      expect(state.vp).toBe(s.vp - 1);
      ccRefused(metzOnNancy({ cp: ['cp-51'] }), 'cp-51', 'cc-needs-event');
    },
  },
  'cp-52': {
    says: 'only after Tsar Takes Command with CWS + Russian VP spaces 33 or more (16.4.4); +1 VP, +2 with Romania neutral',
    run: () => {
      barred(holding('cp-52', { state: { combinedWarStatus: 40 } }), 'cp-52', '16.4.4', 'cp-event-needs');
      const tsar = (cws: number) =>
        holding('cp-52', { control: russianVp(3), state: { events: ['cp-28'], combinedWarStatus: cws } });
      barred(tsar(29), 'cp-52', '16.4.4', 'cp-tsar-fall-total');
      const s = tsar(30);
      offered(s, 'cp-52');
      const { state } = play(s, 'cp-52');
      expect(state.vp).toBe(s.vp + 3);
      settled(state, 'cp-52');
      const romania = holding('cp-52', {
        control: russianVp(3),
        state: { events: ['cp-28'], combinedWarStatus: 30, atWar: ['ro'] },
      });
      expect(play(romania, 'cp-52').state.vp).toBe(romania.vp + 1);
    },
  },
  'cp-53': {
    says: 'a turn after Fall of the Tsar, with more Russian VP spaces than then (16.4.6); the Russian offensive is cancelled',
    run: () => {
      barred(holding('cp-53'), 'cp-53', '16.4.6', 'cp-event-needs');
      const fell = { events: ['cp-28', 'cp-52'], tsarFell: { count: 3, turn: 4 } };
      barred(holding('cp-53', { control: russianVp(3), state: fell }), 'cp-53', '16.4.6', 'cp-bolshevik-count');
      const s = holding('cp-53', { control: russianVp(4), state: { ...fell, mandated: { cp: 'none', ap: 'ru' } } });
      offered(s, 'cp-53');
      const { state, events } = play(s, 'cp-53');
      expect(state.mandated.ap).toBe('none');
      expect(logged(events, 'cp-event-mo-cancelled')).toMatchObject({ side: 'ap', offensive: 'ru', rule: '7.1.11' });
      settled(state, 'cp-53');
      // Later Russian results are ignored too (7.1.11): no die gives a Russian offensive any more.
      const dice = [1, 2, 3, 4, 5, 6];
      expect(dice.map((d) => nextOffensive('ap', [], d))).toContain('ru');
      expect(dice.map((d) => nextOffensive('ap', ['cp-28', 'cp-52', 'cp-53'], d))).not.toContain('ru');
    },
  },
  'cp-54': {
    says: 'any time; the German Mandated Offensive in force is cancelled (7.1.10); +2 War Status',
    run: () => {
      const s = holding('cp-54', { state: { mandated: { cp: 'ge', ap: 'none' } } });
      offered(s, 'cp-54');
      notInTheirRound(s, 'cp-54');
      const { state, events } = play(s, 'cp-54');
      expect(state.mandated.cp).toBe('none');
      expect(logged(events, 'cp-event-mo-cancelled')).toMatchObject({ side: 'cp', offensive: 'ge', rule: '7.1.10' });
      settled(state, 'cp-54');
      // Later German results are ignored too (7.1.10): no die gives a German offensive any more.
      const dice = [1, 2, 3, 4, 5, 6];
      expect(dice.map((d) => nextOffensive('cp', [], d))).toContain('ge');
      expect(dice.map((d) => nextOffensive('cp', ['cp-54'], d))).not.toContain('ge');
    },
  },
  'cp-55': {
    says: 'any time (the 2004 card sets no condition); marked played',
    run: () => {
      const s = holding('cp-55');
      offered(s, 'cp-55');
      notInTheirRound(s, 'cp-55');
      settled(play(s, 'cp-55').state, 'cp-55');
    },
  },
};
