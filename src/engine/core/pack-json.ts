import type { Pack } from './pack.js';

/**
 * A pack as JSON without what the schema fills in by default (a place's empty `features` and `values`), so a
 * large map stays short. One line: prettier, or any JSON tool, lays it out. Validating it gives the pack back.
 */
export function packJson(pack: Pack): string {
  return JSON.stringify(pack, (key, value: unknown) =>
    (key === 'features' && Array.isArray(value) && value.length === 0) || (key === 'values' && isEmptyRecord(value))
      ? undefined
      : value,
  );
}

function isEmptyRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
