/**
 * Borodino's Italian and English, in one place: the charts' printed names and results, the units' names, every
 * step the rules take (rules/steps.ts) and every problem they refuse. The rules and the model hold no prose.
 *
 * A ruling's text is its steps worded in order, one line each, with two habits of the rulebook's own examples:
 * the modifiers pushed before a roll are shown on that roll's line ("Dice 4; +1 … → 5"), and the notes on those
 * modifiers (who chooses the terrain, why a charge lost its DRM) follow that line.
 */
import type { Problem, Step } from '../../core/explain.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import type { RulingWords } from '../../core/ruling.js';
import { describeRoll, type Modifier } from '../../core/words.js';
import { HEXSIDES, type DisorderEffect, type UnitKind } from './model.js';
import type { BorodinoStep, DrmStep } from './rules/steps.js';
import { FORCE_RATIO_TABLE, type AssaultRowId, type FireEffect, type FlankOutcome, type TerrainId } from './tables.js';

// ---------------------------------------------------------------------------------------------------------
// The charts' names and results (tables.ts holds their numbers).

export const TERRAIN_NAME: Readonly<Record<TerrainId, Localized>> = {
  open: loc('open', 'aperto'),
  woods: loc('woods', 'bosco'),
  marsh: loc('marsh', 'palude'),
  cultivated: loc('cultivated', 'coltivato'),
  town: loc('town', 'paese'),
  'burning-village': loc('burning village', 'villaggio incendiato'),
  rubble: loc('rubble', 'macerie'),
  emplacement: loc('emplacement', 'postazione'),
  entrenchment: loc('entrenchment hexside', "lato d'esagono di trinceramento"),
  road: loc('road', 'strada'),
  trail: loc('trail', 'sentiero'),
  'slope-up': loc('slope up', 'pendio in su'),
  'steep-slope-up': loc('steep slope up', 'pendio ripido in su'),
  'slope-down': loc('slope down', 'pendio in giù'),
  'steep-slope-down': loc('steep slope down', 'pendio ripido in giù'),
  wall: loc('wall', 'muro'),
  river: loc('river', 'fiume'),
  stream: loc('stream', 'ruscello'),
  'banked-stream': loc('banked stream', 'ruscello con argini'),
  'steep-banked-stream': loc('steep-banked stream', 'ruscello con argini ripidi'),
  'very-steep-banked-stream': loc('very steep-banked stream', 'ruscello con argini molto ripidi'),
  bridge: loc('bridge', 'ponte'),
  ford: loc('ford', 'guado'),
  'leave-zoc': loc('leave a ZOC', 'lasciare una ZOC'),
};

/** Artillery Fire Table (8.5), the Risultato column. */
export const FIRE_RESULT: Readonly<Record<FireEffect, Localized>> = {
  none: loc('no effect', 'nessun effetto'),
  'cohesion-check': loc('Cohesion check for Disorder', 'Controllo della Coesione per Disordine'),
  disorder: loc('automatic Disorder', 'Disordine automatico'),
  'disorder-retreat': loc('automatic Disorder, retreat', 'Disordine automatico, ritirata'),
};

/** Assault Resolution Table (9.5, 9.6), the Risultato column. */
export const ASSAULT_RESULT: Readonly<Record<AssaultRowId, Localized>> = {
  'attacker-disorder-counter': loc(
    'attacker automatic Disorder; Cohesion check for retreat; possible defender advance and Counter-assault',
    "Disordine automatico dell'attaccante; Controllo di Coesione per Ritirata; possibile Avanzata del difensore e Contrassalto",
  ),
  'attacker-disorder': loc(
    'attacker automatic Disorder; Cohesion check for retreat',
    "Disordine automatico dell'attaccante; Controllo di Coesione per Ritirata",
  ),
  'defender-disorder': loc(
    'defender automatic Disorder; Cohesion check for retreat',
    'Disordine automatico del difensore; Controllo di Coesione per Ritirata',
  ),
  'defender-retreat': loc(
    'defender automatic Disorder and retreat; possible Breakthrough (infantry) or Pursuit (cavalry)',
    'Disordine automatico e Ritirata del difensore; possibile assalto di Sfondamento (fanteria) o Inseguimento (cavalleria)',
  ),
};

/** Force-Ratio DRM Table (9.51): a row as printed (`3-2`; the ends read "or more", "or worse"). */
export function ratioName(ratio: string): Localized {
  const first = FORCE_RATIO_TABLE[0];
  const last = FORCE_RATIO_TABLE[FORCE_RATIO_TABLE.length - 1];
  if (first && ratio === `${first.attacker}-${first.defender}`) return loc(`${ratio} or more`, `${ratio} o più`);
  if (last && ratio === `${last.attacker}-${last.defender}`) return loc(`${ratio} or worse`, `${ratio} o peggio`);
  return loc(ratio, ratio);
}

/** SR14's results. */
export const FLANK_RESULT: Readonly<Record<FlankOutcome, Localized>> = {
  'may-recall': loc(
    'the French may recall the units and enter them from any south-edge hex 3500–5100 inclusive, or treat it as no result',
    'il francese può richiamare le unità e porle sulla mappa da qualsiasi esagono del bordo meridionale tra 3500 e 5100 inclusi, oppure considerare che non sia accaduto nulla',
  ),
  'no-effect': loc(
    'nothing happens; try again next turn with a cumulative +1',
    'non accade nulla; si ritenta il turno successivo con +1 cumulativo',
  ),
  enter: loc(
    'the units enter from the south edge between 2400 and 2800 inclusive',
    'le unità entrano dal bordo meridionale tra 2400 e 2800 inclusi',
  ),
};

export const UNIT_KIND_NAME: Readonly<Record<UnitKind, Localized>> = {
  infantry: loc('infantry', 'fanteria'),
  cavalry: loc('cavalry', 'cavalleria'),
  cossack: loc('Cossacks', 'cosacchi'),
  militia: loc('Russian Militia', 'milizia russa'),
  artillery: loc('artillery', 'artiglieria'),
};

function disorderWords(effect: DisorderEffect): Localized {
  switch (effect) {
    case 'disordered':
      return loc('the unit is Disordered (flip it)', "l'unità va in Disordine (giratela)");
    case 'withdrawn':
      return loc(
        'the unit Withdraws: remove it to the WITHDRAWN BOX',
        "l'unità si Ritira: ponetela nella Casella di Ritirata [WITHDRAWN BOX]",
      );
    case 'eliminated':
      return loc('the unit is eliminated', "l'unità è eliminata");
  }
}

// ---------------------------------------------------------------------------------------------------------
// Modifiers.

function drmLabel(s: DrmStep): Localized {
  const n = s.count ?? 0;
  switch (s.drm) {
    case 'fire-strength':
      return loc('Fire Strength', 'Forza di Fuoco');
    case 'point-blank':
      return loc('range 1 against non-artillery', 'raggio 1 contro unità non di artiglieria');
    case 'beyond-effective':
      return loc(`beyond Effective range (${n} × −2)`, `oltre il Raggio Effettivo (${n} × −2)`);
    case 'stacked-artillery':
      return loc('stacked artillery firing together', 'artiglieria raggruppata che spara');
    case 'barrage':
      return loc(`Artillery Barrage, ${n} units`, `Sbarramento di Artiglieria, ${n} unità`);
    case 'massed-target':
      return loc('Massed Target', 'Bersaglio Ammassato');
    case 'target-in-square':
      return loc('target in square', 'bersaglio in quadrato');
    case 'fire-terrain': {
      const row = TERRAIN_NAME[s.terrain ?? 'open'];
      const name =
        s.reading === 'into'
          ? loc(`fire into ${row.en}`, `fuoco in ${row.it}`)
          : s.reading === 'out-of'
            ? loc('fire out of woods or town', 'fuoco da bosco o paese')
            : row;
      const tail = s.note ? ` ${s.note}` : '';
      return loc(`${name.en} (Terrain Table${tail})`, `${name.it} (Tabella del Terreno${tail})`);
    }
    case 'force-ratio': {
      const printed = ratioName(s.ratio ?? '');
      return loc(
        `force ratio ${s.attacker}:${s.defender} = ${printed.en}`,
        `rapporto di forze ${s.attacker}:${s.defender} = ${printed.it}`,
      );
    }
    case 'cohesion-difference':
      return loc(`Cohesion ${s.attacker} against ${s.defender}`, `Coesione ${s.attacker} contro ${s.defender}`);
    case 'assault-terrain':
      return TERRAIN_NAME[s.terrain ?? 'open'];
    case 'position':
      return s.position === 'rear' ? loc('Rear', 'Retro') : loc('Front and Rear', 'Fronte e Retro');
    case 'charge':
      return s.weight === 'heavy'
        ? loc('heavy cavalry charging', 'cavalleria pesante che carica')
        : loc('light cavalry charging', 'cavalleria leggera che carica');
    case 'charging-square':
      return loc('cavalry charging a square', 'cavalleria che carica un quadrato');
    case 'heavy-countercharge':
      return loc('light cavalry countercharged by heavy', 'cavalleria leggera controcaricata da pesante');
    case 'pursuit':
      return loc(`pursuit charge no. ${n}`, `carica in Inseguimento n. ${n}`);
    case 'light-against-heavy':
      return loc('light against a heavy charge', 'leggera contro carica pesante');
    case 'oc-command':
      return loc("OC's Command DRM", "DRM di Comando dell'OC");
    case 'oc-command-value':
      return loc("OC's Command value", "Valore di Comando dell'OC");
    case 'no-orders':
      return loc('No Orders', 'Senza Ordini');
    case 'defensive-fire': {
      const which = s.hex ? ` (${s.hex})` : '';
      return loc(`Defensive Fire${which}`, `Fuoco Difensivo${which}`);
    }
    case 'friendly-fire':
      return loc('friendly fire', 'fuoco amico errato');
    case 'failed-delays':
      return loc(`${n} failed Delay roll(s)`, `${n} tiro/i di Ritardo fallito/i`);
    case 'orders-value':
      return s.commander === 'kutuzov'
        ? loc("Kutuzov's Orders Value", 'Valore degli Ordini di Kutuzov')
        : loc("Napoleon's Orders Value", 'Valore degli Ordini di Napoleone');
    case 'earlier-flank-results':
      return loc('earlier 7–11 results', 'precedenti risultati 7–11');
    case 'other':
      return loc('other DRM', 'altro DRM');
  }
}

function modifierOf(s: DrmStep): Modifier {
  // The Terrain Table's fire modifiers name the chart in their label; the players' own DRM has no rule.
  const rule = s.drm === 'fire-terrain' ? undefined : s.rule;
  return rule === undefined ? { label: drmLabel(s), value: s.value } : { label: drmLabel(s), value: s.value, rule };
}

// ---------------------------------------------------------------------------------------------------------
// Checks.

const sign = (pass: boolean) => (pass ? '≤' : '>');

/** "Cohesion 6: 5 ≤ 6, passed." */
function checkLine(cohesion: number, total: number, pass: boolean): Localized {
  return loc(
    `Cohesion ${cohesion}: ${total} ${sign(pass)} ${cohesion}, ${pass ? 'passed' : 'failed'}.`,
    `Coesione ${cohesion}: ${total} ${sign(pass)} ${cohesion}, ${pass ? 'superato' : 'fallito'}.`,
  );
}

const DISORDER_RESULT = loc('Disorder result', 'risultato di Disordine');

/** "2. Cohesion 6: die 7 > 6: Disorder result." (numbered when several check). */
function unitCheckLine(
  c: { cohesion: number; roll: number; drm: number; total: number; pass: boolean; index?: number; of?: number },
  failed: Localized,
): Localized {
  const n = (c.of ?? 1) > 1 ? `${c.index}. ` : '';
  const roll = c.drm === 0 ? `${c.roll}` : `${c.roll}${c.drm > 0 ? '+' : '−'}${Math.abs(c.drm)}=${c.total}`;
  return loc(
    `${n}Cohesion ${c.cohesion}: die ${roll} ${sign(c.pass)} ${c.cohesion}: ${c.pass ? 'passed' : failed.en}.`,
    `${n}Coesione ${c.cohesion}: dado ${roll} ${sign(c.pass)} ${c.cohesion}: ${c.pass ? 'superato' : failed.it}.`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Artillery fire (8.0).

function fireEffectLine(s: Extract<BorodinoStep, { step: 'fire-table' }>): Localized {
  switch (s.effect) {
    case 'none':
      return loc('No effect.', 'Nessun effetto.');
    case 'cohesion-check':
      return s.topOnly
        ? loc(
            'The top unit of the attacking stack rolls: a die over its Cohesion is a Disorder result (8.5, 8.6).',
            "L'unità sopra il gruppo attaccante tira: un dado superiore alla Coesione è un risultato di Disordine (8.5, 8.6).",
          )
        : loc(
            'Each unit in the target hex rolls separately: a die over its Cohesion is a Disorder result (8.5).',
            "Ogni unità nell'esagono bersaglio tira separatamente: un dado superiore alla Coesione è un risultato di Disordine (8.5).",
          );
    case 'disorder':
    case 'disorder-retreat': {
      const base = s.topOnly
        ? loc(
            'The top unit of the attacking stack is Disordered (already Disordered: it Withdraws, 9.66)',
            "L'unità sopra il gruppo attaccante va in Disordine (se già in Disordine si Ritira, 9.66)",
          )
        : loc(
            'All units in the target hex are Disordered (already Disordered: they Withdraw, artillery is eliminated, 9.66)',
            "Tutte le unità nell'esagono bersaglio vanno in Disordine (se già in Disordine si Ritirano, l'artiglieria è eliminata, 9.66)",
          );
      const tail =
        s.effect === 'disorder'
          ? loc('.', '.')
          : s.retreat
            ? s.topOnly
              ? loc(' and retreats 1 hex.', ' e si ritira di un esagono.')
              : loc(' and retreat 1 hex.', ' e si ritirano di un esagono.')
            : loc('; in a town they do not retreat (chart, **).', '; in un paese non si ritirano (tabella, **).');
      const square = s.square
        ? loc(' The square is broken (9.85).', ' Il quadrato si scioglie automaticamente (9.85).')
        : loc('', '');
      return loc(base.en + tail.en + square.en, base.it + tail.it + square.it);
    }
  }
}

/** 8.6: what a Disorder by Reaction Fire does to the assault. */
function reactionLine(against: 'infantry' | 'cavalry'): Localized {
  return against === 'infantry'
    ? loc(
        'Reaction Fire against an infantry assault affects only the top unit, with the Massed Target DRM (8.6); if it is Disordered, no unit of its stack assaults (8.6, 9.45).',
        "Il Fuoco di Reazione contro un Assalto di fanteria influenza solo l'unità sopra, con il DRM per Bersaglio Ammassato (8.6); se va in Disordine, nessuna unità del gruppo assalta (8.6, 9.45).",
      )
    : loc(
        'Non-charging cavalry Disordered by Reaction Fire cancels the assault of its whole stack; charging cavalry must charge on without the charge DRMs (9.24) or try to Recall (9.82) (8.6).',
        'La cavalleria non in carica che va in Disordine per il Fuoco di Reazione annulla l’Assalto di tutto il gruppo; quella in carica deve continuare senza i DRM di carica (9.24) o tentare il Richiamo (9.82) (8.6).',
      );
}

// ---------------------------------------------------------------------------------------------------------
// Assault (9.5–9.8).

const CHARGE_LOST: Readonly<Record<'square' | 'countercharge' | 'reaction-fire', Localized>> = {
  square: loc('charging a square (9.85)', 'carica contro un quadrato (9.85)'),
  countercharge: loc('successfully countercharged (9.86)', 'controcaricata con successo (9.86)'),
  'reaction-fire': loc('Disordered by Reaction Fire (9.24)', 'in Disordine per Fuoco di Reazione (9.24)'),
};

function openGroundLine(reading: 'infantry-against-cavalry' | 'no-free-flank' | 'hexside-cancels'): Localized {
  switch (reading) {
    case 'infantry-against-cavalry':
      return loc(
        'Infantry attacking cavalry never gets the open +1 (9.53, [j]).',
        'La fanteria che attacca cavalleria non riceve mai il +1 del terreno aperto (9.53, [j]).',
      );
    case 'no-free-flank':
      return loc(
        'Open +1 not applied: it needs an attack from a Frontal hex and a free flank hex (9.53).',
        '+1 del terreno aperto non applicato: serve un assalto da un esagono frontale e un esagono di fianco libero (9.53).',
      );
    case 'hexside-cancels':
      return loc(
        'The hexside crossed cancels the open +1 ([i]).',
        "Il lato d'esagono attraversato annulla il +1 del terreno aperto ([i]).",
      );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Collapse (10.52).

function collapseLine(outcome: 'collapses' | 'already-collapsed' | 'none'): Localized {
  switch (outcome) {
    case 'already-collapsed':
      return loc(
        'The group has already Collapsed: a group Collapses once per game (10.52).',
        'Il Gruppo si è già Disgregato: un Gruppo si disgrega una sola volta per gioco (10.52).',
      );
    case 'collapses':
      return loc(
        'The group Collapses: its remaining units are Disordered, already Disordered ones go to the WITHDRAWN BOX, units in the WITHDRAWN BOX are eliminated; the RECOVERY BOX is unaffected. Its units may never rally again (10.52).',
        'Il Gruppo si Disgrega: le restanti unità vanno in Disordine, quelle già in Disordine nella Casella di Ritirata, quelle già in detta casella sono eliminate; la Casella di Ripristino non è influenzata. Le sue unità non potranno più recuperare (10.52).',
      );
    case 'none':
      return loc('No Collapse.', 'Nessuna Disgregazione.');
  }
}

// ---------------------------------------------------------------------------------------------------------
// Every step in words.

/** A step's lines: `note` lines wait for the next roll's line, the others are read where they stand. */
type Worded = { readonly lines: readonly Localized[]; readonly note?: true };
const line = (...lines: Localized[]): Worded => ({ lines });
const note = (text: Localized): Worded => ({ lines: [text], note: true });
const silent: Worded = { lines: [] };

function stepWords(s: BorodinoStep): Worded {
  switch (s.step) {
    case 'drm':
    case 'roll':
      return silent; // gathered into the roll's line by `explain`
    case 'applies':
      return silent; // cited by the neighbouring step's sentence
    case 'cohesion-check':
      return line(checkLine(s.cohesion, s.total, s.pass));
    case 'unit-check':
      return line(
        unitCheckLine(s, s.failure === 'disorder' ? DISORDER_RESULT : loc('retreats 1 hex', 'si ritira di un esagono')),
      );

    // Artillery fire.
    case 'range':
    case 'reaction-fire':
    case 'fire-disorder':
    case 'town-no-retreat':
      return silent; // read in the fire's lines
    case 'fire-table':
      return line(
        loc(
          `Artillery Fire Table, row ${s.row}: ${FIRE_RESULT[s.effect].en}.`,
          `Tabella del Fuoco di Artiglieria, riga ${s.row}: ${FIRE_RESULT[s.effect].it}.`,
        ),
        fireEffectLine(s),
      );
    case 'reaction-effect':
      return line(reactionLine(s.against));
    case 'friendly-fire-due':
      return line(
        loc(
          `Unmodified roll ${s.roll} (2 or less): the friendly unit in the LOS adjacent to the target checks Cohesion with −2 (8.8).`,
          `Tiro non modificato ${s.roll} (2 o meno): l'unità amica nella LOS adiacente al bersaglio tira per la Coesione con DRM −2 (8.8).`,
        ),
      );
    case 'friendly-fire':
      return line(
        joinLocalized(
          [
            unitCheckLine({ ...s, pass: !s.disordered }, DISORDER_RESULT),
            s.disordered
              ? loc('The friendly unit is Disordered.', "L'unità amica va in Disordine.")
              : loc('The friendly unit is unharmed.', "L'unità amica non subisce effetti."),
          ],
          ' ',
        ),
      );

    // Assault.
    case 'defender-terrain':
    case 'countercharged':
    case 'reaction-disorder':
    case 'top-unit-checks':
      return silent; // read in the modifiers and the follow-ups
    case 'open-ground':
      return note(openGroundLine(s.reading));
    case 'terrain-choice':
      return note(
        s.chooser === 'defender'
          ? loc(
              'The defender chooses the terrain modifier (9.53).',
              'Il difensore sceglie quale modificatore di terreno usare (9.53).',
            )
          : loc(
              'The attacker chooses the terrain modifier (9.53).',
              "L'attaccante sceglie quale modificatore di terreno usare (9.53).",
            ),
      );
    case 'single-terrain':
      return note(
        loc(
          'Only one terrain modifier applies (single-terrain option).',
          'Si applica un solo modificatore di terreno (opzione terreno-singolo, single-terrain).',
        ),
      );
    case 'charge-lost': {
      const reasons = s.reasons.map((r) => CHARGE_LOST[r]);
      return note(
        loc(
          `No charge DRM: ${reasons.map((l) => l.en).join(', ')}.`,
          `Nessun DRM di carica: ${reasons.map((l) => l.it).join(', ')}.`,
        ),
      );
    }
    case 'assault-table':
      return line(
        loc(
          `Assault Resolution Table, row ${s.row}: ${ASSAULT_RESULT[s.outcome].en}.`,
          `Tabella della Risoluzione dell'Assalto, riga ${s.row}: ${ASSAULT_RESULT[s.outcome].it}.`,
        ),
      );
    case 'assault-disorder': {
      const who = s.side === 'attacker' ? loc('attacking', 'attaccanti') : loc('defending', 'difendenti');
      return line(
        loc(
          `All ${who.en} units are Disordered; already Disordered units Withdraw, Disordered artillery is eliminated (9.61, 9.66).`,
          `Tutte le unità ${who.it} vanno in Disordine; quelle già in Disordine si Ritirano, l'artiglieria già in Disordine è eliminata (9.61, 9.66).`,
        ),
      );
    }
    case 'retreat-checks':
      return line(
        loc(
          `Then the top unit of each ${s.side}'s stack checks Cohesion on its Disordered side: over it, the stack retreats 1 hex (6.23, 9.62).`,
          `Poi l'unità sopra di ogni gruppo ${s.side === 'attacker' ? "dell'attaccante" : 'del difensore'} controlla la Coesione (lato in Disordine): se la supera, il gruppo si ritira di un esagono (6.23, 9.62).`,
        ),
      );
    case 'defender-retreats':
      return line(
        loc(
          'The defender retreats 1 hex; the attacking unit or stack with the highest Cohesion must advance (9.71).',
          "Il difensore si ritira di un esagono; l'unità o gruppo attaccante con la Coesione più alta deve avanzare (9.71).",
        ),
      );
    case 'breakthrough':
      return line(
        loc(
          'Breakthrough: the advancing infantry may assault again without changing facing and without Commitment (9.73).',
          "Sfondamento: la fanteria che avanza può assaltare ancora senza cambiare orientamento né tirare per l'Impiego (9.73).",
        ),
      );
    case 'pursuit':
      return line(
        loc(
          'Pursuit: the charging cavalry must pursue and charge again at a cumulative −1 (9.87).',
          'Inseguimento: la cavalleria in carica deve inseguire e caricare ancora con −1 cumulativo (9.87).',
        ),
      );
    case 'no-cavalry-breakthrough':
      return line(
        loc(
          'Non-charging cavalry may not Break through or Pursue (chart, *).',
          'La cavalleria che non carica non può usare lo Sfondamento o Inseguimento (tabella, *).',
        ),
      );
    case 'counter-assault':
      return line(
        loc(
          'Counter-assault: the defender may move 1 hex without changing facing and assault, before any other assault (9.73).',
          'Contrassalto: il difensore può muovere di un esagono senza cambiare orientamento e assaltare, prima di ogni altro Assalto (9.73).',
        ),
      );
    case 'no-cavalry-counter-assault':
      return line(
        loc(
          'Cavalry may not Counter-assault: only a pursuing cavalry uses Secondary Assault (9.73).',
          "La cavalleria non può Contrassaltare: solo quella che insegue usa l'Assalto Secondario (9.73).",
        ),
      );
    case 'square-broken':
      return line(
        loc('The square is broken by the Disorder (9.85).', 'Il quadrato si scioglie per il Disordine (9.85).'),
      );
    case 'charge-disorder':
      return line(
        loc(
          `At the end of the charge${s.pursuit ? ' and pursuit' : ''} all charging${s.countercharge ? ' and countercharging' : ''} cavalry is Disordered, unless already so (9.84).`,
          `Alla fine della carica${s.pursuit ? " e dell'Inseguimento" : ''} tutta la cavalleria in carica${s.countercharge ? ' e in controcarica' : ''} va in Disordine, salvo lo sia già (9.84).`,
        ),
      );

    // Cohesion, Commitment, the charge's rolls.
    case 'check-reason':
    case 'commitment':
    case 'recall-reason':
      return silent;
    case 'check-outcome':
      if (s.effect === 'none') return line(loc('No effect.', 'Nessun effetto.'));
      if (s.effect === 'retreat')
        return line(
          loc(
            'The unit retreats 1 hex away from the enemy unit that caused it, keeping its facing (9.62).',
            "L'unità si ritira di un esagono, allontanandosi dall'unità nemica che l'ha causato, mantenendo l'orientamento (9.62).",
          ),
        );
      return line(
        loc(
          `Disorder result: ${disorderWords(s.effect).en}.`,
          `Risultato di Disordine: ${disorderWords(s.effect).it}.`,
        ),
      );
    case 'no-orders-in-range':
      return note(
        loc(
          "No Orders, but within the OC's Command Range: no +1 (5.27).",
          "Senza Ordini, ma entro il Raggio di Ordini dell'OC: nessun +1 (5.27).",
        ),
      );
    case 'committed': {
      const what = s.charge ? loc('charge', 'caricare') : loc('assault', 'assaltare');
      return line(
        s.committed
          ? loc(
              `Committed: the top unit and every other unit of its stack must ${what.en} (9.43, 9.45), unless Disordered by Reaction Fire.`,
              `Impiegata: l'unità sopra e tutte le altre del gruppo devono ${what.it} (9.43, 9.45), salvo Disordine per Fuoco di Reazione.`,
            )
          : loc(
              `Not committed: no unit of the stack may ${what.en} (9.43, 9.45).`,
              `Non impiegata: nessuna unità del gruppo può ${what.it} (9.43, 9.45).`,
            ),
      );
    }
    case 'square':
      return line(
        s.formed
          ? loc(
              'Square formed: place a Square marker. The charge loses its DRM and gets −2; the charger may try to Recall (9.85).',
              'Quadrato formato: ponete un segnalino di quadrato. La carica perde il suo DRM e ha −2; chi carica può tentare il Richiamo (9.85).',
            )
          : loc(
              'No square: every unit of the stack, artillery included, is Disordered (9.85).',
              'Nessun quadrato: tutte le unità del gruppo, artiglieria inclusa, vanno in Disordine (9.85).',
            ),
      );
    case 'countercharge':
      return line(
        s.success
          ? loc(
              'Countercharge: the charging cavalry gets no charge DRM (9.86); the countercharging cavalry is Disordered at the end of the charge (9.84).',
              'Controcarica riuscita: la cavalleria che carica non ottiene i benefici della carica (9.86); quella che controcarica va in Disordine alla fine della carica (9.84).',
            )
          : loc(
              'No countercharge: the charge is resolved normally (9.86).',
              'La controcarica non ha luogo: la carica si risolve secondo le normali regole (9.86).',
            ),
      );
    case 'countercharge-assault-drm':
      return line(
        loc(
          'Heavy cavalry countercharging light: −1 to the light cavalry’s assault roll (9.86).',
          'Cavalleria pesante che controcarica la leggera: −1 al tiro per l’assalto della leggera (9.86).',
        ),
      );
    case 'recall':
      return line(
        s.recalled
          ? loc(
              'Recalled: the cavalry does not charge, stays where it is and may change facing; it is not Disordered by the charge (9.82, 9.84).',
              'Richiamo riuscito: la cavalleria non carica, rimane dov’è e può cambiare orientamento; non va in Disordine per la carica (9.82, 9.84).',
            )
          : loc('Not recalled: the cavalry must charge (9.82).', "Richiamo fallito: l'unità deve caricare (9.82)."),
      );
    case 'retreat-before-charge': {
      const words =
        s.effect === 'none' ? loc('it retreats in good order', 'si ritira senza conseguenze') : disorderWords(s.effect);
      return line(
        loc(
          `Retreat before a heavy cavalry charge (9.31): ${words.en}. The charger may advance into the vacated hex.`,
          `Ritirata prima della carica di cavalleria pesante (9.31): ${words.it}. L'attaccante può avanzare nell'esagono lasciato libero.`,
        ),
      );
    }

    // Command.
    case 'opening-initiative':
      return line(
        loc(
          'The French automatically have the Initiative on the 0600 turn (7 September scenario, Initiative).',
          "Il francese ha automaticamente l'Iniziativa nel turno delle 0600 (scenario del 7 settembre, Iniziativa).",
        ),
      );
    case 'initiative':
      if (s.winner === 'none')
        return line(
          loc(
            `Tie ${s.french}–${s.russian}: nobody has the Initiative and every AM goes into the cup (4.0).`,
            `Parità ${s.french}–${s.russian}: nessuno ha l'Iniziativa e tutti gli AM vanno nella tazza (4.0).`,
          ),
        );
      return line(
        s.winner === 'french'
          ? loc(
              `The French have the Initiative (${s.french} to ${s.russian}): they pick the first AM and who goes first in the Reserve and OC Movement Phases (4.0).`,
              `Il francese ha l'Iniziativa (${s.french} a ${s.russian}): sceglie il primo AM e chi agisce per primo nelle Fasi della Riserva e di Movimento dell'OC (4.0).`,
            )
          : loc(
              `The Russians have the Initiative (${s.russian} to ${s.french}): they pick the first AM and who goes first in the Reserve and OC Movement Phases (4.0).`,
              `Il russo ha l'Iniziativa (${s.russian} a ${s.french}): sceglie il primo AM e chi agisce per primo nelle Fasi della Riserva e di Movimento dell'OC (4.0).`,
            ),
      );
    case 'reserve-roll':
      return line(
        s.french === s.russian
          ? loc(
              `Roll ${s.round}: French ${s.french}, Russian ${s.russian}: tie, roll again (5.51).`,
              `Tiro ${s.round}: francese ${s.french}, russo ${s.russian}: parità, si ritira (5.51).`,
            )
          : loc(
              `Roll ${s.round}: French ${s.french}, Russian ${s.russian}.`,
              `Tiro ${s.round}: francese ${s.french}, russo ${s.russian}.`,
            ),
      );
    case 'reserve-first':
      return line(
        s.first === 'french'
          ? loc(
              'The French act first in the Reserve Phase (5.51).',
              'Il francese agisce per primo nella Fase della Riserva (5.51).',
            )
          : loc(
              'The Russians act first in the Reserve Phase (5.51).',
              'Il russo agisce per primo nella Fase della Riserva (5.51).',
            ),
      );
    case 'napoleon-never-delayed':
      return line(
        loc(
          'Napoleon never rolls for Orders Delay: he may give new orders every turn (5.29).',
          'Napoleone non tira per il Ritardo: può dare Ordini nuovi ogni turno (5.29).',
        ),
      );
    case 'first-turn-orders':
      return line(
        loc(
          'No Delay roll on the first turn: Kutuzov gives his orders freely (5.29, SR1 note).',
          'Nessun tiro per il Ritardo nel primo turno: Kutuzov dà liberamente gli Ordini (5.29, nota a SR1).',
        ),
      );
    case 'orders-delay': {
      const v = s.delayValue;
      const verdict = s.newOrders
        ? loc(
            `${s.total} ≤ ${v}: passed. Remove last turn's Orders markers and secretly place new ones: 3 Commands of the 1st Army, 2 of the 2nd, 1 of the Reserve (SR1).`,
            `${s.total} ≤ ${v}: superato. Rimuovete i segnalini di Ordini del turno precedente e ponetene segretamente di nuovi: 3 Comandi della 1° Armata, 2 della 2°, 1 della Riserva (SR1).`,
          )
        : loc(
            `${s.total} > ${v}: failed. Last turn's orders stay in effect; the next roll gets a further −1 (5.29).`,
            `${s.total} > ${v}: fallito. Restano in effetto gli Ordini del turno precedente; il prossimo tiro ha un ulteriore −1 (5.29).`,
          );
      return line(
        loc(
          `Kutuzov's Delay Value ${v} (2.2): ${verdict.en}`,
          `Valore di Ritardo di Kutuzov ${v} (2.2): ${verdict.it}`,
        ),
      );
    }
    case 'individual-orders': {
      const verdict = s.underOrders
        ? loc(
            `${s.total} ≤ ${s.amValue}: the Command is Under Orders for this activation only, then reverts to No Orders (5.28).`,
            `${s.total} ≤ ${s.amValue}: il Comando è Sotto Ordini solo per questa attivazione, poi torna Senza Ordini (5.28).`,
          )
        : loc(
            `${s.total} > ${s.amValue}: the Command's units may do nothing but Rally this activation (5.28).`,
            `${s.total} > ${s.amValue}: le unità del Comando non possono fare nulla se non Recuperare in questa attivazione (5.28).`,
          );
      return line(
        loc(`AM Orders Value ${s.amValue}: ${verdict.en}`, `Valore di Ordini dell'AM ${s.amValue}: ${verdict.it}`),
      );
    }
    case 'reserve-artillery-idle':
      return line(
        loc(
          'Artillery rolls for Disorder in a Reserve activation only if it fires, not for moving: no roll (5.55, 5.56).',
          "L'artiglieria tira per il Disordine come Riserva solo se spara, non se muove: nessun tiro (5.55, 5.56).",
        ),
      );
    case 'reserve-move': {
      const words = s.effect === 'none' ? loc('no effect', 'nessun effetto') : disorderWords(s.effect);
      return line(loc(`Reserve activation (5.54): ${words.en}.`, `Attivazione come Riserva (5.54): ${words.it}.`));
    }

    // Morale and the scenario.
    case 'rally':
      return line(
        s.rallied
          ? loc(
              'Rallied: flip the unit to good order and face it as desired (10.1).',
              "Recuperata: girate l'unità dalla parte in buon ordine e orientatela come desiderate (10.1).",
            )
          : loc('The unit stays Disordered (10.1).', "L'unità rimane in Disordine (10.1)."),
        loc(
          'Not allowed adjacent to an enemy unit, in a Reserve activation (5.53) or in a Collapsed group (10.52).',
          'Non consentito adiacenti al nemico, nell’attivazione come Riserva (5.53) o in un Gruppo Disgregato (10.52).',
        ),
      );
    case 'recovery-group-gone':
      return line(
        loc(
          'The whole Activation Group is Withdrawn or eliminated: none of its units may recover; the group is out of play (10.2).',
          "L'intero Gruppo di Attivazione si è Ritirato o è eliminato: nessuna delle sue unità può Ripristinarsi; il Gruppo è fuori gioco (10.2).",
        ),
      );
    case 'recovery':
      return line(
        s.recovered
          ? loc(
              'Recovered: the unit returns Disordered, within 3 hexes of a unit of its Activation Group (Independents: of its army) and at least 3 hexes from enemy units; if no hex qualifies it waits (10.3).',
              "Ripristinata: l'unità torna in Disordine entro 3 esagoni da un'unità del suo Gruppo (Indipendenti: della sua armata) e ad almeno 3 esagoni dal nemico; se non è possibile attende (10.3).",
            )
          : loc(
              'Failed: the unit is permanently eliminated (10.2).',
              "Fallito: l'unità è permanentemente eliminata (10.2).",
            ),
      );
    case 'collapse-count':
      return line(
        loc(
          `${s.lost} of ${s.units} units Withdrawn or eliminated; two thirds is ${s.threshold} (10.52).`,
          `${s.lost} unità su ${s.units} Ritirate o eliminate; i due terzi sono ${s.threshold} (10.52).`,
        ),
      );
    case 'collapse':
      return line(collapseLine(s.outcome));
    case 'collapse-vp':
      return line(
        s.collapsed === 'russian'
          ? loc(`The French score ${s.vp} VP (SR15).`, `Il francese ottiene ${s.vp} VP (SR15).`)
          : loc(`The Russians score ${s.vp} VP (SR15).`, `Il russo ottiene ${s.vp} VP (SR15).`),
      );
    case 'village-fire':
      return line(
        s.out
          ? loc(
              '0–3: the fire is out. Flip the marker to RUBBLE and use the Rubble row of the Terrain Table (SR5).',
              '0–3: il fuoco si estingue. Girate la pedina dalla parte “macerie” [RUBBLE] e usate la riga Macerie della Tabella del Terreno (SR5).',
            )
          : loc(
              '4–9: the village is still burning: no unit may enter it, and it blocks LOS (SR5, Terrain Table).',
              '4–9: il fuoco è ancora in essere: nessuna unità può entrare nell’esagono, che blocca la LOS (SR5, Tabella del Terreno).',
            ),
      );
    case 'napoleon-mp':
      return line(
        loc(`Napoleon may use ${s.mp} MP this turn (SR7).`, `Napoleone può usare ${s.mp} MP in questo turno (SR7).`),
      );
    case 'flank-maneuver':
      return line(
        loc(
          `Flank maneuver, ${s.row} (modified): ${FLANK_RESULT[s.outcome].en} (SR14).`,
          `Manovra di aggiramento, ${s.row} (modificato): ${FLANK_RESULT[s.outcome].it} (SR14).`,
        ),
      );
    case 'flank-next':
      return line(loc(`Next attempt: +${s.next}.`, `Prossimo tentativo: +${s.next}.`));
  }
  return silent;
}

/** A ruling's steps in words, one line each (see the header for the roll's line and its notes). */
export function explain(steps: readonly Step[]): Localized {
  const lines: Localized[] = [];
  let modifiers: Modifier[] = [];
  let notes: Localized[] = [];
  for (const s of steps as readonly BorodinoStep[]) {
    if (s.step === 'drm') modifiers.push(modifierOf(s));
    else if (s.step === 'roll') {
      const roll = describeRoll(s.dice, modifiers, s.total);
      lines.push(
        s.side === 'french'
          ? loc(`French: ${roll.en}`, `Francese: ${roll.it}`)
          : s.side === 'russian'
            ? loc(`Russian: ${roll.en}`, `Russo: ${roll.it}`)
            : roll,
        ...notes,
      );
      modifiers = [];
      notes = [];
    } else {
      const worded = stepWords(s);
      if (worded.note) notes.push(...worded.lines);
      else lines.push(...worded.lines);
    }
  }
  return joinLocalized([...lines, ...notes]);
}

// ---------------------------------------------------------------------------------------------------------
// Problems.

export function problemWords(p: Problem): Localized {
  const v = p.params ?? {};
  const s = (key: string) => String(v[key] ?? '');
  const terrain = (key: string): Localized => TERRAIN_NAME[s(key) as TerrainId] ?? loc(s(key), s(key));
  /** "un lato d'esagono di muro", for the sentences that cross one (the entrenchment's name already says so). */
  const sideIt = (key: string) => {
    const name = terrain(key).it;
    return name.startsWith('lato') ? `un ${name}` : `un lato d'esagono di ${name}`;
  };
  switch (p.code) {
    // notation.ts
    case 'cohesion-list':
      return loc(
        `expected 1 to ${s('max')} Cohesions from ${s('min')} to ${s('top')} separated by commas, e.g. 6,5`,
        `servono da 1 a ${s('max')} valori di Coesione, da ${s('min')} a ${s('top')}, separati da virgole, ad es. 6,5 (Coesione 6 e 5)`,
      );
    case 'hexside-list':
      return loc(
        `expected the hexside crossed from each attacking hex, separated by commas (e.g. banked-stream or stream,none), each one of: none, ${HEXSIDES.join(', ')}`,
        `serve il lato d'esagono attraversato da ogni esagono attaccante, separati da virgole (ad es. banked-stream oppure stream,none), ciascuno fra: none, ${HEXSIDES.join(', ')}`,
      );
    case 'defensive-fire-list':
      return loc(
        `expected one Defensive Fire value per assaulted hex (1 or ${s('hexes')} of them, each from -${s('bound')} to ${s('bound')}) separated by commas, e.g. 1 or 1,2`,
        `serve un valore di Fuoco Difensivo per ogni esagono assaltato (1 o ${s('hexes')} valori, ciascuno da -${s('bound')} a ${s('bound')}), separati da virgole, ad es. 1 oppure 1,2 (due esagoni)`,
      );

    // Artillery fire (8.0).
    case 'reaction-range':
      return loc(
        'Reaction Fire is at an attacker in an adjacent Frontal hex: range 1 (8.6)',
        'il Fuoco di Reazione spara a un attaccante in un esagono Frontale adiacente: raggio 1 (8.6)',
      );
    case 'reaction-units':
      return loc(
        'Reaction Fire answers an assault by infantry or cavalry: give at least 1 non-artillery unit in the target hex (8.6)',
        "il Fuoco di Reazione risponde a un Assalto di fanteria o cavalleria: indicate almeno 1 unità non di artiglieria nell'esagono bersaglio (8.6)",
      );
    case 'reaction-square':
      return loc(
        'units in square may not assault, so they draw no Reaction Fire (9.85, 8.6)',
        'le unità in quadrato non possono assaltare, quindi non subiscono Fuoco di Reazione (9.85, 8.6)',
      );
    case 'reaction-cohesions':
      return loc(
        'Reaction Fire against an infantry assault affects only the top unit: give its Cohesion alone (8.6)',
        "il Fuoco di Reazione contro un Assalto di fanteria influenza solo l'unità sopra il gruppo: indicate solo la sua Coesione (8.6)",
      );
    case 'range-missing':
      return loc(
        'give the range in hexes with the Effective and Maximum ranges (8.3)',
        'indicate il raggio in esagoni insieme al Raggio Effettivo e al Raggio Massimo (8.3)',
      );
    case 'slope-needs-range':
      return loc(
        'a slope needs the range: adjacent fire reads its own cell (Terrain Table [f], [g])',
        'con un pendio serve il raggio: il fuoco in un esagono adiacente ha una casella a parte (Tabella del Terreno [f], [g])',
      );
    case 'ranges-missing':
      return loc(
        'at range 2 or more give the effective and maximum options, the ranges printed on the counter (8.3)',
        'a raggio 2 o più indicate il Raggio Effettivo e il Raggio Massimo stampati sulla pedina (8.3)',
      );
    case 'effective-over-maximum':
      return loc(
        'the Effective range cannot exceed the Maximum range (8.3)',
        'il Raggio Effettivo non può superare il Raggio Massimo (8.3)',
      );
    case 'beyond-maximum':
      return loc(
        `range ${s('range')} is beyond the Maximum range ${s('maximum')}: no fire (8.3)`,
        `il raggio ${s('range')} è oltre il Raggio Massimo ${s('maximum')}: non si può sparare (8.3)`,
      );
    case 'steep-slope-adjacent':
      return loc(
        'artillery may not fire at an adjacent hex higher by a steep slope (Terrain Table [f])',
        "l'artiglieria non può sparare a un esagono adiacente più alto di un pendio ripido (Tabella del Terreno [f])",
      );
    case 'combined-without-barrage':
      return loc(
        'only 2 stacked artillery units combine their fire; more only with the Barrage AM (8.21)',
        "solo 2 unità di artiglieria raggruppate combinano il fuoco; di più solo con l'AM di Sbarramento di Artiglieria (8.21)",
      );
    case 'square-without-infantry':
      return loc(
        'a square needs infantry in the target hex: give the units option, 1 or more (9.85)',
        "un quadrato richiede fanteria nell'esagono bersaglio: indicate almeno 1 unità non di artiglieria (9.85)",
      );
    case 'cohesions-missing':
      return loc(
        'give the Cohesion of every unit in the target hex: each one rolls (8.5)',
        "indicate la Coesione di ogni unità nell'esagono bersaglio: ciascuna tira separatamente (8.5)",
      );

    // Assault (9.5–9.8).
    case 'artillery-alone':
      return loc(
        'artillery assaulted alone (or only with artillery) is eliminated automatically, no roll (9.25)',
        "l'artiglieria assaltata da sola (o solo con altra artiglieria) è eliminata automaticamente, senza tiro (9.25)",
      );
    case 'square-not-infantry':
      return loc('only infantry forms square (9.85)', 'solo la fanteria forma il quadrato (9.85)');
    case 'square-position':
      return loc(
        'a square has every adjacent hex Frontal: no Rear position DRM (9.85)',
        'per un quadrato tutti gli esagoni adiacenti sono Frontali: nessun DRM di posizione per il Retro (9.85)',
      );
    case 'square-countercharge':
      return loc(
        'only cavalry countercharges; a square is infantry (9.85, 9.86)',
        'solo la cavalleria controcarica; un quadrato è di fanteria (9.85, 9.86)',
      );
    case 'countercharge-without-charge':
      return loc(
        'a countercharge answers a cavalry charge (9.86)',
        'la controcarica risponde a una carica di cavalleria (9.86)',
      );
    case 'countercharge-not-cavalry':
      return loc(
        'only a cavalry target countercharges (9.86)',
        'può controcaricare solo un bersaglio di cavalleria (9.86)',
      );
    case 'reaction-disorder-not-charge':
      return loc(
        'only charging cavalry assaults after Disorder by Reaction Fire, losing the charge DRMs (9.24)',
        'solo la cavalleria in carica assalta dopo un Disordine per Fuoco di Reazione, e perde i DRM di carica (9.24)',
      );
    case 'pursuit-not-charge':
      return loc(
        'pursuit charges are made by charging cavalry (9.87)',
        "l'Inseguimento è una carica: lo fa solo la cavalleria in carica (9.87)",
      );
    case 'open-flank-not-open':
      return loc(
        'the open-ground conditions concern a defender in open terrain (9.53)',
        'le condizioni del terreno aperto riguardano un difensore in terreno aperto (9.53)',
      );
    case 'charge-terrain':
      return loc(
        `cavalry may not charge a unit in ${terrain('terrain').en} (9.81)`,
        `la cavalleria non può caricare un'unità in ${terrain('terrain').it} (9.81)`,
      );
    case 'charge-too-dear': {
      const cost = loc(
        `the target hex costs cavalry ${s('mp')} MP; a charge allows at most 2 (9.81)`,
        `l'esagono bersaglio costa ${s('mp')} MP alla cavalleria; una carica ne consente al massimo 2 (9.81)`,
      );
      if (v['across'] === undefined) return cost;
      return loc(`${cost.en}, across ${terrain('across').en}`, `${cost.it}, attraverso ${sideIt('across')}`);
    }
    case 'charge-emplacement':
      return loc(
        'cavalry may not enter an emplacement (Terrain Table NA, 9.81)',
        'la cavalleria non può entrare in una postazione (Tabella del Terreno NA, 9.81)',
      );
    case 'charge-across':
      return loc(
        `cavalry may not charge across ${terrain('hexside').en} (Terrain Table NA, 9.81)`,
        `la cavalleria non può caricare attraverso ${sideIt('hexside')} (Tabella del Terreno NA, 9.81)`,
      );

    // Cohesion, Commitment, charges, command, morale.
    case 'cossack-disordered':
      return loc(
        'Cossacks have no Disordered side: a Disorder Withdraws them (SR11)',
        'i Cosacchi non hanno il lato in Disordine: con un Disordine si Ritirano (SR11)',
      );
    case 'militia-disordered':
      return loc(
        'Militia are never Disordered: any adverse result eliminates them (SR13)',
        'la Milizia non va mai in Disordine: qualsiasi risultato avverso la elimina (SR13)',
      );
    case 'charge-defensive-fire':
      return loc(
        "a charge's Commitment is never modified by the defender's Defensive Fire (9.81, 9.42)",
        "il tiro per l'Impiego di una carica non è mai modificato dal Fuoco Difensivo del difensore (9.81, 9.42)",
      );
    case 'always-plus-one-under-orders':
      return loc(
        'applies to a Command with No Orders only (5.27, 9.42)',
        'vale solo per un Comando Senza Ordini (5.27, 9.42)',
      );
    case 'pursuing-recall':
      return loc(
        'pursuing cavalry may not Recall: it must charge (9.82 note, 9.85)',
        'la cavalleria che Insegue non può tentare il Richiamo: deve caricare (9.82 nota, 9.85)',
      );
    case 'kutuzov-orders-value':
      return loc(
        "give Kutuzov's Orders Value for the Initiative roll: his counter prints '?' and the rules do not give it (2.2, 4.0)",
        "indicate il Valore degli Ordini di Kutuzov per il tiro dell'Iniziativa: la sua pedina riporta '?' e le regole non lo danno (2.2, 4.0)",
      );
    case 'fired-not-artillery':
      return loc(
        'only artillery rolls for firing in a Reserve activation (5.55)',
        "solo l'artiglieria tira per il Disordine quando spara in un'Attivazione come Riserva (5.55)",
      );
    case 'too-many-ties':
      return loc('Too many tied rolls.', 'Troppi tiri in parità.');
    case 'lost-over-units':
      return loc(
        `at most ${s('units')}: the units lost are counted among the group's units`,
        `al massimo ${s('units')}: le unità perse si contano fra le unità del Gruppo`,
      );
    case 'guard-without-side':
      return loc(
        "give the group's side to score the Guard's VP (SR15)",
        'indicate la parte del Gruppo per assegnare i VP della Guardia (SR15)',
      );
    // Facing, stacking, zones of control and movement over a position (rules/position.ts, stacking.ts, movement.ts).
    case 'facing-vertex':
      return loc(
        `a unit faces a hex vertex, never a hexside: ${s('facing')} is not a vertex of this map's hexes (6.11)`,
        `un'unità è orientata verso un vertice d'esagono, mai verso un lato: ${s('facing')} non è un vertice degli esagoni di questa mappa (6.11)`,
      );
    case 'facing-mixed':
      return loc(
        `all units in a hex face the same way (only artillery stacked with infantry may differ): ${s('facings')} (6.11, 6.14)`,
        `tutte le unità in un esagono devono essere orientate allo stesso modo (solo l'artiglieria raggruppata con fanteria può non esserlo): ${s('facings')} (6.11, 6.14)`,
      );
    case 'stack-over-three':
      return loc(
        `never more than 3 combat units in a hex: ${s('units')} (6.21)`,
        `non vi possono mai essere più di 3 unità combattenti nello stesso esagono: ${s('units')} (6.21)`,
      );
    case 'stack-infantry-cavalry':
      return loc(
        'infantry and cavalry never stack together (6.21)',
        'la fanteria e la cavalleria non possono mai raggrupparsi assieme (6.21)',
      );
    case 'stack-brigade':
      return loc(
        `at most 2 infantry or cavalry units in a hex, 3 only if all are of the same brigade: ${s('units')} (6.21)`,
        `massimo due unità di fanteria o cavalleria nello stesso esagono, tre solo se tutte della stessa brigata: ${s('units')} (6.21)`,
      );
    case 'stack-artillery-with':
      return loc(
        'at most 1 artillery unit stacks with non-artillery units (6.21)',
        'massimo una unità di artiglieria può raggrupparsi con unità non di artiglieria (6.21)',
      );
    case 'stack-artillery-brigade':
      return loc(
        'artillery stacks with 2 infantry or cavalry units only if both are of the same brigade (6.21)',
        "l'artiglieria può raggrupparsi con due unità di fanteria o cavalleria solo se entrambe della stessa brigata (6.21)",
      );
    case 'stack-artillery-alone':
      return loc(
        `at most ${s('max')} artillery units in a hex without other units: ${s('units')} (6.21)`,
        `massimo ${s('max')} unità di artiglieria nello stesso esagono senza altre unità: ${s('units')} (6.21)`,
      );
    case 'stack-artillery-group':
      return loc(
        'artillery units stack together only if of the same Activation Group (6.21)',
        'le unità di artiglieria si raggruppano solo se dello stesso Gruppo di Attivazione (6.21)',
      );
    case 'stack-artillery-sp': {
      const rule = p.rule ?? '6.21';
      return loc(
        `artillery stacked alone has at most ${s('max')} Strength Points: ${s('sp')} (${rule})`,
        `l'artiglieria raggruppata da sola ha al massimo ${s('max')} Punti Forza: ${s('sp')} (${rule})`,
      );
    }
    case 'enter-not-entry':
      return loc(
        `reinforcements enter at their scenario's entry hex, while units of theirs are still to enter: ${s('hex')} is not one (7.41)`,
        `i rinforzi entrano dall'esagono di entrata indicato nello scenario, finché non sono tutti entrati: ${s('hex')} non lo è (7.41)`,
      );
    case 'move-unit-not-here':
      return loc(
        `the unit is not in ${s('hex')}, where its path starts (7.31)`,
        `l'unità non è in ${s('hex')}, dove inizia il suo percorso (7.31)`,
      );
    case 'move-no-hexes':
      return loc(
        'a move traces a path of at least one hex beyond the start hex (7.31)',
        'il movimento traccia un percorso di almeno un esagono oltre quello di partenza (7.31)',
      );
    case 'move-allowance-unknown':
      return loc(
        "give the unit's Movement Allowance, printed on its counter (7.11)",
        "indicate la capacità di movimento dell'unità, stampata sulla pedina (7.11)",
      );
    case 'move-off-map':
      return loc(`${s('hex')} is not a hex of the map (7.31)`, `${s('hex')} non è un esagono della mappa (7.31)`);
    case 'move-not-adjacent':
      return loc(
        `the path goes through contiguous hexes: ${s('to')} is not next to ${s('from')} (7.31)`,
        `il percorso è di esagoni contigui: ${s('to')} non è adiacente a ${s('from')} (7.31)`,
      );
    case 'move-enemy-unit':
      return loc(
        `a unit never moves into or through a hex with an enemy combat unit: ${s('hex')} (6.22, 7.32)`,
        `un'unità non può mai muovere in o attraverso un esagono che contiene un'unità combattente nemica: ${s('hex')} (6.22, 7.32)`,
      );
    case 'move-terrain-unknown':
      return loc(
        `the Terrain Table has no movement cost for the terrain of ${s('hex')} (${s('terrain')}): the map's pack must name a terrain of the table (7.21)`,
        `la Tabella del Terreno non ha un costo di movimento per il terreno di ${s('hex')} (${s('terrain')}): il pack della mappa deve indicare un terreno della tabella (7.21)`,
      );
    case 'move-prohibited':
      return loc(
        `${terrain('terrain').en} in ${s('hex')} may not be entered by this unit (Terrain Table NA, ${p.rule ?? '7.23'})`,
        `quest'unità non può entrare in ${terrain('terrain').it} in ${s('hex')} (Tabella del Terreno NA, ${p.rule ?? '7.23'})`,
      );
    case 'move-river':
      return p.rule === 'SR5'
        ? loc(
            `the bridge from ${s('from')} to ${s('to')} is destroyed: no unit crosses the river there (SR5, 7.23)`,
            `il ponte da ${s('from')} a ${s('to')} è distrutto: nessuna unità vi attraversa il fiume (RS5, 7.23)`,
          )
        : loc(
            `no unit crosses the river from ${s('from')} to ${s('to')}, except at a bridge (7.23)`,
            `nessuna unità attraversa il fiume da ${s('from')} a ${s('to')}, eccetto su ponte (7.23)`,
          );
    case 'move-prohibited-side':
      return loc(
        `this unit may not cross ${terrain('hexside').en} from ${s('from')} to ${s('to')} (Terrain Table NA, 7.23)`,
        `quest'unità non può attraversare ${sideIt('hexside')} da ${s('from')} a ${s('to')} (Tabella del Terreno NA, 7.23)`,
      );
    case 'move-zoc-stop':
      return loc(
        `a unit entering an enemy ZOC stops there: ${s('hex')} (6.33)`,
        `le unità devono fermarsi nell'entrare in ZOC nemica: ${s('hex')} (6.33)`,
      );
    case 'move-zoc-frontal':
      return loc(
        `a unit leaving an enemy ZOC may not enter an enemy-controlled Frontal hex this activation: ${s('hex')} (6.34)`,
        `un'unità che lascia una ZOC nemica non può entrare in un Esagono Frontale controllato dal nemico in questa attivazione: ${s('hex')} (6.34)`,
      );
    case 'move-not-enough-mp':
      return loc(
        `not enough MP to enter ${s('hex')}: ${s('mp')} MP needed, ${s('allowance')} available (7.34)`,
        `MP insufficienti per entrare in ${s('hex')}: servono ${s('mp')} MP, se ne hanno ${s('allowance')} (7.34)`,
      );
    case 'move-minimum-zoc':
      return loc(
        `the one-hex minimum move may not enter an enemy ZOC: ${s('hex')} (7.35)`,
        `con il movimento "minimo" di un esagono non si può entrare in ZOC nemica: ${s('hex')} (7.35)`,
      );
    case 'move-fired-adjacent':
      return loc(
        `artillery that fired may not move adjacent to enemy units: ${s('hex')} (7.36)`,
        `l'artiglieria che ha sparato non può andare adiacente ad unità nemiche: ${s('hex')} (7.36)`,
      );
    case 'move-near-entry':
      return loc(
        `no unit may move within ${s('hexes')} hexes of an enemy entry hex until all its reinforcements have entered: ${s('hex')} (7.44)`,
        `nessuna unità può muovere entro ${s('hexes')} esagoni da un esagono di entrata nemico fino a che tutti i rinforzi non sono entrati in gioco: ${s('hex')} (7.44)`,
      );
    case 'extended-russian':
      return loc(
        'the Russians may not use extended movement (SR8)',
        'il russo non può usare il movimento esteso (SR8)',
      );
    case 'extended-no-orders':
      return loc(
        'only a Command Under Orders may use extended movement (7.13)',
        'solo un comando Sotto Ordini può usare il movimento esteso (7.13)',
      );
    case 'extended-disordered':
      return loc(
        'Disordered units may not use extended movement (7.13)',
        'le unità in Disordine non possono usare il movimento esteso (7.13)',
      );
    case 'extended-fired':
      return loc(
        'artillery that fired may not use extended movement (7.36)',
        "l'artiglieria che ha sparato non può usare il movimento esteso (7.36)",
      );
    case 'extended-near-enemy':
      return loc(
        `no extended movement within ${s('hexes')} hexes of enemy combat units: ${s('hex')} (7.13)`,
        `niente movimento esteso entro ${s('hexes')} esagoni da unità combattenti nemiche: ${s('hex')} (7.13)`,
      );
    case 'extended-through-friends':
      return loc(
        `units using extended movement may not move through friendly units: ${s('hex')} (7.13)`,
        `le unità che usano il movimento esteso non possono muovere attraverso altre unità amiche: ${s('hex')} (7.13)`,
      );
    case 'extended-stacked':
      return loc(
        `non-artillery units may not end extended movement stacked, artillery only with artillery: ${s('hex')} (7.13)`,
        `nel movimento esteso le unità non di artiglieria non possono raggrupparsi, l'artiglieria solo con altra artiglieria: ${s('hex')} (7.13)`,
      );
    // Artillery fire over a position (rules/fire-position.ts).
    case 'fire-not-artillery':
      return loc('only artillery fires (8.1)', "solo l'artiglieria spara (8.1)");
    case 'fire-disordered':
      return loc('Disordered artillery may not fire (8.1)', "l'artiglieria in Disordine non può sparare (8.1)");
    case 'fire-no-enemy':
      return loc(
        `artillery fires at enemy units: there are none in ${s('hex')} (8.1)`,
        `l'artiglieria spara a unità nemiche: in ${s('hex')} non ve ne sono (8.1)`,
      );
    case 'fire-ranges-unknown':
      return loc(
        "at range 2 or more give the unit's Effective and Maximum ranges, printed on its counter (8.3)",
        "a raggio 2 o più indicate il Raggio Effettivo e il Raggio Massimo dell'unità, stampati sulla pedina (8.3)",
      );
    case 'fire-beyond-maximum':
      return loc(
        `${s('hex')} is ${s('range')} hexes away, beyond the Maximum range ${s('maximum')}: no fire (8.3)`,
        `${s('hex')} è a ${s('range')} esagoni, oltre il Raggio Massimo ${s('maximum')}: non si può sparare (8.3)`,
      );
    case 'fire-not-frontal':
      return loc(
        `a unit fires only into or through its Frontal hexes, and the LOS is traced only through Frontal hexsides: ${s('hex')} is not in front of it (6.13, 8.4)`,
        `un'unità può sparare solo in/attraverso gli esagoni Frontali, e la LOS si traccia solamente da lati d'esagono frontali: ${s('hex')} non è di fronte (6.13, 8.4)`,
      );
    case 'fire-adjacent-first':
      return loc(
        `with enemy units in its adjacent Frontal hexes (${s('adjacent')}) the artillery must fire at one of them, not at ${s('hex')} (8.4)`,
        `se vi sono unità nemiche negli esagoni frontali adiacenti (${s('adjacent')}), l'artiglieria deve sparare ad una di queste unità invece che a ${s('hex')} (8.4)`,
      );
    case 'counter-battery-not-artillery':
      return loc(
        'counter-battery fire answers artillery fire only (8.7)',
        'il fuoco di controbatteria risponde solo al fuoco di artiglieria (8.7)',
      );
    case 'fire-no-los':
      return loc(
        `no line of sight to ${s('hex')}: ${s('at')} blocks it (8.4)`,
        `nessuna visuale (LOS) verso ${s('hex')}: la blocca ${s('at')} (8.4)`,
      );
    // Assault and charge over a position (rules/assault-position.ts).
    case 'assault-artillery':
      return loc(
        'artillery never takes part in an assault: it has no assault strength (9.25, 8.1)',
        "l'artiglieria non partecipa mai all'assalto: non ha forza di assalto (9.25, 8.1)",
      );
    case 'assault-militia':
      return loc('Russian Militia may not assault (SR13)', 'la Milizia russa non può attaccare (SR13)');
    case 'assault-disordered':
      return loc('Disordered units may not assault (9.24)', 'le unità in Disordine non possono Assaltare (9.24)');
    case 'assault-square':
      return loc(
        'units in square may not assault; they defend normally (9.85)',
        'le unità in quadrato non possono assaltare; si difendono normalmente (9.85)',
      );
    case 'assault-no-enemy':
      return loc(
        `there is no enemy unit to assault in ${s('hex')} (${p.rule ?? '9.21'})`,
        `in ${s('hex')} non vi è alcuna unità nemica da assaltare (${p.rule ?? '9.21'})`,
      );
    case 'assault-not-frontal':
      return loc(
        `a unit assaults only enemy units in its Frontal hexes: ${s('hex')} is not one (9.21)`,
        `un'unità può Assaltare solo unità nemiche nei suoi esagoni Frontali: ${s('hex')} non lo è (9.21)`,
      );
    case 'assault-impassable':
      return loc(
        `impassable terrain separates the unit from ${s('hex')} (9.21)`,
        `l'unità è separata da ${s('hex')} da terreno intransitabile (9.21)`,
      );
    case 'assault-cavalry-not-adjacent':
      return loc(
        `cavalry assaults only if it began its activation adjacent to the enemy (${s('hex')}); otherwise it must charge (9.21, 9.81)`,
        `la cavalleria può Assaltare solo se ha iniziato l'attivazione adiacente al nemico da attaccare (${s('hex')}); altrimenti deve Caricare (9.21, 9.81)`,
      );
    case 'assault-cavalry-zoc':
      return loc(
        `cavalry that began its activation in an enemy ZOC assaults only the units in whose ZOC it began, not ${s('hex')} (9.81)`,
        `la cavalleria che inizia l'attivazione in ZOC nemica può usare l'Assalto solo contro quelle unità nelle cui ZOC inizia l'attivazione, non ${s('hex')} (9.81)`,
      );
    case 'assault-all-frontal':
      return loc(
        `a unit assaults all the enemy units in its Frontal hexes, unless another friendly unit assaults them: ${s('hexes')} (9.22)`,
        `un'unità che tenta l'assalto deve farlo contro tutte le unità nemiche nei suoi esagoni Frontali, a meno che non siano Assaltate anche da un'altra unità amica: ${s('hexes')} (9.22)`,
      );
    case 'charge-not-cavalry':
      return loc('only cavalry charges (9.81)', 'solo la cavalleria può Caricare (9.81)');
    case 'charge-disordered':
      return loc('Disordered cavalry may not charge (9.81)', 'la cavalleria in Disordine non può caricare (9.81)');
    case 'charge-distance':
      return loc(
        `a charge starts 2 to 3 hexes from its target: ${s('hex')} is ${s('distance')} hexes away (9.81)`,
        `la cavalleria che carica inizia l'attivazione ad almeno 2 esagoni di distanza, ma a non più di 3, dal suo bersaglio: ${s('hex')} è a ${s('distance')} esagoni (9.81)`,
      );
    case 'charge-in-zoc':
      return loc(
        'cavalry that begins its activation in an enemy ZOC may not charge (9.81)',
        "la cavalleria che inizia l'attivazione in ZOC nemica non può Caricare (9.81)",
      );
    case 'charge-no-los':
      return loc(
        `cavalry charges only a target it can see: ${s('at')} blocks the line of sight to ${s('hex')} (9.81, 8.4)`,
        `un'unità di cavalleria può caricare solo un bersaglio che può vedere: ${s('at')} blocca la visuale verso ${s('hex')} (9.81, 8.4)`,
      );
    case 'charge-path':
      return loc(
        `a charge declares 1 or 2 contiguous hexes from the cavalry to a hex adjacent to its target ${s('hex')} (9.81)`,
        `la carica dichiara 1 o 2 esagoni contigui dalla cavalleria ad un esagono adiacente al bersaglio ${s('hex')} (9.81)`,
      );
    case 'charge-path-too-dear':
      return loc(
        `a charge enters no hex costing cavalry more than 2 MP: ${s('hex')} costs ${s('mp')} (9.81)`,
        `il costo di movimento della cavalleria in ogni esagono dove entra nel corso della Carica non può essere di più di 2 MP: ${s('hex')} costa ${s('mp')} (9.81)`,
      );
    case 'charge-through-cavalry':
      return loc(
        `the charge path passes through the Frontal ZOC of an enemy cavalry unit: ${s('hex')} (9.81)`,
        `il percorso designato di carica passa attraverso una ZOC frontale di un'unità di cavalleria nemica: ${s('hex')} (9.81)`,
      );
    case 'charge-fortification':
      return loc(
        `cavalry may not charge a unit in a fortification: ${s('hex')} (9.81)`,
        `la cavalleria non può Caricare un'unità che si trova in una fortificazione: ${s('hex')} (9.81)`,
      );
    case 'charge-not-frontal':
      return loc(
        `a unit charges only into and through its Frontal hexes, turning one vertex per hex entered: ${s('hex')} (6.13, 9.81)`,
        `un'unità può caricare solo in/attraverso gli esagoni Frontali, cambiando orientamento di un vertice per esagono dove entra: ${s('hex')} (6.13, 9.81)`,
      );
    case 'square-disordered':
      return loc(
        'a stack with a Disordered unit (artillery aside) may not try to form square (9.85)',
        "se vi è una qualsiasi unità in Disordine nel gruppo (l'artiglieria esclusa), questo non può tentare la formazione del quadrato (9.85)",
      );
    case 'square-in-zoc':
      return loc(
        'infantry in an enemy ZOC may not try to form square (9.85)',
        'la fanteria in ZOC nemica non può tentare di formare il quadrato (9.85)',
      );
    case 'countercharge-disordered':
      return loc(
        'Disordered cavalry may not countercharge (9.86, 9.61)',
        'la cavalleria in Disordine non può controcaricare (9.86, 9.61)',
      );
    case 'countercharge-in-zoc':
      return loc(
        "cavalry in an enemy unit's ZOC when the charge is declared may not countercharge (9.86)",
        "la cavalleria nella ZOC di un'unità nemica nel momento di dichiarazione della carica non può controcaricare (9.86)",
      );
    case 'countercharge-not-frontal':
      return loc(
        `only cavalry charged in its Frontal hexes countercharges: ${s('hex')} is not one (9.86)`,
        `può controcaricare solo la cavalleria caricata sui suoi esagoni frontali: ${s('hex')} non lo è (9.86)`,
      );
    case 'retreat-before-not-allowed':
      return loc(
        'only cavalry and horse artillery retreat before an infantry assault, and only light cavalry and horse artillery before heavy cavalry alone (9.31)',
        "solo la cavalleria e l'artiglieria a cavallo si ritirano prima dell'assalto della fanteria, e solo la cavalleria leggera/artiglieria a cavallo prima di sola cavalleria pesante (9.31)",
      );
    case 'retreat-before-path':
      return loc(
        'a retreat before assault is 1 or 2 contiguous hexes the unit may enter, with no enemy unit (9.31)',
        "la ritirata prima dell'assalto è di uno o due esagoni contigui dove l'unità può entrare, senza unità nemiche (9.31)",
      );
    case 'retreat-before-zoc':
      return loc(
        `a unit retreating before assault may not enter the ZOC of another enemy unit: ${s('hex')} (9.31)`,
        `l'unità che si ritira prima dell'assalto non lo può fare nella ZOC di un'altra unità nemica: ${s('hex')} (9.31)`,
      );
    case 'retreat-before-through':
      return loc(
        `a unit retreating before assault may not retreat through the ZOC of the enemy unit it retreats from: ${s('hex')} (9.31)`,
        `l'unità che si ritira prima dell'assalto non si può ritirare attraverso la ZOC dell'unità nemica dalla quale si sta ritirando: ${s('hex')} (9.31)`,
      );
    default:
      // An unknown code has no words: it is shown as it is, in both languages.
      return loc(p.code, p.code);
  }
}

/** How every Borodino ruling words its steps and its problems. */
export const borodinoWords: RulingWords = {
  explain: (steps) => explain(steps),
  problem: problemWords,
};
