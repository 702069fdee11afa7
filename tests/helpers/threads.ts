import type { JsonObject, MessageRecord } from '../../src/sandbox/model.js';
import type { Harness } from './harness.js';

/** Game threads in the sandbox as the end-to-end tests drive them: start a game, end a turn, read its messages. */

export type Locale = 'it' | 'en-US';

export const content = (m: { json: JsonObject }): string => String(m.json['content'] ?? '');
export const attachments = (m: { json: JsonObject }): JsonObject[] =>
  (m.json['attachments'] as JsonObject[] | undefined) ?? [];
/** The thread's messages that carry a picture. */
export const pictures = (h: Harness, thread: string): MessageRecord[] =>
  h.sandbox.messages(thread).filter((m) => attachments(m).length > 0);

/** `/game new` in #partite by `user`; the new game's thread. */
export async function newGameThread(
  h: Harness,
  game: { game: string; scenario: string; side: string; opponent: string },
  user = 'alice',
  locale?: Locale,
): Promise<string> {
  await h.sandbox
    .invokeCommand({ user, channel: 'partite', command: 'game new', options: game, ...(locale ? { locale } : {}) })
    .response();
  const thread = h.sandbox.threads('partite').at(-1)!.id;
  await h.rendersIdle();
  return thread;
}

/** The player ends their turn through /act, picking "End your turn" as they would. */
export async function endTurn(h: Harness, thread: string, user: string, locale?: Locale): Promise<void> {
  const choices = await h.sandbox.autocomplete({
    user,
    channel: thread,
    command: 'act',
    options: { action: 'turn' },
    focused: 'action',
    ...(locale ? { locale } : {}),
  });
  const end = choices.find((c) => /End your turn|Termina il turno/.test(c.name));
  if (!end) throw new Error(`no end of turn for ${user}: ${JSON.stringify(choices)}`);
  await h.sandbox
    .invokeCommand({
      user,
      channel: thread,
      command: 'act',
      options: { action: String(end.value) },
      ...(locale ? { locale } : {}),
    })
    .response();
}
