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
  game: { game: string; scenario: string; side: string; opponent: string; options?: string },
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

/** A message's components, the action rows flattened. */
export const components = (m: MessageRecord): JsonObject[] =>
  ((m.json['components'] as JsonObject[] | undefined) ?? []).flatMap(
    (row) => (row['components'] as JsonObject[]) ?? [],
  );

/** The message's select menu, if it has one. */
export const selectOf = (m: MessageRecord) =>
  components(m).find((c) => c['type'] === 3) as
    { custom_id: string; options: { label: string; value: string }[] } | undefined;

/**
 * `user` opens /play in the thread and walks its menu: each step the label of a select option or of a button; the
 * menu as it stands after the last step.
 */
export async function playPath(
  h: Harness,
  thread: string,
  user: string,
  steps: readonly RegExp[],
  locale?: Locale,
): Promise<MessageRecord> {
  let menu = await h.sandbox
    .invokeCommand({ user, channel: thread, command: 'play', ...(locale ? { locale } : {}) })
    .response();
  for (const step of steps) {
    const list = selectOf(menu);
    const option = list?.options.find((o) => step.test(o.label));
    const id = String(menu.json['id']);
    const before = JSON.stringify(menu.json);
    let handle;
    if (option)
      handle = h.sandbox.selectMenu({
        user,
        message: id,
        customId: list!.custom_id,
        values: [option.value],
        ...(locale ? { locale } : {}),
      });
    else {
      const button = components(menu).find((c) => c['type'] === 2 && step.test(String(c['label'])));
      if (!button) {
        const labels = components(menu)
          .filter((c) => c['type'] === 2)
          .map((c) => String(c['label']));
        throw new Error(`no ${step} in ${JSON.stringify([...labels, ...(list?.options ?? [])])}`);
      }
      handle = h.sandbox.clickButton({
        user,
        message: id,
        customId: String(button['custom_id']),
        ...(locale ? { locale } : {}),
      });
    }
    await handle.acknowledged();
    menu = await h.sandbox.waitFor(() => {
      const now = h.sandbox.model.messages.get(id)!;
      return JSON.stringify(now.json) !== before ? now : undefined;
    });
  }
  return menu;
}
