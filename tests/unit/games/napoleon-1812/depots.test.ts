import { describe, expect, it } from 'vitest';
import {
  depotChain,
  mayAllocateTrain,
  mayConvertDepot,
  mayEstablishDepot,
  noFrenchDepotHexes,
  recovery,
  ultimateSupplySources,
} from '../../../../src/engine/games/napoleon-1812/rules/depots.js';
import { FIRST_WINTER_TURN } from '../../../../src/engine/games/napoleon-1812/rules/turn.js';
import { problemWords } from '../../../../src/engine/games/napoleon-1812/words.js';
import { at, EAST, model, WILNO } from './positions.js';

/**
 * 7.1, 7.3, 7.6, 7.7 and 8.1 on the built-in pack's map (schematic: its rivers have no bridge, so its Depot chains
 * are few): a legal and an illegal case for each rule, from built positions. Konigsberg (2607) is 3 hexes from the
 * west edge (2909); Tilsit (2307) 3 from Konigsberg and out of reach of the edge; Grodno (2110) 5 from Konigsberg;
 * Warsaw (2612) has the Vistula on its hexsides with 2513, 2512 and 2611, none with 2712; Zhitomir (1417) is 2 from
 * Kiev, Luck (1916) 5 from Zhitomir. Wilno (1808) and the clear row east of it: ./positions.ts.
 */

const KONIGSBERG = '2607';
const TILSIT = '2307';
const GRODNO = '2110';
const WARSAW = '2612';
const MOSCOW = '0208';
const ST_PETERSBURG = '0902';
const KIEV = '1217';
const ZHITOMIR = '1417';
const LUCK = '1916';
const LEMBERG = '2217';

const french = (hex: string, disrupted = false) => ({ side: 'french' as const, hex, disrupted });
const russian = (hex: string, disrupted = false) => ({ side: 'russian' as const, hex, disrupted });
const codeOf = (r: { ok: boolean; problem?: { code: string; rule?: string } }) =>
  r.ok ? 'ok' : `${r.problem!.code} (${r.problem!.rule})`;

describe('Napoleon 1812: Supply Trains, Depots and Recovery (7.1, 7.3, 7.6, 7.7, 8.1)', () => {
  it('1.1 the USS: the French the west edge (XX 29) but the sea, the Russians the east edge (XX 01), Kiev and St Petersburg', () => {
    const ids = [...model.grid!.ids()];
    const french = ultimateSupplySources(at(), 'french');
    const west = ids.filter((id) => id.startsWith('29') && model.hexes.get(id)!.terrain !== 'sea');
    expect([...french].sort()).toEqual(west.sort());
    expect(french.has('2901')).toBe(false); // the Baltic
    expect(french.has('2920')).toBe(true); // the west edge in Austria
    const russian = ultimateSupplySources(at(), 'russian');
    expect([...russian].sort()).toEqual([...ids.filter((id) => id.startsWith('01')), ST_PETERSBURG, KIEV].sort());
    expect(model.hexes.get(KIEV)!.name).toBe('Kiev');
    expect(model.hexes.get(ST_PETERSBURG)!.name).toBe('St Petersburg');
    // The Austrian south edge starts no chain: Lemberg, 3 hexes from it in Austria, has no Depot chain.
    expect(model.hexes.get('2220')!.nation).toBe('austria');
    expect(french.has('2220')).toBe(false);
    expect(depotChain(at(), 'french', LEMBERG).connected).toBe(false);
  });

  it('7.1 a Depot is converted in a hex occupied by a friendly unit, one a turn; an enemy Depot, or a hex without a unit, is refused', () => {
    const held = at({ units: [french(WILNO)] });
    expect(mayConvertDepot(held, 'french', WILNO, 0)).toMatchObject({ ok: true, rules: ['7.1'] });
    expect(codeOf(mayConvertDepot(held, 'french', WILNO, 1))).toBe('convert-one-per-turn (7.1)');
    expect(codeOf(mayConvertDepot(at({ leaders: [french(WILNO)] }), 'french', WILNO, 0))).toBe('convert-no-unit (7.1)');
    expect(codeOf(mayConvertDepot(at({ units: [russian(WILNO)] }), 'russian', WILNO, 0))).toBe(
      'convert-no-depot (7.1)',
    );
  });

  it('7.3 a train goes to a stack in supply (6.1) with a leader, for Recovery or Movement', () => {
    const onDepot = at({ units: [french(WILNO)], leaders: [french(WILNO)] });
    expect(mayAllocateTrain(onDepot, 'french', WILNO, 'recovery')).toMatchObject({
      ok: true,
      value: { line: [WILNO] },
    });
    const out = at({ units: [french(EAST[2]!)], leaders: [french(EAST[2]!)], owners: { [WILNO]: 'french' } });
    const moving = mayAllocateTrain(out, 'french', EAST[2]!, 'movement');
    expect(moving.ok && moving.value.line).toHaveLength(4);
    expect(moving.ok && moving.rules).toEqual(['7.3', '8.2', '6.1']);
  });

  it('7.3 no train to a stack out of supply, without a leader, or to a lone leader', () => {
    const far = at({ units: [french(EAST[5]!)], leaders: [french(EAST[5]!)] });
    expect(codeOf(mayAllocateTrain(far, 'french', EAST[5]!, 'movement'))).toBe('train-out-of-supply (7.3)');
    const alone = at({ units: [french(WILNO)] });
    expect(codeOf(mayAllocateTrain(alone, 'french', WILNO, 'recovery'))).toBe('train-no-leader (7.3)');
    const leader = at({ leaders: [french(WILNO)] });
    expect(codeOf(mayAllocateTrain(leader, 'french', WILNO, 'movement'))).toBe('train-no-stack (7.3)');
  });

  it('7.3 the French never establish a Depot in Moscow or St Petersburg; the Russians may', () => {
    expect(noFrenchDepotHexes(at()).slice().sort()).toEqual([MOSCOW, ST_PETERSBURG]);
    const inMoscow = at({ units: [french(MOSCOW)], owners: { [MOSCOW]: 'french' } });
    expect(codeOf(mayEstablishDepot(inMoscow, 'french', MOSCOW))).toBe('depot-french-forbidden (7.3)');
    expect(mayEstablishDepot(at({ units: [russian(MOSCOW)] }), 'russian', MOSCOW).ok).toBe(true);
  });

  it('7.6 a Depot in a friendly city under a friendly stack, even all disrupted; no city, or no stack, is refused', () => {
    const konigsberg = mayEstablishDepot(at({ units: [french(KONIGSBERG)] }), 'french', KONIGSBERG);
    expect(konigsberg).toMatchObject({ ok: true, value: { connected: true, chain: [KONIGSBERG, '2909'] } });
    // Neither supply nor a leader is asked (the digest's reading): no French Depot is near Konigsberg.
    const disrupted = at({ units: [french(KONIGSBERG, true), french(KONIGSBERG, true)], depots: [] });
    expect(mayEstablishDepot(disrupted, 'french', KONIGSBERG).ok).toBe(true);
    expect(codeOf(mayEstablishDepot(at({ units: [french('2608')] }), 'french', '2608'))).toBe('depot-not-city (7.6)');
    expect(codeOf(mayEstablishDepot(at(), 'french', KONIGSBERG))).toBe('depot-no-stack (7.6)');
  });

  it('14.1 the set-up’s Depots go on friendly cities with or without units; an enemy city still needs them', () => {
    // 14.1: "sulle città secondo la reg. 7.6": 7.6 asks friendly units only of an enemy city.
    expect(mayEstablishDepot(at(), 'french', KONIGSBERG, true).ok).toBe(true);
    expect(codeOf(mayEstablishDepot(at(), 'french', KONIGSBERG))).toBe('depot-no-stack (7.6)');
    const taken = { [KONIGSBERG]: 'russian' as const };
    expect(codeOf(mayEstablishDepot(at({ owners: taken }), 'french', KONIGSBERG, true))).toBe('depot-enemy-city (7.6)');
    // 7.7 still holds: Tilsit is out of the west edge's reach without a Depot between.
    expect(codeOf(mayEstablishDepot(at(), 'french', TILSIT, true))).toBe('depot-no-chain (7.7)');
  });

  it('7.6 an enemy city takes a Depot only when friendly combat units, or a lone leader, occupy it', () => {
    const taken = { [KONIGSBERG]: 'russian' as const };
    expect(codeOf(mayEstablishDepot(at({ owners: taken }), 'french', KONIGSBERG))).toBe('depot-enemy-city (7.6)');
    expect(mayEstablishDepot(at({ owners: taken, units: [french(KONIGSBERG)] }), 'french', KONIGSBERG).ok).toBe(true);
    expect(mayEstablishDepot(at({ owners: taken, leaders: [french(KONIGSBERG)] }), 'french', KONIGSBERG).ok).toBe(true);
  });

  it('7.6 not under siege (8.4): a single unit next to two good-order enemy units, unless across a river', () => {
    const besiegers = [russian('2712'), russian('2712')];
    const siege = at({ units: [french(WARSAW), ...besiegers] });
    expect(codeOf(mayEstablishDepot(siege, 'french', WARSAW))).toBe('depot-under-siege (7.6)');
    // Two units in the city, one besieger disrupted, or the besiegers across the Vistula: no siege.
    expect(mayEstablishDepot(at({ units: [french(WARSAW), french(WARSAW), ...besiegers] }), 'french', WARSAW).ok).toBe(
      true,
    );
    const oneDisrupted = at({ units: [french(WARSAW), russian('2712'), russian('2712', true)] });
    expect(mayEstablishDepot(oneDisrupted, 'french', WARSAW).ok).toBe(true);
    expect(model.grid!.hexside(WARSAW, '2611')).toContain('river');
    const across = at({ units: [french(WARSAW), russian('2611'), russian('2611')] });
    expect(mayEstablishDepot(across, 'french', WARSAW).ok).toBe(true);
  });

  it('7.7 the chain runs through friendly Depots, this turn’s included, to a friendly USS; without one it is refused', () => {
    const stack = { units: [french(TILSIT)] };
    expect(codeOf(mayEstablishDepot(at(stack), 'french', TILSIT))).toBe('depot-no-chain (7.7)');
    const chained = at({ ...stack, depots: [{ side: 'french', hex: KONIGSBERG }] });
    expect(mayEstablishDepot(chained, 'french', TILSIT)).toMatchObject({
      ok: true,
      value: { chain: [TILSIT, KONIGSBERG, '2909'] },
    });
    // A Russian Depot in Konigsberg links no French chain.
    expect(depotChain(at({ depots: [{ side: 'russian', hex: KONIGSBERG }] }), 'french', TILSIT).connected).toBe(false);
  });

  it('7.7 each link at most 5 hexes, 3 for the Grande Armée in winter; the Russians keep 5', () => {
    const grodno = { units: [french(GRODNO)], depots: [{ side: 'french' as const, hex: KONIGSBERG }] };
    expect(model.grid!.distance(GRODNO, KONIGSBERG)).toBe(5);
    expect(mayEstablishDepot(at(grodno), 'french', GRODNO).ok).toBe(true);
    const winter = mayEstablishDepot(at({ ...grodno, turn: FIRST_WINTER_TURN }), 'french', GRODNO);
    expect(winter).toMatchObject({ ok: false, problem: { code: 'depot-no-chain', params: { range: 3 } } });
    const luck = { units: [russian(LUCK)], depots: [{ side: 'russian' as const, hex: ZHITOMIR }] };
    expect(model.grid!.distance(LUCK, ZHITOMIR)).toBe(5);
    expect(mayEstablishDepot(at({ ...luck, turn: FIRST_WINTER_TURN }), 'russian', LUCK)).toMatchObject({
      ok: true,
      value: { chain: [LUCK, ZHITOMIR, KIEV] },
    });
    expect(mayEstablishDepot(at({ ...luck, depots: [] }), 'russian', LUCK).ok).toBe(false);
  });

  it('7.7 each link under 6.2’s first four restrictions: enemy units around Konigsberg cut Tilsit’s chain', () => {
    const ring = model.grid!.neighbours(KONIGSBERG).map((hex) => russian(hex));
    const cut = at({ units: [french(TILSIT), ...ring], depots: [{ side: 'french', hex: KONIGSBERG }] });
    expect(codeOf(mayEstablishDepot(cut, 'french', TILSIT))).toBe('depot-no-chain (7.7)');
    expect(depotChain(cut, 'french', TILSIT).blocked).toContain('enemy-units');
  });

  it('8.1 a stack in supply with a train and a leader recovers up to the sum of its leaders’ CR', () => {
    const units = [french(WILNO, true), french(WILNO, true), french(WILNO, true), french(WILNO)];
    const one = at({ units, leaders: [{ side: 'french', hex: WILNO, cr: 2 }] });
    expect(recovery(one, 'french', WILNO, 1)).toMatchObject({ ok: true, value: { disrupted: 3, cr: 2, most: 2 } });
    const two = at({
      units,
      leaders: [
        { side: 'french', hex: WILNO, cr: 2 },
        { side: 'french', hex: WILNO, cr: 2 },
      ],
    });
    expect(recovery(two, 'french', WILNO, 1, 3)).toMatchObject({ ok: true, value: { cr: 4, most: 3 } });
  });

  it('8.1 no Recovery beyond the CR, without a train, a leader or supply, or with nothing disrupted', () => {
    const units = [french(WILNO, true), french(WILNO, true), french(WILNO, true)];
    const p = at({ units, leaders: [{ side: 'french', hex: WILNO, cr: 2 }] });
    const over = recovery(p, 'french', WILNO, 1, 3);
    expect(over).toMatchObject({ ok: false, problem: { code: 'recovery-over-cr', rule: '8.1', params: { most: 2 } } });
    expect(codeOf(recovery(p, 'french', WILNO, 0))).toBe('recovery-no-train (8.1)');
    expect(codeOf(recovery(at({ units }), 'french', WILNO, 1))).toBe('recovery-no-leader (8.1)');
    const far = at({ units: [french(EAST[5]!, true)], leaders: [french(EAST[5]!)] });
    expect(codeOf(recovery(far, 'french', EAST[5]!, 1))).toBe('recovery-out-of-supply (8.1)');
    const fresh = at({ units: [french(WILNO)], leaders: [french(WILNO)] });
    expect(codeOf(recovery(fresh, 'french', WILNO, 1))).toBe('recovery-none-disrupted (8.1)');
    const unknown = { ...at({ units }), leaders: [{ side: 'french' as const, hex: WILNO, cr: null }] };
    expect(codeOf(recovery(unknown, 'french', WILNO, 1))).toBe('recovery-cr-unknown (8.1)');
  });

  it('every refusal is worded in Italian and English, with its rule', () => {
    const refusals = [
      mayConvertDepot(at(), 'french', WILNO, 1),
      mayAllocateTrain(at({ units: [french(WILNO)] }), 'french', WILNO, 'recovery'),
      mayEstablishDepot(at({ units: [french(MOSCOW)] }), 'french', MOSCOW),
      mayEstablishDepot(at({ units: [french(TILSIT)] }), 'french', TILSIT),
      recovery(at({ units: [french(WILNO, true)] }), 'french', WILNO, 1, 1),
    ];
    for (const r of refusals) {
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      const words = problemWords(r.problem);
      expect(words.en).not.toBe(r.problem.code);
      expect(words.it).not.toBe(r.problem.code);
      expect(words.en).toContain(r.problem.rule);
      expect(words.it).toContain(r.problem.rule);
    }
    const moscow = mayEstablishDepot(at({ units: [french(MOSCOW)] }), 'french', MOSCOW);
    expect(!moscow.ok && problemWords(moscow.problem)).toMatchObject({ en: expect.stringContaining('Moscow') });
    expect(!moscow.ok && problemWords(moscow.problem)).toMatchObject({ it: expect.stringContaining('Mosca') });
  });
});
