import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { answerOf } from './answer.js';

/** Discord's flag on a deferred reply that is still "thinking". */
const LOADING = 1 << 7;

/**
 * Answers one person privately, whatever has been sent so far: in the interaction's callback when nothing was.
 * The trap: after a deferral, Discord turns the first follow-up into the deferred message while it is still
 * "thinking", keeping the deferral's visibility and ignoring the follow-up's ephemeral flag, so a private refusal
 * or apology after a public deferral would be shown to the whole channel. Such a placeholder is replaced when it
 * is private, and removed first when it is public (by the router's answer, src/bot/answer.ts, which knows what was
 * sent; below, the same for an interaction answered without it).
 */
export async function answerPrivately(interaction: RepliableInteraction, content: string): Promise<void> {
  const body = { content: content.slice(0, 2000), allowedMentions: { parse: [] as [] } };
  const answer = answerOf(interaction);
  if (answer) {
    await answer.send(body, true);
    return;
  }
  if (!interaction.deferred && !interaction.replied) {
    await interaction.reply({ ...body, flags: MessageFlags.Ephemeral });
    return;
  }
  if (interaction.deferred && !interaction.replied) {
    // A component's deferred update leaves no placeholder (@original is the clicked message): ask which it is.
    const original = await interaction.fetchReply().catch(() => undefined);
    const thinking = original !== undefined && (Number(original.flags.bitfield) & LOADING) !== 0;
    if (thinking && interaction.ephemeral) {
      await interaction.editReply(body);
      return;
    }
    if (thinking) await interaction.deleteReply().catch(() => undefined);
  }
  await interaction.followUp({ ...body, flags: MessageFlags.Ephemeral });
}
