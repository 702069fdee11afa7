import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GameEvent, GameModule, Menu, Outcome, SideId, View } from '../../src/engine/core/game.js';
import {
  answerKeyNumber,
  askMenu,
  askPrompt,
  counterValue,
  describeLearned,
  isLearnedEvent,
  learnFromAnswer,
  packWithLearned,
  type LearnedAsk,
  type LearnedBook,
} from '../../src/engine/core/learned.js';
import { loc } from '../../src/engine/core/localized.js';
import { validatePack, type Pack } from '../../src/engine/core/pack.js';
import { verifyCommand } from '../../src/cli/games.js';
import { demoPack } from '../../src/engine/games/freeplay/demo-pack.js';
import { fullExportSchema, verifyExport } from '../../src/engine/verify.js';
import { exportGame, type PublicExport } from '../../src/store/export.js';
import { GameService } from '../../src/store/games.js';
import { RedisGameStore } from '../../src/store/redis-store.js';
import { dropPrefix, testPrefix, testRedis } from '../helpers/redis.js';

/**
 * `/game export` of a game whose module learned values the book lacks (issues 24–27, "values the book lacks"): the
 * export carries them as the pack fields they fill, the verification replays them, and the pack they make is valid.
 * The module is a tiny one made here: the test is of the export, not of any game's rules.
 */

// The demo pack, with the attack value of blue's 1st Inf and red's 1st Inf unprinted (as a book would leave them).
function pack(): Pack {
  const data = demoPack();
  const blank = (id: string) => {
    const counter = data.counters.find((c) => c.id === id)!;
    return { ...counter, values: [null, ...counter.values.slice(1)] };
  };
  return { ...data, counters: data.counters.map((c) => (c.id === 'b1' || c.id === 'r1' ? blank(c.id) : c)) };
}

interface State {
  readonly turn: number;
  readonly asking?: LearnedAsk;
  readonly learned: LearnedBook;
  readonly over: boolean;
}

const action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fight'), unit: z.string() }),
  z.object({ type: z.literal('tell'), number: z.number().int() }),
  z.object({ type: z.literal('end') }),
]);
type Action = z.infer<typeof action>;

function learning(data: Pack): GameModule<State, Action> {
  const owner = (unit: string): SideId => (unit.startsWith('b') ? 'blue' : 'red');
  const ok = (state: State, events: GameEvent[]): Outcome<State> => ({ ok: true, state, events });
  return {
    id: 'learning-test',
    title: loc('Learning test', 'Prova di apprendimento'),
    action,
    rulings: [],
    scenarios: () => [
      {
        id: 'meeting',
        title: loc('Meeting', 'Incontro'),
        sides: [
          { id: 'blue', name: loc('Blue', 'Blu'), color: '#0000ff' },
          { id: 'red', name: loc('Red', 'Rosso'), color: '#ff0000' },
        ],
      },
    ],
    setup: () => ok({ turn: 1, learned: [], over: false }, [{ kind: 'setup' }]),
    view(state): View {
      return {
        status: {
          turn: state.turn,
          phase: loc('Fight', 'Combattimento'),
          active: state.over ? [] : state.asking ? [state.asking.side] : ['blue', 'red'],
          ...(state.over ? { over: { reason: loc('Ended', 'Finita') } } : {}),
        },
        prompt: state.asking ? askPrompt(state.asking) : loc('Fight or end', 'Combatti o termina'),
        pieces: [],
        highlights: {},
      };
    },
    menu(state, side): Menu {
      if (state.asking)
        return state.asking.side === side ? askMenu(state.asking) : { title: loc('Wait', 'Attendi'), items: [] };
      return {
        title: loc('Fight', 'Combatti'),
        items: [
          { kind: 'action', key: `fight/${side === 'blue' ? 'b1' : 'r1'}`, label: loc('Fight', 'Combatti') },
          { kind: 'action', key: 'end', label: loc('End', 'Fine') },
        ],
      };
    },
    decode(_state, key) {
      const number = answerKeyNumber(key);
      if (number !== undefined) return { type: 'tell', number };
      if (key === 'end') return { type: 'end' };
      return key.startsWith('fight/') ? { type: 'fight', unit: key.slice('fight/'.length) } : undefined;
    },
    apply(state, by, act): Outcome<State> {
      const refused = (code: string) => ({ ok: false as const, error: { rule: '1', code, message: loc(code, code) } });
      switch (act.type) {
        case 'fight': {
          if (state.asking) return refused('asking');
          const counter = data.counters.find((c) => c.id === act.unit)!;
          const attack = counterValue(counter, 'A', state.learned);
          if (attack !== undefined) return ok(state, [{ kind: 'fought', unit: act.unit, attack }]);
          const asking: LearnedAsk = {
            subject: { kind: 'counter', counter: counter.id, value: 'A' },
            side: owner(counter.id),
            rule: '1',
            what: loc('attack (A)', 'attacco (A)'),
            on: loc(counter.name, counter.name),
            min: 0,
            max: 9,
          };
          return ok({ ...state, asking }, [{ kind: 'asked', unit: act.unit }]);
        }
        case 'tell': {
          if (!state.asking) return refused('not-asking');
          // Red's counters are face down to blue in this test game: what red tells stays red's until the end.
          const answer = learnFromAnswer(state.learned, state.asking, {
            number: act.number,
            by,
            turn: state.turn,
            hidden: by === 'red',
          });
          if (!answer.ok) return answer;
          const { asking: _asked, ...rest } = state;
          return ok({ ...rest, learned: answer.book }, [answer.event]);
        }
        case 'end':
          return ok({ ...state, over: true }, [{ kind: 'ended' }]);
      }
    },
    describe: (event) => (isLearnedEvent(event) ? describeLearned(event) : loc(event.kind, event.kind)),
    learned: (state) => state.learned,
  };
}

const redis = testRedis();
const prefixes: string[] = [];
afterAll(async () => {
  for (const prefix of prefixes) await dropPrefix(redis, prefix);
  redis.disconnect();
});

async function start() {
  const prefix = testPrefix('export-learned');
  prefixes.push(prefix);
  const data = pack();
  const module = learning(data);
  const games = new GameService(
    new RedisGameStore(redis, prefix),
    { get: async (ref) => (ref.id === data.id ? data : undefined) },
    () => 1_000,
    () => module,
  );
  const created = await games.create({
    channelId: 'c1',
    guildId: 'g1',
    pack: data,
    packRef: { id: data.id, version: data.version },
    scenario: 'meeting',
    createdBy: 'u-blue',
    seats: { blue: 'u-blue', red: 'u-red' },
    seed: Buffer.alloc(32, 7),
  });
  expect(created.kind).toBe('created');
  const act = async (side: 'blue' | 'red', key: string) => {
    const decoded = module.decode((await games.load('c1'))!.game.state as State, key);
    return games.act('c1', { actor: { userId: `u-${side}`, side }, action: decoded });
  };
  return { games, module, data, act };
}

describe('values the book lacks: /game export', () => {
  it('asks the owner once, refuses another side and a number off the counter, and exports what was learned', async () => {
    const { games, module, data, act } = await start();
    expect((await act('blue', 'fight/b1')).kind).toBe('applied');
    const notRed = await act('red', 'value/5');
    expect(notRed.kind === 'rule' && notRed.error.code).toBe('learned-not-asked');
    const tooBig = await act('blue', 'value/12');
    expect(tooBig.kind === 'rule' && tooBig.error.message.it).toBe(
      '12 non può essere il valore attacco (A) di 1st Inf: indica un numero intero da 0 a 9.',
    );
    expect((await act('blue', 'value/5')).kind).toBe('applied');
    const again = await act('blue', 'fight/b1');
    expect(again.kind === 'applied' && again.entry.events).toEqual([{ kind: 'fought', unit: 'b1', attack: 5 }]);
    expect((await act('red', 'fight/r1')).kind).toBe('applied');
    expect((await act('red', 'value/3')).kind).toBe('applied');

    // Before the end: the values every player may see, not red's hidden one.
    const during = (await exportGame(games, 'c1')) as PublicExport;
    expect(during.full).toBe(false);
    expect(during.learned).toEqual({
      values: [{ subject: { kind: 'counter', counter: 'b1', value: 'A' }, number: 5, by: 'blue', turn: 1, v: 2 }],
      pack: {
        counters: [{ id: 'b1', valueNames: ['A', 'D', 'M'], values: [5, 4, 3], reduced: [2, 2, 3] }],
        places: [],
        tables: {},
      },
    });
    expect(during.log.map((l) => l.text.en)).toContain(
      'The attack (A) printed on 1st Inf is 5, as its player says: recorded, it will not be asked again.',
    );
    expect(JSON.stringify(during)).not.toMatch(/"r1"/);

    // After the end: every value learned, verified by replaying the log, and a pack a club can load.
    expect((await act('blue', 'end')).kind).toBe('applied');
    const exported = fullExportSchema.parse(await exportGame(games, 'c1'));
    expect(exported.learned?.values.map((v) => [v.subject, v.number, v.by, v.v])).toEqual([
      [{ kind: 'counter', counter: 'b1', value: 'A' }, 5, 'blue', 2],
      [{ kind: 'counter', counter: 'r1', value: 'A' }, 3, 'red', 5],
    ]);
    expect(verifyExport(exported, module, data)).toEqual({ ok: true, rolls: 0, actions: 6 });
    const club = validatePack(packWithLearned(data, exported.learned!.pack));
    expect(club.ok ? [] : club.errors).toEqual([]);
    const counters = club.ok ? club.pack.counters : [];
    expect(counters.filter((c) => c.id === 'b1' || c.id === 'r1').map((c) => c.values[0])).toEqual([5, 3]);
  });

  it('rejects an export whose learned values were altered or dropped', async () => {
    const { games, module, data, act } = await start();
    await act('blue', 'fight/b1');
    await act('blue', 'value/5');
    await act('blue', 'end');
    const exported = fullExportSchema.parse(await exportGame(games, 'c1'));
    const learned = exported.learned!;
    const altered = {
      ...exported,
      learned: { ...learned, values: learned.values.map((v) => ({ ...v, number: 6 })) },
    };
    expect(verifyExport(altered, module, data)).toEqual({
      ok: false,
      problem: 'the learned values are not those the game learned',
    });
    const { learned: _dropped, ...without } = exported;
    expect(verifyExport(without, module, data)).toEqual({
      ok: false,
      problem: 'the export lacks the values the game learned',
    });
  });

  it('umpire verify --learned prints the pack with the learned values once the game verifies', async () => {
    const { games, module, act } = await start();
    await act('blue', 'fight/b1');
    await act('blue', 'value/5');
    await act('red', 'fight/r1');
    await act('red', 'value/3');
    await act('red', 'end');
    const file = Buffer.from(JSON.stringify(await exportGame(games, 'c1')));
    const run = async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l), readFile: async () => file };
      return { code: await verifyCommand(argv, io, () => module), out, err };
    };
    const plain = await run(['game.json']);
    expect(plain.code).toBe(0);
    expect(plain.out[0]).toMatch(/; 2 values learned from the players \(--learned prints the pack with them\)\.$/);
    const learned = await run(['--learned', 'game.json']);
    expect(learned.code).toBe(0);
    expect(learned.err[0]).toMatch(/^OK: /);
    expect(learned.err[1]).toBe(
      'Filled in: 2 counter(s), 0 place(s). Give it a new version before /pack import, so that games played on this one still verify.',
    );
    const printed = validatePack(JSON.parse(learned.out.join('\n')));
    expect(printed.ok && printed.pack.counters.filter((c) => c.values[0] === null).map((c) => c.id)).toEqual([]);
    expect(printed.ok && printed.pack.counters.find((c) => c.id === 'r1')!.values).toEqual([3, 4, 3]);
  });
});
