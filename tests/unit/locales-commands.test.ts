import { describe, expect, it } from 'vitest';
import { en } from '../../src/bot/locales/en.js';
import { it as italian } from '../../src/bot/locales/it.js';
import { COMMANDS } from '../../src/commands/index.js';

/**
 * A text names the commands as its reader sees them in Discord (issue 18.4): Italian texts the Italian command,
 * subcommand and option names (`/partita nuova gioco:…`), English texts the English ones.
 */
interface Names {
  readonly name: { en: string; it: string };
  readonly subs: Map<string, { en: string; it: string; options: Map<string, { en: string; it: string }> }>;
  readonly options: Map<string, { en: string; it: string }>;
}
interface Json {
  name: string;
  type?: number;
  name_localizations?: { it?: string };
  options?: Json[];
}
const both = (o: Json) => ({ en: o.name, it: o.name_localizations?.it ?? o.name });
const optionsOf = (o: Json) =>
  new Map((o.options ?? []).filter((x) => x.type !== 1 && x.type !== 2).map((x) => [x.name, both(x)]));
const commands: Names[] = COMMANDS.map((c) => {
  const data = c.data as unknown as Json;
  return {
    name: both(data),
    subs: new Map(
      (data.options ?? []).filter((o) => o.type === 1).map((o) => [o.name, { ...both(o), options: optionsOf(o) }]),
    ),
    options: optionsOf(data),
  };
});

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

/** Each mention of a command in `text` whose names are not `lang`'s, as `<what> <found> (should be <wanted>)`. */
function misnamed(text: string, lang: 'en' | 'it'): string[] {
  const wrong: string[] = [];
  for (const m of text.matchAll(/(?<![\w.])\/([a-z0-9-]+)((?: [a-z-]+(?::[^\s`,)]*)?)*)/g)) {
    const command = commands.find((c) => c.name.en === m[1] || c.name.it === m[1]);
    if (!command) continue;
    if (command.name[lang] !== m[1]) wrong.push(`/${m[1]} (should be /${command.name[lang]})`);
    const words = m[2]!.trim().split(' ').filter(Boolean);
    let options = command.options;
    const first = words[0];
    if (first && !first.includes(':')) {
      const sub = [...command.subs.values()].find((s) => s.en === first || s.it === first);
      if (!sub) continue;
      if (sub[lang] !== first) wrong.push(`/${m[1]} ${first} (should be ${sub[lang]})`);
      options = sub.options;
      words.shift();
    }
    for (const word of words) {
      const name = word.split(':')[0]!;
      if (!word.includes(':')) break;
      const option = [...options.values()].find((o) => o.en === name || o.it === name);
      if (option && option[lang] !== name) wrong.push(`${name}: (should be ${option[lang]}:)`);
    }
  }
  return wrong;
}

describe('texts name the commands in their reader’s language', () => {
  for (const [lang, messages] of [
    ['it', italian],
    ['en', en],
  ] as const) {
    it(`${lang}: every command, subcommand and option named is the ${lang} one`, () => {
      const found = strings(messages).flatMap(([path, text]) => misnamed(text, lang).map((w) => `${path}: ${w}`));
      expect(found).toEqual([]);
    });
  }

  it('the check sees a wrong name', () => {
    expect(misnamed('usa /game new game:demo', 'it')).toEqual([
      '/game (should be /partita)',
      '/game new (should be nuova)',
      'game: (should be gioco:)',
    ]);
  });
});

describe('command descriptions fit Discord’s 100 characters as written', () => {
  // The builders clip a longer description with "…" (src/commands/builders.ts): what Discord shows would be cut off.
  interface Described {
    description?: string;
    description_localizations?: { it?: string };
    name: string;
    options?: Described[];
  }
  const clipped = (o: Described, path: string): string[] => [
    ...[o.description, o.description_localizations?.it]
      .filter((d): d is string => d !== undefined && d.endsWith('…'))
      .map((d) => `${path}: ${d}`),
    ...(o.options ?? []).flatMap((x) => clipped(x, `${path} ${x.name}`)),
  ];

  it('no command, subcommand or option description in English or Italian is cut', () => {
    expect(
      COMMANDS.flatMap((c) => clipped(c.data as unknown as Described, `/${(c.data as unknown as Described).name}`)),
    ).toEqual([]);
  });
});
