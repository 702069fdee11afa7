import { MessageFlags, SlashCommandBuilder, escapeMarkdown } from 'discord.js';
import { SourceDice } from '../engine/core/dice.js';
import { parseNotation, rollNotation, type NotationResult, type RolledTerm } from '../engine/core/notation.js';
import { both, langOf, t, tDynamic } from '../bot/i18n.js';
import { markRefused } from '../ops/interaction-scope.js';
import type { Command } from './types.js';

const description = both('roll.description');
const diceOption = both('roll.optionDice');
const reasonOption = both('roll.optionReason');

export const roll: Command = {
  answer: 'public',
  data: new SlashCommandBuilder()
    .setName('roll')
    .setNameLocalizations({ it: 'tira' })
    .setDescription(description.en)
    .setDescriptionLocalizations({ it: description.it })
    .addStringOption((o) =>
      o
        .setName('dice')
        .setNameLocalizations({ it: 'dadi' })
        .setDescription(diceOption.en)
        .setDescriptionLocalizations({ it: diceOption.it })
        .setRequired(true)
        .setMaxLength(200),
    )
    .addStringOption((o) =>
      o
        .setName('reason')
        .setNameLocalizations({ it: 'motivo' })
        .setDescription(reasonOption.en)
        .setDescriptionLocalizations({ it: reasonOption.it })
        .setMaxLength(100),
    )
    .toJSON(),

  async execute(interaction, context) {
    const lang = langOf(interaction.locale);
    const parsed = parseNotation(interaction.options.getString('dice', true));
    if (!parsed.ok) {
      markRefused();
      const { code, params } = parsed.error;
      const safe = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? clip(v) : v]));
      await interaction.reply({
        content: tDynamic(lang, `roll.errors.${code}`, safe) ?? t(lang, 'roll.errors.bad-term', { term: '?' }),
        flags: MessageFlags.Ephemeral,
      });
      return;
    }
    const result = rollNotation(parsed.value, new SourceDice(context.randomFace));
    const reason = interaction.options.getString('reason');
    await interaction.reply({
      content: t(lang, 'roll.result', {
        who: `<@${interaction.user.id}>`,
        expression: result.expression,
        reason: reason ? t(lang, 'roll.reason', { reason: escapeMarkdown(reason.replace(/[`*_~|]/g, '')) }) : '',
        detail: describeTerms(result),
        total: result.total,
      }),
      allowedMentions: { parse: [] },
    });
  },
};

/** `2d6 (3, 5) + 1d10 (7) − 1`; set-aside dice struck through; d66 shown as tens·units. */
export function describeTerms(result: NotationResult): string {
  return result.terms
    .map((rolled, i) => {
      const sign = rolled.term.sign < 0 ? '− ' : i === 0 ? '' : '+ ';
      return sign + describeTerm(rolled);
    })
    .join(' ');
}

function describeTerm(rolled: RolledTerm): string {
  const { term, dice } = rolled;
  switch (term.kind) {
    case 'constant':
      return String(term.value);
    case 'd66': {
      const pairs: string[] = [];
      for (let i = 0; i < dice.length; i += 2) pairs.push(`${dice[i]?.value}${dice[i + 1]?.value}`);
      return `${term.count > 1 ? term.count : ''}d66 (${pairs.join(', ')})`;
    }
    case 'dice': {
      const keep = term.keep ? `${term.keep.which === 'highest' ? 'kh' : 'kl'}${term.keep.count}` : '';
      const faces = dice.map((d) => (d.dropped ? `~~${d.value}~~` : String(d.value))).join(', ');
      return `${term.count}d${term.sides}${keep} (${faces})`;
    }
  }
}

function clip(text: string): string {
  const plain = text.replace(/[`\\]/g, '');
  return plain.length > 40 ? `${plain.slice(0, 40)}…` : plain;
}
