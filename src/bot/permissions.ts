import { PermissionFlagsBits } from 'discord.js';
import type { Lang } from '../engine/core/localized.js';

/**
 * The permissions Umpire asks for when invited, and no more: each one with what it is for. Pinning needs its own
 * permission (Discord split Pin Messages from Manage Messages), so Manage Messages is not asked for at all.
 */
export const NEEDED_PERMISSIONS = [
  { bit: PermissionFlagsBits.ViewChannel, en: 'View Channels', it: 'Visualizzare i canali', critical: true },
  { bit: PermissionFlagsBits.SendMessages, en: 'Send Messages', it: 'Inviare messaggi', critical: true },
  {
    bit: PermissionFlagsBits.SendMessagesInThreads,
    en: 'Send Messages in Threads',
    it: 'Inviare messaggi nei thread',
    critical: true,
  },
  {
    bit: PermissionFlagsBits.CreatePublicThreads,
    en: 'Create Public Threads',
    it: 'Creare thread pubblici',
    critical: true,
  },
  {
    bit: PermissionFlagsBits.AttachFiles,
    en: 'Attach Files (the map pictures)',
    it: 'Allegare file (le immagini della mappa)',
    critical: false,
  },
  {
    bit: PermissionFlagsBits.PinMessages,
    en: 'Pin Messages (the game status)',
    it: 'Fissare i messaggi (lo stato della partita)',
    critical: false,
  },
] as const;

/** The permissions integer of the invite link (`permissions=` in OAuth2's URL). */
export const INVITE_PERMISSIONS: bigint = NEEDED_PERMISSIONS.reduce((bits, p) => bits | p.bit, 0n);

export interface MissingPermissions {
  /** Without these the game cannot be played here. */
  readonly critical: readonly string[];
  /** Without these it plays, with less (no pictures, no pinned status). */
  readonly other: readonly string[];
  /** Every permission missing, as bits. */
  readonly bits: bigint;
}

/**
 * What the bot lacks in a channel, from the permissions Discord sends with each interaction (`app_permissions`).
 * Starting a game in a thread needs no thread creation.
 */
export function missingPermissions(app: bigint, lang: Lang, inThread: boolean): MissingPermissions {
  const missing = NEEDED_PERMISSIONS.filter(
    (p) => (app & p.bit) !== p.bit && !(inThread && p.bit === PermissionFlagsBits.CreatePublicThreads),
  );
  return {
    critical: missing.filter((p) => p.critical).map((p) => p[lang]),
    other: missing.filter((p) => !p.critical).map((p) => p[lang]),
    bits: missing.reduce((bits, p) => bits | p.bit, 0n),
  };
}
