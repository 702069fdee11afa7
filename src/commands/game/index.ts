import { SlashCommandBuilder } from 'discord.js';
import { both } from '../../bot/i18n.js';
import { bool, int, named, str, sub, user } from '../builders.js';
import { sideAutocomplete } from '../play.js';
import type { Command } from '../types.js';
import { end, note, resign, rollback, undo } from './control.js';
import { diceCommand, exportCommand, log, status } from './history.js';
import { mapAutocomplete, mapCommand } from './map.js';
import { newGame, newGameAutocomplete } from './new.js';
import { join, leave, pings, seats } from './seats.js';

const sideOption = str('side', 'parte', both('game.options.side'), (o) => o.setAutocomplete(true));

/** `/game`: start, seat, inspect and control a game in a thread. */
export const game: Command = {
  // What only the asker reads: the status, the map, the log, the export, the dice, the pings, the seats shown, a
  // secret note. Everything else (a change to the game) is answered in the thread.
  answer: (interaction) => {
    const sub = interaction.options.getSubcommand(false) ?? '';
    if (['status', 'map', 'log', 'export', 'dice', 'pings'].includes(sub)) return 'private';
    if (sub === 'seats' && !interaction.options.getString('side') && !interaction.options.getUser('user'))
      return 'private';
    if (sub === 'note' && interaction.options.getBoolean('secret')) return 'private';
    return 'public';
  },
  data: named(new SlashCommandBuilder(), 'game', 'partita', both('game.description'))
    .addSubcommand(
      sub('new', 'nuova', both('game.sub.new'), (s) =>
        s
          .addStringOption(
            str('game', 'gioco', both('game.options.game'), (o) => o.setRequired(true).setAutocomplete(true)),
          )
          .addStringOption(
            str('scenario', 'scenario', both('game.options.scenario'), (o) =>
              o.setRequired(true).setAutocomplete(true),
            ),
          )
          .addStringOption(sideOption)
          .addUserOption(user('opponent', 'avversario', both('game.options.opponent')))
          .addIntegerOption(int('pace', 'ritmo', both('game.options.pace'), (o) => o.setMinValue(0).setMaxValue(720)))
          .addStringOption(
            str('options', 'opzioni', both('game.options.options'), (o) => o.setAutocomplete(true).setMaxLength(100)),
          ),
      ),
    )
    .addSubcommand(sub('join', 'entra', both('game.sub.join'), (s) => s.addStringOption(sideOption)))
    .addSubcommand(sub('leave', 'esci', both('game.sub.leave')))
    .addSubcommand(
      sub('seats', 'posti', both('game.sub.seats'), (s) =>
        s.addStringOption(sideOption).addUserOption(user('user', 'utente', both('game.options.user'))),
      ),
    )
    .addSubcommand(sub('status', 'stato', both('game.sub.status')))
    .addSubcommand(
      sub('map', 'mappa', both('game.sub.map'), (s) =>
        s
          .addStringOption(
            str('at', 'luogo', both('game.options.at'), (o) => o.setAutocomplete(true).setMaxLength(100)),
          )
          .addStringOption(
            str('supply', 'rifornimento', both('game.options.supply'), (o) => o.setAutocomplete(true).setMaxLength(40)),
          ),
      ),
    )
    .addSubcommand(
      sub('log', 'registro', both('game.sub.log'), (s) =>
        s.addIntegerOption(int('count', 'quanti', both('game.options.count'), (o) => o.setMinValue(1).setMaxValue(50))),
      ),
    )
    .addSubcommand(sub('export', 'esporta', both('game.sub.export')))
    .addSubcommand(sub('undo', 'annulla', both('game.sub.undo'), (s) => s.addStringOption(sideOption)))
    .addSubcommand(
      sub('rollback', 'torna', both('game.sub.rollback'), (s) =>
        s
          .addIntegerOption(int('to', 'versione', both('game.options.to'), (o) => o.setRequired(true).setMinValue(0)))
          .addStringOption(sideOption),
      ),
    )
    .addSubcommand(sub('resign', 'abbandona', both('game.sub.resign'), (s) => s.addStringOption(sideOption)))
    .addSubcommand(
      sub('end', 'termina', both('game.sub.end'), (s) =>
        s.addStringOption(str('reason', 'motivo', both('game.options.reason'), (o) => o.setMaxLength(200))),
      ),
    )
    .addSubcommand(sub('dice', 'dadi', both('game.sub.dice')))
    .addSubcommand(
      sub('note', 'nota', both('game.sub.note'), (s) =>
        s
          .addStringOption(
            str('text', 'testo', both('game.options.text'), (o) => o.setRequired(true).setMaxLength(500)),
          )
          .addBooleanOption(bool('secret', 'segreta', both('game.options.secret')))
          .addStringOption(sideOption),
      ),
    )
    .addSubcommand(
      sub('pings', 'avvisi', both('game.sub.pings'), (s) =>
        s.addStringOption(
          str('mode', 'modo', both('game.options.mode'), (o) =>
            o
              .setRequired(true)
              .addChoices(
                { name: 'on', value: 'on', name_localizations: { it: 'attivi' } },
                { name: 'off', value: 'off', name_localizations: { it: 'spenti' } },
              ),
          ),
        ),
      ),
    )
    .toJSON(),

  async execute(interaction, context) {
    switch (interaction.options.getSubcommand()) {
      case 'new':
        return newGame(interaction, context);
      case 'join':
        return join(interaction, context);
      case 'leave':
        return leave(interaction, context);
      case 'seats':
        return seats(interaction, context);
      case 'status':
        return status(interaction, context);
      case 'log':
        return log(interaction, context);
      case 'map':
        return mapCommand(interaction, context);
      case 'export':
        return exportCommand(interaction, context);
      case 'undo':
        return undo(interaction, context);
      case 'rollback':
        return rollback(interaction, context);
      case 'resign':
        return resign(interaction, context);
      case 'end':
        return end(interaction, context);
      case 'dice':
        return diceCommand(interaction, context);
      case 'note':
        return note(interaction, context);
      case 'pings':
        return pings(interaction, context);
    }
  },

  async autocomplete(interaction, context) {
    if (interaction.options.getSubcommand() === 'new') return newGameAutocomplete(interaction, context);
    if (interaction.options.getSubcommand() === 'map') return mapAutocomplete(interaction, context);
    return sideAutocomplete(interaction, context);
  },
};
