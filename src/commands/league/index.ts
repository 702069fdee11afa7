import { SlashCommandBuilder, type SlashCommandRoleOption } from 'discord.js';
import { both } from '../../bot/i18n.js';
import { newGameAutocomplete } from '../game/new.js';
import { bool, int, named, str, sub, user } from '../builders.js';
import type { Command } from '../types.js';
import { leagueAutocomplete } from './common.js';
import { add, close, create, join, pair, start } from './manage.js';
import { adjudicate, bid, confirm, dispute, extend, forfeit, link, report } from './results.js';
import { exportSeason, player, schedule, standings } from './views.js';

const leagueOption = str('league', 'lega', both('league.options.league'), (o) => o.setAutocomplete(true));
const pairingOption = str('pairing', 'abbinamento', both('league.options.pairing'), (o) =>
  o.setRequired(true).setAutocomplete(true).setMaxLength(20),
);
const seasonOption = int('season', 'stagione', both('league.options.season'), (o) => o.setMinValue(1));

const role = (o: SlashCommandRoleOption) => named(o, 'organisers', 'organizzatori', both('league.options.organisers'));

/** `/league`: club leagues — seasons, pairings, results, ratings and standings. */
export const league: Command = {
  answer: 'public',
  data: named(new SlashCommandBuilder(), 'league', 'lega', both('league.description'))
    .addSubcommand(
      sub('create', 'crea', both('league.sub.create'), (s) =>
        s
          .addStringOption(
            str('name', 'nome', both('league.options.name'), (o) => o.setRequired(true).setMaxLength(40)),
          )
          .addStringOption(
            str('game', 'gioco', both('league.options.game'), (o) => o.setRequired(true).setAutocomplete(true)),
          )
          .addRoleOption((o) => role(o).setRequired(true))
          .addStringOption(str('scenario', 'scenario', both('league.options.scenario'), (o) => o.setAutocomplete(true)))
          .addStringOption(
            str('format', 'formula', both('league.options.format'), (o) =>
              o.addChoices(
                ...(['round-robin', 'double-round-robin', 'swiss'] as const).map((value) => ({
                  name: both(`league.formats.${value}`).en,
                  name_localizations: { it: both(`league.formats.${value}`).it },
                  value,
                })),
              ),
            ),
          )
          .addIntegerOption(
            int('rounds', 'turni', both('league.options.rounds'), (o) => o.setMinValue(1).setMaxValue(20)),
          )
          .addIntegerOption(
            int('days', 'giorni', both('league.options.days'), (o) => o.setMinValue(1).setMaxValue(120)),
          )
          .addIntegerOption(int('pace', 'ritmo', both('league.options.pace'), (o) => o.setMinValue(0).setMaxValue(720)))
          .addIntegerOption(
            int('remind', 'promemoria', both('league.options.remind'), (o) => o.setMinValue(1).setMaxValue(168)),
          )
          .addBooleanOption(bool('bidding', 'asta', both('league.options.bidding'))),
      ),
    )
    .addSubcommand(sub('join', 'entra', both('league.sub.join'), (s) => s.addStringOption(leagueOption)))
    .addSubcommand(
      sub('add', 'aggiungi', both('league.sub.add'), (s) =>
        s
          .addUserOption(user('player', 'giocatore', both('league.options.player'), (o) => o.setRequired(true)))
          .addStringOption(leagueOption),
      ),
    )
    .addSubcommand(sub('start', 'avvia', both('league.sub.start'), (s) => s.addStringOption(leagueOption)))
    .addSubcommand(sub('pair', 'abbina', both('league.sub.pair'), (s) => s.addStringOption(leagueOption)))
    .addSubcommand(sub('close', 'chiudi', both('league.sub.close'), (s) => s.addStringOption(leagueOption)))
    .addSubcommand(sub('schedule', 'calendario', both('league.sub.schedule'), (s) => s.addStringOption(leagueOption)))
    .addSubcommand(
      sub('link', 'collega', both('league.sub.link'), (s) =>
        s.addStringOption(pairingOption).addStringOption(leagueOption),
      ),
    )
    .addSubcommand(
      sub('report', 'risultato', both('league.sub.report'), (s) =>
        s
          .addStringOption(pairingOption)
          .addStringOption(
            str('result', 'esito', both('league.options.result'), (o) =>
              o.setRequired(true).addChoices(
                ...(['win', 'loss', 'draw'] as const).map((value) => ({
                  name: both(`league.choices.${value}`).en,
                  name_localizations: { it: both(`league.choices.${value}`).it },
                  value,
                })),
              ),
            ),
          )
          .addStringOption(
            str('how', 'come', both('league.options.how'), (o) =>
              o.addChoices(
                ...(['played', 'resigned'] as const).map((value) => ({
                  name: both(`league.choices.${value}`).en,
                  name_localizations: { it: both(`league.choices.${value}`).it },
                  value,
                })),
              ),
            ),
          )
          .addStringOption(leagueOption),
      ),
    )
    .addSubcommand(
      sub('confirm', 'conferma', both('league.sub.confirm'), (s) =>
        s.addStringOption(pairingOption).addStringOption(leagueOption),
      ),
    )
    .addSubcommand(
      sub('dispute', 'contesta', both('league.sub.dispute'), (s) =>
        s
          .addStringOption(pairingOption)
          .addStringOption(
            str('reason', 'motivo', both('league.options.reason'), (o) => o.setRequired(true).setMaxLength(300)),
          )
          .addStringOption(leagueOption),
      ),
    )
    .addSubcommand(
      sub('adjudicate', 'aggiudica', both('league.sub.adjudicate'), (s) =>
        s
          .addStringOption(pairingOption)
          .addUserOption(user('winner', 'vincitore', both('league.options.winner')))
          .addBooleanOption(bool('draw', 'patta', both('league.options.draw')))
          .addStringOption(leagueOption),
      ),
    )
    .addSubcommand(
      sub('forfeit', 'tavolino', both('league.sub.forfeit'), (s) =>
        s
          .addStringOption(pairingOption)
          .addUserOption(user('player', 'giocatore', both('league.options.player')))
          .addBooleanOption(bool('timeout', 'scadenza', both('league.options.timeout')))
          .addStringOption(leagueOption),
      ),
    )
    .addSubcommand(
      sub('extend', 'proroga', both('league.sub.extend'), (s) =>
        s
          .addStringOption(pairingOption)
          .addIntegerOption(
            int('days', 'giorni', both('league.options.extendDays'), (o) =>
              o.setRequired(true).setMinValue(1).setMaxValue(60),
            ),
          )
          .addStringOption(leagueOption),
      ),
    )
    .addSubcommand(
      sub('standings', 'classifica', both('league.sub.standings'), (s) =>
        s.addStringOption(leagueOption).addIntegerOption(seasonOption),
      ),
    )
    .addSubcommand(
      sub('player', 'giocatore', both('league.sub.player'), (s) =>
        s.addUserOption(user('player', 'giocatore', both('league.options.player'))).addStringOption(leagueOption),
      ),
    )
    .addSubcommand(
      sub('export', 'esporta', both('league.sub.export'), (s) =>
        s
          .addStringOption(leagueOption)
          .addIntegerOption(seasonOption)
          .addStringOption(
            str('format', 'formato', both('league.options.fileFormat'), (o) =>
              o.addChoices(
                { name: 'CSV', value: 'csv' },
                { name: 'JSON', value: 'json' },
                {
                  name: both('league.choices.both').en,
                  name_localizations: { it: both('league.choices.both').it },
                  value: 'both',
                },
              ),
            ),
          ),
      ),
    )
    .addSubcommand(
      sub('bid', 'offerta', both('league.sub.bid'), (s) =>
        s
          .addStringOption(pairingOption)
          .addStringOption(
            str('side', 'parte', both('league.options.side'), (o) => o.setRequired(true).setAutocomplete(true)),
          )
          .addIntegerOption(
            int('amount', 'quanto', both('league.options.amount'), (o) =>
              o.setRequired(true).setMinValue(0).setMaxValue(99),
            ),
          )
          .addStringOption(leagueOption),
      ),
    )
    .toJSON(),

  async execute(interaction, context) {
    switch (interaction.options.getSubcommand()) {
      case 'create':
        return create(interaction, context);
      case 'join':
        return join(interaction, context);
      case 'add':
        return add(interaction, context);
      case 'start':
        return start(interaction, context);
      case 'pair':
        return pair(interaction, context);
      case 'close':
        return close(interaction, context);
      case 'schedule':
        return schedule(interaction, context);
      case 'link':
        return link(interaction, context);
      case 'report':
        return report(interaction, context);
      case 'confirm':
        return confirm(interaction, context);
      case 'dispute':
        return dispute(interaction, context);
      case 'adjudicate':
        return adjudicate(interaction, context);
      case 'forfeit':
        return forfeit(interaction, context);
      case 'extend':
        return extend(interaction, context);
      case 'standings':
        return standings(interaction, context);
      case 'player':
        return player(interaction, context);
      case 'export':
        return exportSeason(interaction, context);
      case 'bid':
        return bid(interaction, context);
    }
  },

  async autocomplete(interaction, context) {
    const focused = interaction.options.getFocused(true).name;
    if (interaction.options.getSubcommand() === 'create' && (focused === 'game' || focused === 'scenario'))
      return newGameAutocomplete(interaction, context);
    return leagueAutocomplete(interaction, context);
  },
};
