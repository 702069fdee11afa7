import { AttachmentBuilder, DiscordAPIError, Events, MessageFlags, Routes, SlashCommandBuilder } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeNow } from '../../src/bot/answer.js';
import type { Command } from '../../src/commands/types.js';
import { COMMANDS } from '../../src/commands/index.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/**
 * The sandbox must behave as Discord does where a bot can get it wrong; these commands exist only in this test
 * to provoke each case through the real discord.js client. The bot here never defers on its own (an infinite
 * answer budget), so a command answers late, defers or follows up exactly when it says so.
 */
const outcomes: Record<string, unknown> = {};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function testCommand(name: string, answer: Command['answer'], run: Command['execute']): Command {
  return {
    answer,
    data: new SlashCommandBuilder().setName(name).setDescription(`test ${name}`).toJSON(),
    execute: run,
  };
}

const commands: Command[] = [
  ...COMMANDS,
  testCommand('late', 'public', async (interaction) => {
    await sleep(3_200);
    try {
      await interaction.reply('too late');
      outcomes['late'] = 'answered';
    } catch (error) {
      outcomes['late'] = error instanceof DiscordAPIError ? error.code : String(error);
    }
  }),
  testCommand('deferred-slow', 'public', async (interaction) => {
    await acknowledgeNow(interaction);
    await sleep(3_200);
    await interaction.editReply('done after the deadline, thanks to the defer');
  }),
  testCommand('twice', 'public', async (interaction) => {
    await interaction.reply('first');
    try {
      // Bypass discord.js' own guard to send a second callback, as a buggy bot could.
      await interaction.client.rest.post(`/interactions/${interaction.id}/${interaction.token}/callback`, {
        body: { type: 4, data: { content: 'second' } },
        auth: false,
      });
      outcomes['twice'] = 'accepted';
    } catch (error) {
      outcomes['twice'] = error instanceof DiscordAPIError ? error.code : String(error);
    }
  }),
  testCommand('huge', 'public', async (interaction) => {
    try {
      await interaction.editReply({ files: [new AttachmentBuilder(Buffer.alloc(2048, 1), { name: 'big.bin' })] });
      outcomes['huge'] = 'accepted';
    } catch (error) {
      outcomes['huge'] = error instanceof DiscordAPIError ? error.code : String(error);
    }
  }),
  testCommand('post', 'private', async (interaction) => {
    const channel = interaction.channel;
    if (!channel?.isSendable()) throw new Error('not sendable');
    const thread = 'threads' in channel ? await channel.threads.create({ name: 'game-1' }) : undefined;
    const message = await thread!.send({
      content: 'status',
      files: [new AttachmentBuilder(Buffer.from('png-ish'), { name: 'map.png' })],
    });
    await message.pin();
    await message.edit({ content: 'status, edited' });
    await interaction.editReply({ content: 'posted' });
  }),
  testCommand('followup-after-defer', 'public', async (interaction) => {
    // A buggy bot: a "private" follow-up right after a public deferral, sent straight to the webhook (the bot's
    // own followUp would remove the placeholder first).
    await acknowledgeNow(interaction);
    await interaction.webhook.send({ content: 'meant to be private', flags: MessageFlags.Ephemeral });
  }),
  testCommand('edit-before-callback', 'public', async (interaction) => {
    try {
      await interaction.client.rest.patch(Routes.webhookMessage(interaction.applicationId, interaction.token), {
        body: { content: 'edited before any answer' },
        auth: false,
      });
      outcomes['edit-before-callback'] = 'accepted';
    } catch (error) {
      outcomes['edit-before-callback'] = error instanceof DiscordAPIError ? error.code : String(error);
    }
    await interaction.reply({ content: 'answered after all', flags: MessageFlags.Ephemeral });
  }),
  testCommand('crash-after-defer', 'public', async (interaction) => {
    await acknowledgeNow(interaction);
    throw new Error('a bug after the public deferral');
  }),
  testCommand('crash-after-private-defer', 'private', async (interaction) => {
    await acknowledgeNow(interaction);
    throw new Error('a bug after the private deferral');
  }),
  testCommand('crash-at-once', 'public', async () => {
    throw new Error('a bug before any answer');
  }),
];

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    commands,
    sandbox: { attachmentSizeLimit: 1024 },
    answerBudgetMs: Number.POSITIVE_INFINITY,
  });
});
afterAll(async () => harness?.close());

describe('the sandbox answers as Discord does', () => {
  it('a first answer later than 3 s gets 10062 Unknown interaction', async () => {
    const handle = harness.sandbox.invokeCommand({ user: 'bruno', channel: 'general', command: 'late' });
    await harness.sandbox.waitFor(() => outcomes['late'], 6_000);
    expect(outcomes['late']).toBe(10062);
    expect(handle.record.callbackType).toBeUndefined();
    expect(harness.sandbox.calls.some((c) => c.path.includes(`/interactions/${handle.id}/`) && c.status === 404)).toBe(
      true,
    );
  });

  it('a command acknowledged first may take longer than 3 s and still answer', async () => {
    const handle = harness.sandbox.invokeCommand({ user: 'bruno', channel: 'general', command: 'deferred-slow' });
    expect(await handle.acknowledged(1_000)).toBe(5);
    const reply = await handle.response(6_000);
    expect(reply.json['content']).toBe('done after the deadline, thanks to the defer');
  });

  it('an edit of @original before any callback gets 10015 Unknown Webhook, and the callback still works', async () => {
    const handle = harness.sandbox.invokeCommand({
      user: 'bruno',
      channel: 'general',
      command: 'edit-before-callback',
    });
    const reply = await handle.response();
    expect(outcomes['edit-before-callback']).toBe(10015);
    expect(reply.json['content']).toBe('answered after all');
    expect(handle.record.callbackType).toBe(4);
  });

  it('a second callback gets 40060 already acknowledged', async () => {
    harness.sandbox.invokeCommand({ user: 'bruno', channel: 'general', command: 'twice' });
    await harness.sandbox.waitFor(() => outcomes['twice']);
    expect(outcomes['twice']).toBe(40060);
  });

  it('an attachment over the size limit gets 40005', async () => {
    harness.sandbox.invokeCommand({ user: 'bruno', channel: 'general', command: 'huge' });
    await harness.sandbox.waitFor(() => outcomes['huge']);
    expect(outcomes['huge']).toBe(40005);
  });

  it('threads, multipart messages, pins and edits are recorded', async () => {
    const handle = harness.sandbox.invokeCommand({ user: 'alice', channel: 'partite', command: 'post' });
    const reply = await handle.response();
    expect(reply.visibleTo).toBe(harness.sandbox.users!.alice.id);
    const [thread] = harness.sandbox.threads('partite');
    expect(thread?.name).toBe('game-1');
    const [status] = harness.sandbox.messages(thread!.id);
    expect(status?.json).toMatchObject({ content: 'status, edited', pinned: true });
    const attachment = (status?.json['attachments'] as Array<{ url: string; filename: string }>)[0];
    expect(attachment?.filename).toBe('map.png');
    const body = await (await fetch(attachment!.url)).text();
    expect(body).toBe('png-ish');
  });

  it('a 429 with retry-after is waited out and retried by discord.js', async () => {
    harness.sandbox.injectFault({ method: 'POST', path: /\/callback$/, status: 429, retryAfter: 0.3 });
    const started = Date.now();
    const reply = await harness.sandbox
      .invokeCommand({ user: 'bruno', channel: 'general', command: 'roll', options: { dice: '1d6' } })
      .response();
    // The retry-after header says 1 s (Discord rounds the header up; the body says 0.3).
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(reply.json['content']).toMatch(/rolled `1d6`/);
    expect(harness.sandbox.calls.filter((c) => c.path.endsWith('/callback') && c.status === 429)).toHaveLength(1);
  });

  it('after a gateway RECONNECT the client resumes its session and keeps serving', async () => {
    const resumed = new Promise((resolve) => harness.bot.client.once(Events.ShardResume, resolve));
    harness.sandbox.gateway.requestReconnect();
    await resumed;
    expect(harness.sandbox.gateway.received.get(6)).toBeGreaterThanOrEqual(1);
    const reply = await harness.sandbox
      .invokeCommand({ user: 'bruno', channel: 'general', command: 'roll', options: { dice: '1d4' } })
      .response();
    expect(reply.json['content']).toMatch(/1d4/);
  });

  it('the first follow-up after a public deferral becomes the deferred message, public whatever its flags', async () => {
    const reply = await harness.sandbox
      .invokeCommand({ user: 'bruno', channel: 'general', command: 'followup-after-defer' })
      .answer();
    expect(reply.json['content']).toBe('meant to be private');
    expect(reply.visibleTo).toBeUndefined();
  });

  it.each(['crash-after-defer', 'crash-after-private-defer', 'crash-at-once'])(
    'the apology for an internal error after %s is private, and no public placeholder is left',
    async (command) => {
      const before = harness.sandbox.messages('general').length;
      const apology = await harness.sandbox.invokeCommand({ user: 'carla', channel: 'general', command }).answer();
      expect(apology.visibleTo).toBe(harness.sandbox.users!.carla.id);
      expect(String(apology.json['content'])).toMatch(/ref [0-9a-f]{8}|rif\. [0-9a-f]{8}|[0-9a-f]{8}/);
      expect(harness.sandbox.messages('general').length).toBe(before);
    },
  );

  it('refuses a REST call without the bot token', async () => {
    const response = await fetch(
      `${harness.sandbox.apiUrl}/v10/channels/${harness.sandbox.channels!.general.id}/messages`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'spoofed' }),
      },
    );
    expect(response.status).toBe(401);
  });
});
