import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.js';
import { built, module } from './build.js';

/**
 * A refusal's words as the bot shows them: it prints the rule after the words ("⛔ … (regola 7.34)"), so the words
 * carry no rule number of their own, and name the units by their counters (the bot's end-to-end test read
 * "… se ne hanno 5 (7.34) (7.34) (regola 7.34)" and "fr-CM-1 non può muovere ora.").
 */
const refusal = (state: ReturnType<typeof built>, key: string) => {
  const out = module.apply(state, 'french', module.decode(state, key)!, new SeededDice(new Uint8Array(32), 't', 0));
  if (out.ok) throw new Error(`${key} was applied`);
  return out.error;
};
const moving = () =>
  built({ step: 'move', side: 'french', units: { 'fr-CM-1': { at: '4616' } }, learned: { 'fr-CM-1': { MA: 4 } } });

describe('refusals name their rule once, as the bot prints it', () => {
  it('7.34: four hexes with 4 MP are legal; a fifth is refused, the rule given once, by the refusal’s rule', () => {
    expect(
      module.apply(
        moving(),
        'french',
        module.decode(moving(), 'move/fr-CM-1/4617.4618.4619.4620')!,
        new SeededDice(new Uint8Array(32), 't', 0),
      ).ok,
    ).toBe(true);
    const error = refusal(moving(), 'move/fr-CM-1/4617.4618.4619.4620.4621');
    expect(error.rule).toBe('7.34');
    expect(error.message.it).toBe('MP insufficienti per entrare in 4621: servono 5 MP, se ne hanno 4');
    expect(error.message.en).toBe('not enough MP to enter 4621: 5 MP needed, 4 available');
  });

  it('6.21: a fourth unit in a hex is refused with the rule once; three are legal', () => {
    const s = built({
      step: 'move',
      side: 'french',
      units: {
        'fr-CM-1': { at: '4616' },
        'fr-CM-2': { at: '4617' },
        'fr-CM-3': { at: '4617' },
        'fr-CM-4': { at: '4617' },
      },
      learned: { 'fr-CM-1': { MA: 4 } },
    });
    const error = refusal(s, 'move/fr-CM-1/4617');
    expect(error.rule).toBe('6.21');
    expect(error.message.it).toMatch(/^non vi possono mai essere più di 3 unità combattenti nello stesso esagono: 4$/);
    const three = built({
      step: 'move',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'fr-CM-2': { at: '4617' }, 'fr-CM-3': { at: '4617' } },
      learned: { 'fr-CM-1': { MA: 4 } },
    });
    expect(
      module.apply(
        three,
        'french',
        module.decode(three, 'move/fr-CM-1/4617')!,
        new SeededDice(new Uint8Array(32), 't', 0),
      ).ok,
    ).toBe(true);
  });

  it('7.31: a unit that moved is named by its counter, not its id, and the rule is not repeated', () => {
    const s = moving();
    const moved = module.apply(
      s,
      'french',
      module.decode(s, 'move/fr-CM-1/4617')!,
      new SeededDice(new Uint8Array(32), 't', 0),
    );
    if (!moved.ok) throw new Error('move');
    const error = refusal(moved.state, 'move/fr-CM-1/4618');
    expect(error.rule).toBe('7.31');
    expect(error.message.it).toBe('Compans (CM) 1 non può muovere ora.');
    expect(error.message.en).toBe('Compans (CM) 1 may not move now.');
  });
});
