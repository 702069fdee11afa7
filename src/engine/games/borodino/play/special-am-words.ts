import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';

/**
 * The texts of the 7 September special AMs, the Artillery Barrage (5.33, 8.21, SR1, SR4) and the Destruction (SR5), in
 * English and Italian, merged into play/words.ts's tables: the AMs' names, the refusals, the menu's labels and the
 * log's events.
 */

/** The names the Barrage AM goes by in the Orders menu and the cup (play/words.ts's COMMAND_NAME). */
export const BARRAGE_NAMES: Readonly<Record<string, Localized>> = {
  barrage: loc('Artillery Barrage AM (5.33, 1 Order Point)', 'AM di Sbarramento di Artiglieria (5.33, 1 Punto Ordini)'),
  'barrage-french': loc('French Artillery Barrage AM', 'AM di Sbarramento di Artiglieria francese'),
  'barrage-russian': loc('Russian Artillery Barrage AM', 'AM di Sbarramento di Artiglieria russo'),
  destruction: loc('Russian Destruction AM (SR5)', 'AM di Distruzione russo (RS5)'),
};

export const BARRAGE_REFUSAL: Readonly<Record<string, (v: Record<string, string>) => Localized>> = {
  'barrage-no-point': () =>
    loc(
      'The Artillery Barrage AM costs one Order Point, and your Commander-in-Chief has none left: take a Command off its Orders first (5.33, 8.21).',
      'L’AM di Sbarramento di Artiglieria costa un Punto Ordini, e il vostro Comandante in Capo non ne ha più: togliete prima gli Ordini a un Comando (5.33, 8.21).',
    ),
  'barrage-no-army': () =>
    loc(
      'The Artillery Barrage AM takes one Order from one army’s number, and every army has used all of its own: take a Command off its Orders first (SR1).',
      'L’AM di Sbarramento di Artiglieria riduce di uno il numero di un’armata, e ogni armata li ha usati tutti: togliete prima gli Ordini a un Comando (RS1).',
    ),
  'burn-not': (v) =>
    loc(
      `The village ${v['hex']} may not be set on fire: it needs your infantry in it, no enemy unit next to it, and a hex next to it your stack may move into (SR5).`,
      `Il paese ${v['hex']} non può essere messo a fuoco: servono vostra fanteria nell’esagono, nessuna unità nemica adiacente e un esagono adiacente in cui il gruppo possa muovere (RS5).`,
    ),
  'burn-exit': (v) =>
    loc(
      `The units leaving the burning village may not move into ${v['hex']}: it must be next to the village, with no enemy unit, terrain they may enter, and their stack legal there (SR5, 7.21, 6.21).`,
      `Le unità che lasciano il paese in fiamme non possono muovere in ${v['hex']}: deve essere adiacente al paese, senza unità nemiche, con terreno in cui possono entrare e il gruppo regolare (RS5, 7.21, 6.21).`,
    ),
  'bridge-none': (v) =>
    loc(
      `There is no standing bridge between ${v['hex']} and ${v['across']}.`,
      `Non c’è un ponte intatto tra ${v['hex']} e ${v['across']}.`,
    ),
  'bridge-no-unit': (v) =>
    loc(
      `The bridge ${v['hex']}–${v['across']} may not be destroyed: it needs a unit of yours next to it, in ${v['hex']} or ${v['across']}.`,
      `Il ponte ${v['hex']}–${v['across']} non può essere distrutto: serve una vostra unità adiacente, in ${v['hex']} o ${v['across']}.`,
    ),
  'bridge-enemy': (v) =>
    loc(
      `The bridge ${v['hex']}–${v['across']} may not be destroyed: an enemy unit is next to it, in ${v['hex']} or ${v['across']}.`,
      `Il ponte ${v['hex']}–${v['across']} non può essere distrutto: c’è un’unità nemica adiacente, in ${v['hex']} o ${v['across']}.`,
    ),
  'bridge-artillery': (v) =>
    loc(
      `The bridge ${v['hex']}–${v['across']} may not be destroyed: an enemy battery has it within its Effective range.`,
      `Il ponte ${v['hex']}–${v['across']} non può essere distrutto: una batteria nemica lo ha entro il suo raggio Effettivo.`,
    ),
  'combined-too-many': () =>
    loc(
      'Outside the Artillery Barrage AM only two stacked batteries combine their fire, each battery once (8.21).',
      'Fuori dall’AM di Sbarramento di Artiglieria solo due batterie raggruppate combinano il fuoco, ognuna una volta (8.21).',
    ),
  'combined-not': (v) =>
    loc(
      `${v['unit']} may not fire with this battery: it must be good-order artillery of yours still to fire, stacked with it (or next to it with your Artillery Barrage AM), its values known and the target in its own range, arc and line of sight (8.21, 8.3, 8.4).`,
      `${v['unit']} non può sparare con questa batteria: deve essere vostra artiglieria in buon ordine che non ha ancora sparato, raggruppata con essa (o adiacente con il vostro AM di Sbarramento di Artiglieria), con i valori noti e il bersaglio nel proprio raggio, arco e linea di tiro (8.21, 8.3, 8.4).`,
    ),
};

export const destructionLabels = {
  prompt: loc(
    'Destruction AM (SR5): set a village on fire (your infantry in it, no enemy next to it; the stack moves free to a hex next to it) or destroy a bridge (a unit of yours next to it, no enemy next to it, no enemy battery within its Effective range), not both; or nothing.',
    'AM di Distruzione (RS5): mettete a fuoco un paese (vostra fanteria nell’esagono, nessun nemico adiacente; il gruppo muove senza costo in un esagono adiacente) o distruggete un ponte (una vostra unità adiacente, nessun nemico adiacente, nessuna batteria nemica entro il suo raggio Effettivo), non entrambe le cose; o nulla.',
  ),
  burn: (hex: string, to: string) =>
    loc(
      `Set the village ${hex} on fire, its units to ${to} (SR5)`,
      `Mettete a fuoco il paese ${hex}, le sue unità in ${to} (RS5)`,
    ),
  nothing: loc('Nothing (SR5)', 'Nulla (RS5)'),
  step: loc('Destruction AM (SR5)', 'AM di Distruzione (RS5)'),
};

export const bridgeLabels = {
  destroy: (a: string, b: string) => loc(`Destroy the bridge ${a}–${b} (SR5)`, `Distruggete il ponte ${a}–${b} (RS5)`),
};

/** SR5's markers on the map, for the view's notes (the picture draws no marker on a hexside or a hex, the README). */
export function destructionNotes(
  villages: Readonly<Record<string, 'burning' | 'rubble'>>,
  bridges: readonly string[],
): Localized[] {
  const where = (state: 'burning' | 'rubble') =>
    Object.entries(villages)
      .filter(([, v]) => v === state)
      .map(([hex]) => hex)
      .sort()
      .join(', ');
  const burning = where('burning');
  const rubble = where('rubble');
  const down = bridges.map((k) => k.replace('|', '–')).join(', ');
  return [
    ...(burning
      ? [
          loc(
            `Villages on fire (SR5), no unit enters: ${burning}`,
            `Paesi in fiamme (RS5), nessuna unità vi entra: ${burning}`,
          ),
        ]
      : []),
    ...(rubble ? [loc(`Villages in rubble (SR5): ${rubble}`, `Paesi in macerie (RS5): ${rubble}`)] : []),
    ...(down
      ? [
          loc(
            `Bridges destroyed (SR5), no unit crosses: ${down}`,
            `Ponti distrutti (RS5), nessuna unità li attraversa: ${down}`,
          ),
        ]
      : []),
  ];
}

export const barrageLabels = {
  order: (ordered: boolean) =>
    ordered
      ? loc('Artillery Barrage AM: take it back (5.33)', 'AM di Sbarramento di Artiglieria: ritiralo (5.33)')
      : loc(
          'Artillery Barrage AM into the cup, for one Order Point (5.33, SR4)',
          'AM di Sbarramento di Artiglieria nella tazza, per un Punto Ordini (5.33, RS4)',
        ),
  fireWith: (unit: string, hex: string, partners: readonly string[]) =>
    loc(
      `${unit} fires at ${hex} with ${partners.join(', ')} (8.21)`,
      `${unit} spara su ${hex} con ${partners.join(', ')} (8.21)`,
    ),
};

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The log's Barrage and Destruction events (units named by `unitName`), or null for another event. */
export function barrageEvent(event: GameEvent, unitName: (id: string) => string = (id) => id): Localized | null {
  const side = event['side'] === 'french' ? loc('The French', 'I francesi') : loc('The Russians', 'I russi');
  switch (event.kind) {
    case 'barrage-in-cup':
      return loc(
        `${side.en} put the Artillery Barrage AM in the cup this turn, for one Order Point (5.33, 5.35, SR4).`,
        `${side.it} pongono l’AM di Sbarramento di Artiglieria nella tazza in questo turno, per un Punto Ordini (5.33, 5.35, RS4).`,
      );
    // Older logs only: the Barrage ordered or taken back in the Orders Phase, now kept secret until the cup (5.23).
    case 'barrage-order':
      return event['ordered']
        ? loc(
            `${side.en} put the Artillery Barrage AM in the cup this turn, for one Order Point (5.33, SR4).`,
            `${side.it} pongono l’AM di Sbarramento di Artiglieria nella tazza in questo turno, per un Punto Ordini (5.33, RS4).`,
          )
        : loc(
            `${side.en} take the Artillery Barrage AM back (5.33).`,
            `${side.it} ritirano l’AM di Sbarramento di Artiglieria (5.33).`,
          );
    case 'barrage-activates':
      return loc(
        `Artillery Barrage: every battery of ${side.en.toLowerCase()} may fire, combining stacked or adjacent batteries, +2 for each after the first (8.21); ${str(event['batteries'])} on the map.`,
        `Sbarramento di Artiglieria: ogni batteria ${event['side'] === 'french' ? 'dei francesi' : 'dei russi'} può sparare, combinando le batterie raggruppate o adiacenti, +2 per ognuna oltre la prima (8.21); ${str(event['batteries'])} sulla mappa.`,
      );
    case 'destruction-drawn':
      return loc(
        'The Russian Destruction AM is drawn (SR5): no Command nor Orders needed.',
        'Pescato l’AM di Distruzione russo (RS5): senza bisogno di Comando né di Ordini.',
      );
    case 'village-fire':
      return event['state'] === 'rubble'
        ? loc(
            `The fire in ${str(event['hex'])} goes out (SR5, d10 ${str(event['roll'])}, 0–3): the village is Rubble.`,
            `Il fuoco in ${str(event['hex'])} si estingue (RS5, d10 ${str(event['roll'])}, 0–3): il paese è in macerie.`,
          )
        : loc(
            `The village ${str(event['hex'])} still burns (SR5, d10 ${str(event['roll'])}, 4–9).`,
            `Il paese ${str(event['hex'])} brucia ancora (RS5, d10 ${str(event['roll'])}, 4–9).`,
          );
    case 'destruction-pass':
      return loc(
        'The Russians burn nothing and destroy no bridge (SR5).',
        'I russi non bruciano nulla e non distruggono ponti (RS5).',
      );
    case 'bridge-declared':
      return loc(
        `The Russians would destroy the bridge ${str(event['hex'])}–${str(event['target'])} (SR5): the French give the Effective range of each battery that might reach it first (2.2).`,
        `I russi vogliono distruggere il ponte ${str(event['hex'])}–${str(event['target'])} (RS5): prima i francesi indicano il raggio Effettivo di ogni batteria che potrebbe raggiungerlo (2.2).`,
      );
    case 'bridge-cannot':
      return loc(
        `The bridge ${str(event['hex'])}–${str(event['target'])} stands: ${unitName(str(event['unit']))} has it within its Effective range (SR5). The Russians choose again.`,
        `Il ponte ${str(event['hex'])}–${str(event['target'])} resta in piedi: ${unitName(str(event['unit']))} lo ha entro il suo raggio Effettivo (RS5). I russi scelgono di nuovo.`,
      );
    case 'bridge-destroyed':
      return loc(
        `The Russians destroy the bridge ${str(event['hex'])}–${str(event['target'])} (SR5): no unit crosses the river there any more.`,
        `I russi distruggono il ponte ${str(event['hex'])}–${str(event['target'])} (RS5): nessuna unità vi attraversa più il fiume.`,
      );
    case 'village-burnt':
      return loc(
        `The Russians set the village ${str(event['hex'])} on fire; its units move to ${str(event['to'])} (SR5). No unit may enter it while it burns.`,
        `I russi mettono a fuoco il paese ${str(event['hex'])}; le sue unità muovono in ${str(event['to'])} (RS5). Nessuna unità può entrarvi finché brucia.`,
      );
    default:
      return null;
  }
}
