import { describe, expect, it } from 'vitest';
import { parseForce } from '../../../../src/engine/games/grand-illusion/notation.js';
import { parseFort } from '../../../../src/engine/games/grand-illusion/notation.js';
import { problemWords } from '../../../../src/engine/games/grand-illusion/words.js';

describe('fort notation', () => {
  it('reads a roster name, a name at its current strength, and printed steps', () => {
    expect(parseFort('maubeuge')).toMatchObject({ ok: true, value: { label: 'Maubeuge', garrisoned: true } });
    const at = parseFort('toul@3');
    expect(at.ok && at.value.steps).toEqual([
      { cs: 3, defence: 2 },
      { cs: 2, defence: 2 },
    ]);
    const printed = parseFort('Namur=3 [+1] / 2 [+1]');
    expect(printed).toMatchObject({
      ok: true,
      value: {
        label: 'namur',
        steps: [
          { cs: 3, defence: 1 },
          { cs: 2, defence: 1 },
        ],
      },
    });
  });

  it('refuses what it cannot read, saying what it expects', () => {
    for (const bad of ['5+/4', 'toul@9', 'metz', '1/2/3/4/5', 'x']) {
      const out = parseFort(bad);
      expect(out.ok).toBe(false);
      expect(!out.ok && problemWords(out.problem).it.length).toBeGreaterThan(0);
    }
  });
});

describe('force notation', () => {
  it('reads labels, CS pairs, nationalities, kinds, flags and pairs of divisions', () => {
    const out = parseForce('XIV=6/4 fr corps alpine, 3 gb div & 2 in div dis, 1 be cav-bde, toul', 'D');
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value.side).toBe('allied');
    const [xiv, pair, cav, fort] = out.value.groups;
    expect(xiv?.[0]).toMatchObject({
      label: 'XIV',
      cs: 6,
      disorganizedCs: 4,
      nationality: 'french',
      size: 'corps',
      alpine: true,
    });
    expect(pair?.map((u) => u.label)).toEqual(['D2 (3 gb div)', 'D3 (2 gb div dis)']);
    expect(cav?.[0]).toMatchObject({ arm: 'cavalry', size: 'brigade', nationality: 'belgian' });
    expect(fort?.[0]).toMatchObject({ kind: 'fort', label: 'Toul', side: 'allied' });
  });

  it('a German force with Metz is German; mixing sides is refused', () => {
    expect(parseForce('5 bav corps, fort 5/3', 'D')).toMatchObject({ ok: true, value: { side: 'german' } });
    expect(parseForce('5 de corps, toul', 'D').ok).toBe(false);
    expect(parseForce('5 de corps, 4 fr corps', 'D').ok).toBe(false);
  });

  it('refuses pairs the Battle Map does not allow (9.2.2)', () => {
    for (const bad of [
      '4 fr corps & 2 fr div',
      '2 fr div & 2 fr cav',
      '2 fr div & 2 be div',
      'toul & 2 fr div',
      '2 fr div & 2 fr div & 2 fr div',
    ])
      expect(parseForce(bad, 'A').ok).toBe(false);
  });
});
