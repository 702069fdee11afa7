import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { notationField, defineRuling, option } from '../../../core/ruling.js';
import { isFort } from '../model.js';
import { parseForce, parseSeaUnits } from '../notation.js';
import { battle as fightBattle, type BattleResult } from '../rules/battle.js';
import { retreatAfterBattle, type RetreatCheck } from '../rules/retreat.js';
import { retreatToSea as seaRetreat, type SeaRetreatResult } from '../rules/sea.js';
import { giWords } from '../words.js';
import { hexTerrainOption, hexTrenchOption, refuseCode } from './shared.js';

/** A whole battle (9.2–9.4), the mandatory retreat after one (9.4.2), and the Retreat to Sea (9.4.5). */

export type { BattleResult, RetreatCheck, SeaRetreatResult };

/** A force option: the attacker's unlabelled units are A1, A2…, the defender's D1, D2… */
const force = (prefix: string) => notationField((text) => parseForce(text, prefix));

const battleInput = z
  .object({
    attacker: force('A'),
    defender: force('D'),
    terrain: z.number().int().default(0),
    trench: z.number().int().default(0),
    concentric: z.number().int().default(0),
    hex: z.number().int().optional(),
    mode: z.enum(['normal', 'skirmish', 'surprise', 'counterattack']).default('normal'),
    rout: z.boolean().default(false),
    offensive: z.boolean().default(false),
    impetus: z.boolean().default(false),
    useDisorganized: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.attacker.side !== null && v.attacker.side === v.defender.side)
      refuseCode(ctx, 'defender', 'forces-not-enemies');
    const alliedAttack = v.attacker.side === 'allied' || v.defender.side === 'german';
    if (v.offensive && !alliedAttack) refuseCode(ctx, 'offensive', 'offensive-allied-only');
    if (v.impetus && !alliedAttack) refuseCode(ctx, 'impetus', 'impetus-allied-only');
    if (v.impetus && v.mode === 'counterattack') refuseCode(ctx, 'impetus', 'impetus-counterattack');
    // 9.5.1: forts only defend (a counterattacker's forts go back to the hex, 9.2.4).
    if (v.mode !== 'counterattack' && v.attacker.groups.flat().some(isFort))
      refuseCode(ctx, 'attacker', 'forts-only-defend');
  });

export const battle = defineRuling({
  id: 'battle',
  nameIt: 'battaglia',
  description: loc(
    'A whole battle: placement, fire by column, reserves, losses, retreat (9.2–9.4)',
    'Una battaglia intera: piazzamento, fuoco per colonna, riserve, perdite, ritirata (9.2–9.4)',
  ),
  options: [
    option.string(
      'attacker',
      loc(
        'Attacking units, e.g. "XVIII=6/4 fr corps, 3 gb div & 2 gb div"',
        'Unità attaccanti, es. "XVIII=6/4 fr corps, 3 gb div & 2 gb div"',
      ),
      { required: true, nameIt: 'attaccante' },
    ),
    option.string(
      'defender',
      loc(
        'Defending units and forts in the hex, e.g. "XIII=5 de corps, toul@4"',
        'Unità e forti difendenti nell\'esagono, es. "XIII=5 de corps, toul@4"',
      ),
      { required: true, nameIt: 'difensore' },
    ),
    hexTerrainOption,
    hexTrenchOption,
    option.integer(
      'concentric',
      loc(
        'Concentric Attack: 1 for −1, 2 for −2 (see concentric)',
        'Attacco Concentrico: 1 per −1, 2 per −2 (vedi concentrico)',
      ),
      { min: 0, max: 2, nameIt: 'concentrico' },
    ),
    option.integer(
      'hex',
      loc(
        'Battle hex number (102/103: alpine DRM, no forced retreat)',
        "Numero dell'esagono (102/103: DRM alpino, ritirata non obbligatoria)",
      ),
      { min: 1, max: 107, nameIt: 'esagono' },
    ),
    option.choice(
      'mode',
      loc(
        'How the FoW roll left the battle (default normal)',
        'Come il tiro FoW ha lasciato la battaglia (predefinito normale)',
      ),
      [
        { value: 'normal', name: loc('Normal', 'Normale') },
        { value: 'skirmish', name: loc('Skirmish (FoW 4)', 'Schermaglia (FoW 4)') },
        { value: 'surprise', name: loc('Attacker Surprise (FoW 8)', "Sorpresa dell'attaccante (FoW 8)") },
        {
          value: 'counterattack',
          name: loc(
            'Counterattack (FoW 10): attacker = counterattacker',
            'Contrattacco (FoW 10): attaccante = chi contrattacca',
          ),
        },
      ],
      { nameIt: 'modo' },
    ),
    option.boolean(
      'rout',
      loc('FoW 2/12 Rout: fewer intact units must retreat', 'FoW 2/12 Rotta: chi ha meno unità intatte si ritira'),
      { nameIt: 'rotta' },
    ),
    option.boolean(
      'offensive',
      loc(
        'FoW 6/11 turns 1–4, Allies attacking: French Disorganized go first',
        'FoW 6/11 turni 1–4, attacca l’Alleato: prima i francesi disorganizzati',
      ),
      { nameIt: 'offensiva' },
    ),
    option.boolean(
      'impetus',
      loc(
        'Plan 17 Mandated Battle (turns 1–4) or prepared landing: Impetus',
        'Battaglia Obbligatoria Piano 17 (turni 1–4) o sbarco preparato: Impeto',
      ),
      { nameIt: 'impeto' },
    ),
    option.boolean(
      'use-disorganized',
      loc('The attacker also places its Disorganized units', "L'attaccante piazza anche le sue unità disorganizzate"),
      { nameIt: 'usa-disorganizzate' },
    ),
  ],
  input: battleInput,
  words: giWords,
  resolve(v, dice) {
    const fought = fightBattle(v, { offensive: v.offensive, useDisorganized: v.useDisorganized }, dice);
    // These refusals name the unit or the battle themselves, as they always have (a standalone problem).
    if ('ok' in fought) return { ok: false, problem: { ...fought.problem, standalone: true } };
    return { ok: true, result: fought.value, steps: fought.steps, rules: fought.rules };
  },
});

export const retreatCheck = defineRuling({
  id: 'retreat-check',
  nameIt: 'ritirata-obbligatoria',
  description: loc(
    'Who must retreat after a battle, from the units left in the hex (9.4.2)',
    "Chi si deve ritirare dopo una battaglia, dalle unità rimaste nell'esagono (9.4.2)",
  ),
  options: [
    option.string(
      'attacker',
      loc(
        'Attacking units left in the hex, e.g. "6 fr corps, 3 fr corps dis"',
        'Unità attaccanti rimaste nell\'esagono, es. "6 fr corps, 3 fr corps dis"',
      ),
      { required: true, nameIt: 'attaccante' },
    ),
    option.string(
      'defender',
      loc(
        'Defending units left in the hex, e.g. "5 de corps dis"',
        'Unità difendenti rimaste nell\'esagono, es. "5 de corps dis"',
      ),
      { required: true, nameIt: 'difensore' },
    ),
    option.boolean('rout', loc('The FoW roll was a Rout (2 or 12)', 'Il tiro FoW è stato Rotta (2 o 12)'), {
      nameIt: 'rotta',
    }),
    option.boolean(
      'entrenched',
      loc('The battle hex has a trench marker', "L'esagono di battaglia ha un segnalino di trincea"),
      { nameIt: 'trincerato' },
    ),
    option.integer(
      'hex',
      loc(
        'Battle hex number (102/103: retreat not mandatory)',
        "Numero dell'esagono (102/103: ritirata non obbligatoria)",
      ),
      { min: 1, max: 107, nameIt: 'esagono' },
    ),
  ],
  input: z.object({
    attacker: force('A'),
    defender: force('D'),
    rout: z.boolean().default(false),
    entrenched: z.boolean().default(false),
    hex: z.number().int().optional(),
  }),
  words: giWords,
  resolve(v) {
    const { value, steps, rules } = retreatAfterBattle(v);
    return { ok: true, result: value, steps, rules };
  },
});

export const retreatToSea = defineRuling({
  id: 'retreat-to-sea',
  nameIt: 'ritirata-in-mare',
  description: loc(
    'Allied units cut off in Channel ports: one d6 each on the Sea Retreat table (9.4.5)',
    'Unità alleate tagliate fuori nei porti: un d6 ciascuna sulla Tabella Ritirata in Mare (9.4.5)',
  ),
  options: [
    option.string(
      'units',
      loc(
        'Retreating units in order, e.g. "british, territorial, belgian"',
        'Unità in ritirata in ordine, es. "british, territorial, belgian"',
      ),
      { required: true, nameIt: 'unita' },
    ),
    option.integer(
      'turn',
      loc('Current turn, to tell the turn each unit returns', 'Turno attuale, per sapere quando rientra ogni unità'),
      { min: 1, max: 15, nameIt: 'turno' },
    ),
  ],
  input: z.object({
    units: notationField(parseSeaUnits),
    turn: z.number().int().optional(),
  }),
  words: giWords,
  resolve(v, dice) {
    const { value, steps, rules } = seaRetreat(v.units, v.turn, dice);
    return { ok: true, result: value, steps, rules };
  },
});
