import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ScriptedDice } from '../../../src/engine/core/dice.js';
import { loc } from '../../../src/engine/core/localized.js';
import {
  defineRuling,
  describeRoll,
  failureText,
  option,
  parseForcedDice,
  runRuling,
} from '../../../src/engine/core/ruling.js';

// A made-up ruling that exercises the framework only (no game's rules).
const check = defineRuling({
  id: 'check',
  description: loc('Roll a d6 at or under a target', 'Tira un d6 uguale o inferiore a un valore'),
  options: [
    option.integer('target', loc('Target number', 'Valore da battere'), { required: true, min: 1, max: 6 }),
    option.integer('extra-drm', loc('Modifier', 'Modificatore'), { min: -3, max: 3 }),
    option.choice('mode', loc('Mode', 'Modo'), [
      { value: 'normal', name: loc('Normal', 'Normale') },
      { value: 'hard', name: loc('Hard', 'Difficile') },
    ]),
  ],
  input: z.object({
    target: z.number(),
    extraDrm: z.number().default(0),
    mode: z.enum(['normal', 'hard']).default('normal'),
  }),
  resolve(input, dice) {
    const die = dice.roll(6);
    const final = die + input.extraDrm;
    const pass = final <= input.target;
    return {
      ok: true,
      result: { pass },
      rules: ['1.1'],
      text: describeRoll(
        [die],
        [{ label: loc('modifier', 'modificatore'), value: input.extraDrm, rule: '1.1' }],
        final,
      ),
    };
  },
});

describe('running a ruling from raw options', () => {
  it('coerces command-line strings, maps kebab-case to camelCase and applies defaults', () => {
    const run = runRuling(check, { target: '4', 'extra-drm': '-1' }, new ScriptedDice([5]));
    expect(run.outcome).toMatchObject({ ok: true, result: { pass: true } });
    expect(run.input).toEqual({ target: 4, extraDrm: -1, mode: 'normal' });
    expect(run.dice).toEqual([{ sides: 6, value: 5 }]);
    expect(run.outcome.ok && run.outcome.text.en).toBe('Dice 5; −1 modifier (1.1) → 4');
  });

  it.each([
    [{}, 'target', /--target is required/],
    [{ target: '7' }, 'target', /from 1 to 6/],
    [{ target: '2.5' }, 'target', /whole number/],
    [{ target: 'x' }, 'target', /whole number/],
    [{ target: 3, mode: 'easy' }, 'mode', /one of: normal, hard/],
    [{ target: 3, bogus: 1 }, 'bogus', /Unknown option --bogus/],
  ])('refuses %j naming the option', (raw, optionName, message) => {
    const run = runRuling(check, raw, new ScriptedDice([1]));
    expect(run.outcome.ok).toBe(false);
    if (!run.outcome.ok) {
      expect(run.outcome.option).toBe(optionName);
      expect(run.outcome.message.en).toMatch(message);
      expect(run.outcome.message.it.length).toBeGreaterThan(0);
    }
  });

  it('refuses forced dice that are missing, too many or out of range', () => {
    const missing = runRuling(check, { target: 3 }, new ScriptedDice([]));
    const extra = runRuling(check, { target: 3 }, new ScriptedDice([1, 2]));
    const range = runRuling(check, { target: 3 }, new ScriptedDice([9]));
    expect(!missing.outcome.ok && missing.outcome.message.en).toMatch(/die 1 \(a d6\) is missing/);
    expect(!extra.outcome.ok && extra.outcome.message.en).toMatch(/Too many dice/);
    expect(!range.outcome.ok && range.outcome.message.en).toMatch(/Die 1 must be from 1 to 6/);
  });

  it('parses the players own dice as a list', () => {
    expect(parseForcedDice('4,3')).toMatchObject({ ok: true, value: [4, 3] });
    expect(parseForcedDice(' 4 3 ')).toMatchObject({ ok: true, value: [4, 3] });
    expect(parseForcedDice('4,x').ok).toBe(false);
    expect(parseForcedDice('').ok).toBe(false);
  });
});

describe('errors from a ruling’s own schema', () => {
  const paired = defineRuling({
    id: 'paired',
    description: loc('Pairs', 'Coppie'),
    options: [option.string('units', loc('Units', 'Unità'), { required: true })],
    input: z.object({
      units: z.string().superRefine((value, ctx) => {
        if (!/^\d+(,\d+)*$/.test(value))
          ctx.addIssue({
            code: 'custom',
            message: 'write numbers separated by commas',
            params: { it: 'scrivi numeri separati da virgole' },
          });
      }),
    }),
    resolve: () => ({ ok: true, result: {}, rules: [], text: loc('', '') }),
  });

  it('reads the Italian text of a custom issue from params.it', () => {
    const run = runRuling(paired, { units: '1;2' }, new ScriptedDice([]));
    expect(run.outcome).toMatchObject({
      ok: false,
      option: 'units',
      message: { en: '--units: write numbers separated by commas', it: '--units: scrivi numeri separati da virgole' },
    });
  });
});

describe('a ruling of the rules core: steps and problems are data, worded by the game', () => {
  type CheckStep =
    | { step: 'roll'; rule: string; die: number; drm: number; final: number }
    | { step: 'verdict'; rule: string; pass: boolean };
  const words = {
    explain(steps: readonly { step: string }[]) {
      const lines = (steps as readonly CheckStep[]).map((s) =>
        s.step === 'roll'
          ? describeRoll([s.die], [{ label: loc('modifier', 'modificatore'), value: s.drm, rule: s.rule }], s.final)
          : s.pass
            ? loc('Pass.', 'Riuscito.')
            : loc('Fail.', 'Fallito.'),
      );
      return { en: lines.map((l) => l.en).join('\n'), it: lines.map((l) => l.it).join('\n') };
    },
    problem(p: { code: string; params?: Readonly<Record<string, string | number | boolean>> }) {
      return p.code === 'not-a-unit'
        ? loc(`"${String(p.params?.['value'])}" is not a unit`, `"${String(p.params?.['value'])}" non è un'unità`)
        : loc(p.code, p.code);
    },
  };
  const checked = defineRuling({
    id: 'checked',
    description: loc('Check', 'Verifica'),
    options: [
      option.integer('target', loc('Target', 'Valore'), { required: true, min: 1, max: 6, nameIt: 'valore' }),
      option.string('attackers', loc('Attackers', 'Attaccanti'), { nameIt: 'attaccanti' }),
    ],
    input: z.object({ target: z.number(), attackers: z.string().optional() }),
    words,
    resolve(input, dice) {
      if (input.attackers !== undefined && !/^[A-Z]/.test(input.attackers))
        return { ok: false, problem: { code: 'not-a-unit', option: 'attackers', params: { value: input.attackers } } };
      const die = dice.roll(6);
      const steps: CheckStep[] = [
        { step: 'roll', rule: '1.1', die, drm: 0, final: die },
        { step: 'verdict', rule: '1.2', pass: die <= input.target },
      ];
      return { ok: true, result: { pass: die <= input.target }, steps };
    },
  });

  it('words the steps, and derives the rules applied from them', () => {
    const run = runRuling(checked, { target: 4 }, new ScriptedDice([3]));
    expect(run.outcome).toMatchObject({ ok: true, result: { pass: true }, rules: ['1.1', '1.2'] });
    expect(run.outcome.ok && run.outcome.steps).toEqual([
      { step: 'roll', rule: '1.1', die: 3, drm: 0, final: 3 },
      { step: 'verdict', rule: '1.2', pass: true },
    ]);
    expect(run.outcome.ok && run.outcome.text).toEqual({ en: 'Dice 3 → 3\nPass.', it: 'Dadi 3 → 3\nRiuscito.' });
  });

  it('names the option at fault as each reader sees it (18.5): --flag on the command line, its Discord name', () => {
    const run = runRuling(checked, { target: 4, attackers: '7' }, new ScriptedDice([3]));
    expect(run.outcome.ok).toBe(false);
    if (run.outcome.ok) return;
    expect(failureText(checked, run.outcome, 'en', 'cli')).toBe('--attackers: "7" is not a unit');
    expect(failureText(checked, run.outcome, 'en', 'discord')).toBe('attackers: "7" is not a unit');
    expect(failureText(checked, run.outcome, 'it', 'discord')).toBe('attaccanti: "7" non è un\'unità');
    const missing = runRuling(checked, {}, new ScriptedDice([]));
    if (missing.outcome.ok) throw new Error('expected a refusal');
    expect(failureText(checked, missing.outcome, 'it', 'discord')).toBe('valore è obbligatoria: Valore.');
    expect(failureText(checked, missing.outcome, 'en', 'cli')).toBe('--target is required: Target.');
  });
});
