/** English texts. The Italian file has the same keys (checked by the compiler). */
export const en = {
  common: {
    internalError:
      'Something went wrong on our side and nothing was changed. Please try again; if it keeps happening, tell the club admin (reference {{ref}}).',
    rateLimited: 'You are going too fast: wait {{seconds}} s and try again.',
  },
  roll: {
    description: 'Roll dice: 2d6, 1d10+2, 4d6kh3, d66',
    optionDice: 'What to roll, e.g. 2d6+1, 3d6, 4d6kh3, d66',
    optionReason: 'What the roll is for (shown with the result)',
    result: '🎲 {{who}} rolled `{{expression}}`{{reason}}: {{detail}} = **{{total}}**',
    reason: ' for *{{reason}}*',
    errors: {
      empty: 'Tell me what to roll, e.g. `2d6`, `1d10+2`, `4d6kh3` or `d66`.',
      'too-long': 'That expression is too long ({{max}} characters at most).',
      'bad-term':
        "I can't read `{{term}}`. Write dice as `2d6`, `2d6+1`, `2d6+1d10`, `4d6kh3` (keep highest 3), `4d6kl1` (keep lowest 1) or `d66`.",
      'too-many-dice': 'That is too many dice: {{max}} at most in one roll.',
      'too-many-sides': 'A die can have {{max}} sides at most.',
      'too-few-sides': '`{{term}}`: a die needs at least 2 sides.',
      'no-dice': 'There are no dice in that expression: add a term such as `1d6`.',
      'bad-keep': '`{{term}}`: you can keep from 1 to {{count}} of those dice.',
      'modifier-too-large': 'A modifier can be {{max}} at most.',
    },
  },
} as const;
