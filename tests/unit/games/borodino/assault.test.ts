import { describe, expect, it } from 'vitest';
import { assaultRuling } from '../../../../src/engine/games/borodino/rulings/assault.js';
import { refused, ruled } from './run.js';

type Raw = Record<string, string | number | boolean>;
type Assault = {
  roll: number;
  total: number;
  ratio: string;
  row: string;
  outcome: string;
  disordered: string;
  cohesionCheck: string | null;
  defenderRetreats: boolean;
  counterAssault: boolean;
  breakthrough: boolean;
  pursuit: boolean;
  chargeDisorder: boolean;
  checks: { cohesion: number; roll: number; total: number; retreats: boolean }[];
};

/** Equal strengths and Cohesions: ratio 1-1 and differential 0, so the total is the die plus what is tested. */
const EVEN = { attacker: 6, defender: 6, 'attacker-cohesion': 6, 'defender-cohesion': 6, attack: 'infantry' };
const assault = (raw: Raw, dice: number[]) => ruled<Assault>(assaultRuling, { ...EVEN, ...raw }, dice);
const drmOf = (raw: Raw) => assault(raw, [0]).result.total;

describe('9.51 force ratio', () => {
  it('9.51 example: a 9 SP unit attacking an enemy of 4 assaults at 2 to 1', () => {
    const { result, text } = assault({ attacker: 9, defender: 4 }, [3]);
    expect(result).toMatchObject({ ratio: '2-1', total: 3 + 2 });
    expect(text.en).toContain('+2 force ratio 9:4 = 2-1 (9.51)');
    expect(text.it).toContain('+2 rapporto di forze 9:4 = 2-1 (9.51)');
  });

  it('9.51 example: 5 SP attacking 7 is 1 to 1½, the 2-3 row', () => {
    const { result } = assault({ attacker: 5, defender: 7 }, [3]);
    expect(result).toMatchObject({ ratio: '2-3', total: 3 - 1 });
  });

  it('prints the extreme rows as the table does', () => {
    expect(assault({ attacker: 30, defender: 2 }, [0]).result.ratio).toBe('4-1');
    expect(assault({ attacker: 1, defender: 30 }, [0]).result.ratio).toBe('1-4');
  });
});

describe('9.52 Cohesion differential', () => {
  it.each([
    [7, 5, 2],
    [5, 7, -2],
    [6, 6, 0],
  ])('attacker %i against defender %i: %i', (a, d, drm) => {
    expect(drmOf({ 'attacker-cohesion': a, 'defender-cohesion': d })).toBe(drm);
  });
});

describe('9.53 and the Terrain Table, Assault column', () => {
  it.each([
    ['woods', -1],
    ['marsh', -1],
    ['cultivated', 0],
    ['town', -1],
    ['rubble', -1],
  ])("defender's hex %s: %i", (terrain, drm) => {
    expect(drmOf({ terrain })).toBe(drm);
  });

  it.each([
    ['entrenchment', -2],
    ['slope-up', -1],
    ['steep-slope-up', -1],
    ['slope-down', 1],
    ['steep-slope-down', 1],
    ['wall', -1],
    ['stream', 0],
    ['banked-stream', -1],
    ['steep-banked-stream', -2],
    ['very-steep-banked-stream', -3],
    ['bridge', -2],
    ['ford', -1],
  ])('assault across %s: %i', (hexside, drm) => {
    expect(drmOf({ hexside })).toBe(drm);
  });

  it('emplacement: −1', () => {
    expect(drmOf({ emplacement: true })).toBe(-1);
  });

  it('open ground +1 only when attacked frontally with a free flank hex', () => {
    expect(drmOf({ terrain: 'open', 'open-flank': true })).toBe(1);
    const without = assault({ terrain: 'open' }, [0]);
    expect(without.result.total).toBe(0);
    expect(without.text.en).toContain('Open +1 not applied');
  });

  it('[j] infantry attacking cavalry never gets the open +1', () => {
    const { result, text } = assault({ terrain: 'open', 'open-flank': true, 'defender-type': 'cavalry' }, [0]);
    expect(result.total).toBe(0);
    expect(text.it).toContain('[j]');
    expect(drmOf({ terrain: 'open', 'open-flank': true, 'defender-type': 'cavalry', attack: 'cavalry' })).toBe(1);
  });

  it.each([
    ['stream', 0],
    ['slope-up', -1],
    ['steep-slope-up', -1],
    ['wall', -1],
    ['banked-stream', -1],
    ['steep-banked-stream', -2],
    ['very-steep-banked-stream', -3],
  ])('[i] %s cancels the open +1: %i', (hexside, drm) => {
    expect(drmOf({ terrain: 'open', 'open-flank': true, hexside })).toBe(drm);
  });

  it('hexsides without [i] add to the open +1', () => {
    expect(drmOf({ terrain: 'open', 'open-flank': true, hexside: 'slope-down' })).toBe(2);
    expect(drmOf({ terrain: 'open', 'open-flank': true, hexside: 'ford' })).toBe(0);
  });

  it("the defender's hex, an emplacement and the hexside crossed add up", () => {
    const { result, text } = assault({ terrain: 'woods', hexside: 'banked-stream' }, [5]);
    expect(result.total).toBe(5 - 2);
    expect(text.en).toContain('−1 woods (9.53); −1 banked stream (9.53)');
    expect(text.it).toContain('−1 bosco (9.53); −1 ruscello con argini (9.53)');
    expect(drmOf({ terrain: 'rubble', emplacement: true, hexside: 'entrenchment' })).toBe(-4);
  });

  it('9.53 assaulted from several hexes: the defender chooses when his terrain gives him at least −1', () => {
    const { result, text } = assault({ terrain: 'woods', hexside: 'none,banked-stream' }, [5]);
    expect(result.total).toBe(5 - 2);
    expect(text.en).toContain('The defender chooses the terrain modifier (9.53).');
  });

  it('9.53 otherwise the attacker chooses', () => {
    const { result, text } = assault({ terrain: 'open', 'open-flank': true, hexside: 'none,slope-down' }, [5]);
    expect(result.total).toBe(5 + 2);
    expect(text.it).toContain("L'attaccante sceglie quale modificatore di terreno usare (9.53).");
  });

  it('the other reading: one terrain modifier only', () => {
    expect(drmOf({ terrain: 'woods', hexside: 'banked-stream', 'single-terrain': true })).toBe(-1);
    expect(drmOf({ terrain: 'woods', hexside: 'entrenchment', 'single-terrain': true })).toBe(-2);
    expect(drmOf({ terrain: 'open', 'open-flank': true, hexside: 'slope-down', 'single-terrain': true })).toBe(1);
  });

  it('refuses a hexside it does not know, listing the known ones', () => {
    const r = refused(assaultRuling, { ...EVEN, hexside: 'moat' });
    expect(r.option).toBe('hexside');
    expect(r.message).toMatch(/each one of: none, entrenchment, slope-up/);
  });
});

describe('9.54 position', () => {
  it('attacked from the Rear: +2; Front and Rear: +3', () => {
    expect(drmOf({ position: 'rear' })).toBe(2);
    expect(drmOf({ position: 'front-rear' })).toBe(3);
  });
});

describe('9.83–9.87 charges', () => {
  const CHARGE = { attack: 'heavy-charge' };

  it('9.83 heavy cavalry charging +3, light cavalry +1', () => {
    expect(drmOf(CHARGE)).toBe(3);
    expect(drmOf({ attack: 'light-charge' })).toBe(1);
    expect(drmOf({ attack: 'cavalry' })).toBe(0);
  });

  it('9.85 charging a square: no charge DRM and −2', () => {
    const { result, text } = assault({ ...CHARGE, square: true }, [5]);
    expect(result.total).toBe(5 - 2);
    expect(text.en).toContain('No charge DRM: charging a square (9.85).');
  });

  it('9.86 successfully countercharged: no charge DRM; light charged by heavy −1', () => {
    expect(drmOf({ ...CHARGE, 'defender-type': 'cavalry', countercharge: 'light' })).toBe(0);
    expect(drmOf({ attack: 'light-charge', 'defender-type': 'cavalry', countercharge: 'heavy' })).toBe(-1);
    expect(drmOf({ attack: 'light-charge', 'defender-type': 'cavalry', countercharge: 'light' })).toBe(0);
  });

  it('9.24 cavalry Disordered by Reaction Fire still charges but loses the charge DRMs', () => {
    expect(drmOf({ ...CHARGE, 'reaction-disorder': true })).toBe(0);
  });

  it('9.87 each pursuit charge −1, cumulative, with the charge DRM', () => {
    expect(drmOf({ ...CHARGE, pursuit: 1 })).toBe(3 - 1);
    expect(drmOf({ ...CHARGE, pursuit: 3 })).toBe(3 - 3);
  });

  it('9.84 every charge ends with the cavalry Disordered', () => {
    const { result, text } = assault(CHARGE, [0]);
    expect(result.chargeDisorder).toBe(true);
    expect(text.en).toContain('At the end of the charge all charging cavalry is Disordered, unless already so (9.84).');
    expect(assault({ attack: 'cavalry' }, [0]).result.chargeDisorder).toBe(false);
  });

  it.each([
    ['woods', /may not charge a unit in woods/],
    ['marsh', /may not charge a unit in marsh/],
    ['town', /may not charge a unit in town/],
    ['rubble', /costs cavalry 3 MP/],
  ])('9.81 no charge against a unit in %s', (terrain, message) => {
    const r = refused(assaultRuling, { ...EVEN, ...CHARGE, terrain });
    expect(r.option).toBe('terrain');
    expect(r.message).toMatch(message);
  });

  it.each([
    ['cultivated', 'banked-stream', /costs cavalry 3 MP/],
    ['open', 'steep-slope-up', /costs cavalry 3 MP/],
    ['open', 'entrenchment', /may not charge across entrenchment hexside \(Terrain Table NA, 9.81\)/],
  ])('9.81 no charge into %s across %s', (terrain, hexside, message) => {
    expect(refused(assaultRuling, { ...EVEN, ...CHARGE, terrain, hexside }).message).toMatch(message);
  });

  it('9.81 a target hex of 2 MP or less may be charged', () => {
    expect(drmOf({ ...CHARGE, terrain: 'cultivated' })).toBe(3);
    expect(drmOf({ ...CHARGE, terrain: 'open', hexside: 'ford' })).toBe(3 - 1);
    expect(refused(assaultRuling, { ...EVEN, ...CHARGE, emplacement: true })).toMatchObject({
      option: 'emplacement',
      message: expect.stringMatching(/costs cavalry 3 MP/),
    });
  });
});

describe('9.6 results and what follows them', () => {
  it('<0: attacker Disordered and checks; an infantry defender may Counter-assault', () => {
    const { result, rules } = assault({ 'attacker-cohesion': 4, 'defender-cohesion': 7 }, [2]);
    expect(result).toMatchObject({
      total: -1,
      row: '<0',
      outcome: 'attacker-disorder-counter',
      disordered: 'attacker',
      cohesionCheck: 'attacker',
      counterAssault: true,
      defenderRetreats: false,
    });
    expect(rules).toContain('9.73');
  });

  it('<0 against cavalry: no Counter-assault (9.73)', () => {
    const { result, text } = assault(
      { attack: 'cavalry', 'defender-type': 'cavalry', 'attacker-cohesion': 4, 'defender-cohesion': 7 },
      [2],
    );
    expect(result.counterAssault).toBe(false);
    expect(text.en).toContain('Cavalry may not Counter-assault');
  });

  it('0–4: attacker Disordered, attacker checks', () => {
    expect(assault({}, [4]).result).toMatchObject({
      row: '0-4',
      disordered: 'attacker',
      cohesionCheck: 'attacker',
      counterAssault: false,
    });
  });

  it('5–9: defender Disordered, defender checks', () => {
    expect(assault({}, [5]).result).toMatchObject({ row: '5-9', disordered: 'defender', cohesionCheck: 'defender' });
    expect(assault({}, [9]).result.row).toBe('5-9');
  });

  it('10+ with infantry: defender retreats, Breakthrough possible', () => {
    const { result, text } = assault({ position: 'front-rear' }, [7]);
    expect(result).toMatchObject({
      total: 10,
      row: '10+',
      disordered: 'defender',
      cohesionCheck: null,
      defenderRetreats: true,
      breakthrough: true,
      pursuit: false,
    });
    expect(text.it).toContain('Sfondamento');
  });

  it('10+ with a charge: the cavalry must pursue (9.87)', () => {
    expect(assault({ attack: 'heavy-charge' }, [7]).result).toMatchObject({ pursuit: true, breakthrough: false });
  });

  it('10+ with non-charging cavalry: neither Breakthrough nor Pursuit (chart *)', () => {
    const { result, text } = assault({ attack: 'cavalry', position: 'front-rear' }, [7]);
    expect(result).toMatchObject({ pursuit: false, breakthrough: false });
    expect(text.en).toContain('Non-charging cavalry may not Break through or Pursue');
  });

  it('a defending square is broken by its Disorder (9.85)', () => {
    expect(assault({ square: true }, [6]).text.en).toContain('The square is broken by the Disorder (9.85).');
  });

  it('rolls the checks of the side the row names, one per stack (6.23, 9.62)', () => {
    const { result, text, dice } = assault({ 'defender-checks': '5,3', 'attacker-checks': '4' }, [6, 5, 4]);
    expect(result.checks).toEqual([
      { cohesion: 5, roll: 5, total: 5, pass: true, retreats: false },
      { cohesion: 3, roll: 4, total: 4, pass: false, retreats: true },
    ]);
    expect(dice.map((d) => d.value)).toEqual([6, 5, 4]);
    expect(text.en).toContain('2. Cohesion 3: die 4 > 3: retreats 1 hex.');
    expect(text.it).toContain('2. Coesione 3: dado 4 > 3: si ritira di un esagono.');
  });

  it('adds the check DRM the players give', () => {
    expect(assault({ 'attacker-checks': '4', 'check-drm': -2 }, [1, 6]).result.checks[0]).toMatchObject({
      total: 4,
      retreats: false,
    });
  });

  it('rolls no check on 10+', () => {
    expect(assault({ position: 'front-rear', 'defender-checks': '5' }, [9]).result.checks).toEqual([]);
  });
});

describe('input errors', () => {
  it.each([
    [{ defender: 0 }, 'defender', /eliminated automatically, no roll \(9\.25\)/],
    [{ square: true, 'defender-type': 'cavalry' }, 'square', /only infantry forms square/],
    [{ square: true, position: 'rear' }, 'position', /no Rear position DRM \(9\.85\)/],
    [{ countercharge: 'heavy', 'defender-type': 'cavalry' }, 'countercharge', /answers a cavalry charge/],
    [{ countercharge: 'heavy', attack: 'heavy-charge' }, 'countercharge', /only a cavalry target/],
    [{ 'reaction-disorder': true }, 'reaction-disorder', /9\.24/],
    [{ pursuit: 1, attack: 'cavalry' }, 'pursuit', /charging cavalry \(9\.87\)/],
    [{ 'open-flank': true, terrain: 'woods' }, 'open-flank', /open terrain/],
    [{ 'attacker-checks': '5,x' }, 'attacker-checks', /e\.g\. 6,5/],
    [{ attacker: 0 }, 'attacker', /from 1 to 200/],
    [{ attack: 'artillery' }, 'attack', /one of: infantry, cavalry, light-charge, heavy-charge/],
  ])('%j is refused on --%s', (raw, option, message) => {
    const r = refused(assaultRuling, { ...EVEN, ...(raw as Raw) });
    expect(r.option).toBe(option);
    expect(r.message).toMatch(message);
  });

  it('wants the attack type', () => {
    const { attack: _attack, ...noAttack } = EVEN;
    expect(refused(assaultRuling, noAttack).option).toBe('attack');
  });
});
