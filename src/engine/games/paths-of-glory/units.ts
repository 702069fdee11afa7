import { loc, type Localized } from '../../core/localized.js';

/**
 * Combat units as players type them (2.2.1): armies and corps with a combat factor (CF) and a loss factor (LF)
 * on each side of the counter. The rulebook marks reduced units with parentheses, and so does this notation:
 *
 *   A5-3        full Army, CF 5 LF 3 (its reduced side keeps LF 3, 2.2.1; its reduced CF is unknown)
 *   A5-3/3-3    full Army with its reduced side 3-3
 *   (A3-3)      reduced Army showing 3-3
 *   C2-1/1-1    full Corps; (C1-1) a reduced Corps
 *   3xA5-3/3-3  three such units
 *   A5-3/3-3:ge with its nationality (needed for reserve corps, 12.4.4, and loss priority, 12.4.5)
 *
 * Units are separated by commas; attacking spaces by semicolons: `A5-3:ge,C2-1:ge;A5-3:ge`.
 */

export type UnitKind = 'army' | 'corps';

/**
 * Nationality codes. Besides the nations, the British and special armies that rules name on their own:
 * `bef` (BEF army or corps), `mef`, `ne` (BR NE Army), `aus`, `cnd`, `pt`, `ana`, `cau` (RU), `yld`, `aoi` (TU),
 * `aoo` (FR Army of the Orient).
 */
export const NATIONS = [
  'ge',
  'ah',
  'tu',
  'bu',
  'fr',
  'br',
  'ru',
  'it',
  'us',
  'be',
  'sb',
  'mn',
  'ro',
  'gr',
  'bef',
  'mef',
  'ne',
  'aus',
  'cnd',
  'pt',
  'ana',
  'cau',
  'yld',
  'aoi',
  'aoo',
  'sn',
] as const;
export type Nation = (typeof NATIONS)[number];

export interface Unit {
  readonly kind: UnitKind;
  /** Undefined when the player did not give it. */
  readonly nation: Nation | undefined;
  readonly reduced: boolean;
  /** CF and LF of the side now up; CF is null only for a flipped unit whose reduced CF was not given. */
  readonly cf: number | null;
  readonly lf: number;
  /** CF of the reduced side of a full unit; null when not given. For a reduced unit, its current CF. */
  readonly backCf: number | null;
  /** LF of the reduced side (2.2.1: the same as the front unless given). */
  readonly backLf: number;
  /** The unit as written back in canonical notation. */
  readonly label: string;
}

export interface Force {
  /** Units by attacking space (one space for a defender or a reserve). */
  readonly spaces: readonly (readonly Unit[])[];
  readonly units: readonly Unit[];
}

const UNIT = /^(?:(\d)x)?(\()?([ac])(\d{1,2})-(\d{1,2})(\))?(?:\/(\d{1,2})-(\d{1,2}))?(?::([a-z]+))?$/;

export const UNIT_NOTATION_HELP = loc(
  'units like A5-3/3-3:ge (full army, reduced side 3-3), (A3-3) reduced, C2-1 corps, 2xC2-1; spaces split by ;',
  'unità come A5-3/3-3:ge (armata piena, lato ridotto 3-3), (A3-3) ridotta, C2-1 corpo, 2xC2-1; spazi separati da ;',
);

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: Localized };

export function labelOf(unit: Omit<Unit, 'label'>): string {
  const letter = unit.kind === 'army' ? 'A' : 'C';
  const nation = unit.nation ? `:${unit.nation}` : '';
  if (unit.reduced) return `(${letter}${unit.cf ?? '?'}-${unit.lf})${nation}`;
  const back =
    unit.backCf === null ? (unit.backLf === unit.lf ? '' : `/?-${unit.backLf}`) : `/${unit.backCf}-${unit.backLf}`;
  return `${letter}${unit.cf}-${unit.lf}${back}${nation}`;
}

/** The unit after losing one step: its reduced side (call only on a full unit). */
export function flipped(unit: Unit): Unit {
  const reduced = {
    kind: unit.kind,
    nation: unit.nation,
    reduced: true,
    cf: unit.backCf,
    lf: unit.backLf,
    backCf: unit.backCf,
    backLf: unit.backLf,
  };
  return { ...reduced, label: labelOf(reduced) };
}

function parseUnit(token: string): ParseResult<Unit[]> {
  const match = UNIT.exec(token.toLowerCase());
  if (!match)
    return {
      ok: false,
      error: loc(
        `"${token}" is not a unit (${UNIT_NOTATION_HELP.en})`,
        `"${token}" non è un'unità (${UNIT_NOTATION_HELP.it})`,
      ),
    };
  const [, count, open, letter, cf, lf, close, backCf, backLf, nation] = match;
  if (Boolean(open) !== Boolean(close))
    return {
      ok: false,
      error: loc(`"${token}": unbalanced parenthesis`, `"${token}": parentesi non bilanciata`),
    };
  const reduced = Boolean(open);
  if (reduced && backCf !== undefined) {
    return {
      ok: false,
      error: loc(
        `"${token}": a reduced unit shows one side only, e.g. (A3-3)`,
        `"${token}": un'unità ridotta mostra un solo lato, ad es. (A3-3)`,
      ),
    };
  }
  if (nation !== undefined && !(NATIONS as readonly string[]).includes(nation)) {
    return {
      ok: false,
      error: loc(
        `"${token}": unknown nationality "${nation}" (${NATIONS.join(', ')})`,
        `"${token}": nazionalità "${nation}" sconosciuta (${NATIONS.join(', ')})`,
      ),
    };
  }
  const n = count === undefined ? 1 : Number(count);
  if (n < 1) return { ok: false, error: loc(`"${token}": a count from 1 to 9`, `"${token}": un numero da 1 a 9`) };
  const lfValue = Number(lf);
  const backLfValue = backLf === undefined ? lfValue : Number(backLf);
  if (lfValue < 1 || backLfValue < 1)
    return {
      ok: false,
      error: loc(`"${token}": a loss factor is at least 1`, `"${token}": un fattore di perdita è almeno 1`),
    };
  const base = {
    kind: letter === 'a' ? ('army' as const) : ('corps' as const),
    nation: nation as Nation | undefined,
    reduced,
    cf: Number(cf),
    lf: lfValue,
    backCf: reduced ? Number(cf) : backCf === undefined ? null : Number(backCf),
    backLf: reduced ? lfValue : backLfValue,
  };
  const unit: Unit = { ...base, label: labelOf(base) };
  return { ok: true, value: Array.from({ length: n }, () => unit) };
}

/** Parses a force; `maxSpaces` is 1 for a defender and a reserve. */
export function parseForce(text: string, maxSpaces: number, maxUnits = 12): ParseResult<Force> {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return { ok: true, value: { spaces: [], units: [] } };
  const spaceTexts = compact.split(';');
  if (spaceTexts.length > maxSpaces) {
    return {
      ok: false,
      error:
        maxSpaces === 1
          ? loc('one space only: no ";" here (12.1.3)', 'un solo spazio: qui niente ";" (12.1.3)')
          : loc(`at most ${maxSpaces} attacking spaces`, `al massimo ${maxSpaces} spazi attaccanti`),
    };
  }
  const spaces: Unit[][] = [];
  for (const spaceText of spaceTexts) {
    const units: Unit[] = [];
    for (const token of spaceText.split(',')) {
      if (token === '')
        return {
          ok: false,
          error: loc(
            `an empty unit in "${text}" (${UNIT_NOTATION_HELP.en})`,
            `un'unità vuota in "${text}" (${UNIT_NOTATION_HELP.it})`,
          ),
        };
      const parsed = parseUnit(token);
      if (!parsed.ok) return parsed;
      units.push(...parsed.value);
    }
    spaces.push(units);
  }
  const units = spaces.flat();
  if (units.length > maxUnits)
    return {
      ok: false,
      error: loc(`at most ${maxUnits} units here`, `al massimo ${maxUnits} unità qui`),
    };
  return { ok: true, value: { spaces, units } };
}
