import type { Messages } from './types.js';

/** Testi italiani. */
export const it: Messages = {
  common: {
    internalError:
      'Qualcosa è andato storto da parte nostra e non è stato cambiato nulla. Riprova; se succede ancora, avvisa chi gestisce il club (riferimento {{ref}}).',
    rateLimited: 'Stai andando troppo in fretta: aspetta {{seconds}} s e riprova.',
  },
  roll: {
    description: 'Tira i dadi: 2d6, 1d10+2, 4d6kh3, d66',
    optionDice: 'Cosa tirare, ad es. 2d6+1, 3d6, 4d6kh3, d66',
    optionReason: 'A cosa serve il tiro (compare col risultato)',
    result: '🎲 {{who}} tira `{{expression}}`{{reason}}: {{detail}} = **{{total}}**',
    reason: ' per *{{reason}}*',
    errors: {
      empty: 'Dimmi cosa tirare, ad es. `2d6`, `1d10+2`, `4d6kh3` o `d66`.',
      'too-long': "L'espressione è troppo lunga (al massimo {{max}} caratteri).",
      'bad-term':
        'Non riesco a leggere `{{term}}`. Scrivi i dadi come `2d6`, `2d6+1`, `2d6+1d10`, `4d6kh3` (tieni i 3 più alti), `4d6kl1` (tieni il più basso) o `d66`.',
      'too-many-dice': 'Troppi dadi: al massimo {{max}} in un tiro.',
      'too-many-sides': 'Un dado può avere al massimo {{max}} facce.',
      'too-few-sides': '`{{term}}`: un dado deve avere almeno 2 facce.',
      'no-dice': "Nell'espressione non ci sono dadi: aggiungi un termine come `1d6`.",
      'bad-keep': '`{{term}}`: puoi tenere da 1 a {{count}} di quei dadi.',
      'modifier-too-large': 'Un modificatore può valere al massimo {{max}}.',
    },
  },
};
