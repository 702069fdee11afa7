import type { z } from 'zod';
import { notationField } from '../../../core/ruling.js';
import type { Force } from '../model.js';
import { parseForce } from '../notation.js';

/** Units in the notation; `maxSpaces` is 1 for a defender and a reserve. */
export function forceField(maxSpaces: number, maxUnits = 12): z.ZodType<Force, string> {
  return notationField((text) => parseForce(text, maxSpaces, maxUnits));
}
