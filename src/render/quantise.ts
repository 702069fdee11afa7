/**
 * An opaque picture's pixels as at most 256 colours, for an indexed-colour PNG (png.ts): a quarter of the bytes
 * to deflate, and flat map art compresses far better as one byte a pixel. A picture of 256 colours or fewer is
 * kept exactly. Otherwise (antialiased edges and text make thousands of colours, almost all of them a few
 * pixels each) the palette is the picture's own commonest colours, each kept only if it is at least MIN_SPREAD
 * away from those already taken, so that the slots go to the flat colours and to a spread of the blends between
 * them rather than to near-copies of one colour; every other colour is drawn as its nearest palette colour.
 * The flat colours (grounds, counters, ink) are kept exactly, so text keeps its contrast; the measured error
 * stays on edge pixels (tests/unit/render/quantise.test.ts and the legibility tests check both).
 *
 * Per picture, not per pack: a palette made once per pack would miss what a later picture adds (a nation's
 * counters, a highlight), and the cost of making one is a few milliseconds of typed-array work.
 */

/** A colour covering this share of the picture (a ground, a counter, ink) is always kept exactly. */
export const AREA = 1 / 4000;
/** Colours from the commonest down considered for the palette (the rest are a pixel or two each). */
const CANDIDATES = 2048;
/** Smallest RGB distance between two colours chosen by popularity (measured: 8 gives the fewest bytes). */
const MIN_SPREAD = 8;
const EMPTY = -1;
/** Colours of fewer pixels than this are not sorted by popularity (edge pixels: thousands of them). */
const RARE = 8;
/** The runs of the last picture (end, colour slot), kept between pictures like png.ts's scanlines. */
let runs: Int32Array | undefined;

export interface Quantised {
  /** RGB triplets, at most 256. */
  readonly palette: Uint8Array;
  /** The PNG scanlines: per row a filter byte (0), then one palette index a pixel. */
  readonly indices: Buffer;
  /** The picture's distinct colours. */
  readonly colours: number;
  /** Whether every pixel is its own colour (256 colours or fewer). */
  readonly exact: boolean;
  /** The largest RGB distance between a pixel and its palette colour. */
  readonly maxError: number;
}

/** A hash table of colours (RGB as 24 bits): count, then palette index. Open addressing, grown at half full. */
class ColourTable {
  keys: Int32Array;
  counts: Float64Array;
  index: Uint8Array;
  size = 0;
  bits: number;

  constructor(bits = 14) {
    this.bits = bits;
    this.keys = new Int32Array(1 << bits).fill(EMPTY);
    this.counts = new Float64Array(1 << bits);
    this.index = new Uint8Array(1 << bits);
  }

  /** The slot of `key`, added if new (the caller grows the table in time). */
  slot(key: number): number {
    const mask = (1 << this.bits) - 1;
    let at = Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
    for (;;) {
      const k = this.keys[at]!;
      if (k === key) return at;
      if (k === EMPTY) {
        this.keys[at] = key;
        this.size++;
        return at;
      }
      at = (at + 1) & mask;
    }
  }

  /** Doubles the table; returns each old slot's new one. */
  grow(): Int32Array {
    const { keys, counts } = this;
    const moved = new Int32Array(keys.length);
    this.bits++;
    this.keys = new Int32Array(1 << this.bits).fill(EMPTY);
    this.counts = new Float64Array(1 << this.bits);
    this.index = new Uint8Array(1 << this.bits);
    this.size = 0;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === EMPTY) continue;
      moved[i] = this.slot(keys[i]!);
      this.counts[moved[i]!] = counts[i]!;
    }
    return moved;
  }
}

/**
 * Quantises opaque RGBA pixels (canvas byte order R, G, B, A) to an indexed picture. `out`, when given, is the
 * buffer the indices are written to (width + 1 bytes a row; a buffer kept between pictures saves allocating and
 * faulting in a new one each time, but is overwritten by the next call).
 */
export function quantise(rgba: Uint8Array, width: number, height: number, out?: Buffer): Quantised {
  const n = width * height;
  if (rgba.length < n * 4) throw new Error(`quantise: ${rgba.length} bytes for ${width}×${height} RGBA`);
  if (rgba.byteOffset % 4 !== 0) rgba = Uint8Array.from(rgba);
  const px = new Uint32Array(rgba.buffer, rgba.byteOffset, n);

  // Count each colour, a run of equal pixels at a time (flat art is mostly runs), and note the runs, so that
  // writing the indices afterwards needs no hashing. Little-endian: R is the low byte.
  const table = new ColourTable();
  if (!runs || runs.length < 2 * n) runs = new Int32Array(2 * n);
  let nRuns = 0;
  let [keys, counts, shift, mask] = [table.keys, table.counts, 32 - table.bits, table.keys.length - 1];
  for (let y = 0; y < height; y++) {
    const rowEnd = (y + 1) * width;
    for (let i = y * width; i < rowEnd;) {
      const c = px[i]!;
      let j = i + 1;
      while (j < rowEnd && px[j] === c) j++;
      const key = c & 0xffffff;
      let slot = Math.imul(key, 0x9e3779b1) >>> shift;
      while (keys[slot] !== key) {
        if (keys[slot] === EMPTY) {
          if (2 * (table.size + 1) > keys.length) {
            // Grown: the runs noted so far point at the old slots.
            const moved = table.grow();
            for (let r = 1; r < nRuns; r += 2) runs[r] = moved[runs[r]!]!;
            [keys, counts, shift, mask] = [table.keys, table.counts, 32 - table.bits, table.keys.length - 1];
            slot = Math.imul(key, 0x9e3779b1) >>> shift;
            continue;
          }
          keys[slot] = key;
          table.size++;
          break;
        }
        slot = (slot + 1) & mask;
      }
      counts[slot]! += j - i;
      runs[nRuns++] = j;
      runs[nRuns++] = slot;
      i = j;
    }
  }
  // Sorted by count only where it matters: the colours of a few pixels each (most of them) go last, unsorted.
  // The common ones sorted as numbers, most pixels first and then by colour: count × 2^24 + (2^24 - 1 - colour),
  // exact in a double (counts < 2^29), sorted descending by the typed array's own sort, with no comparator to call.
  const rare: number[] = [];
  let common = 0;
  for (let s = 0; s < keys.length; s++) if (keys[s] !== EMPTY && counts[s]! >= RARE) common++;
  const order = new Float64Array(common);
  for (let s = 0, k = 0; s < keys.length; s++) {
    if (keys[s] === EMPTY) continue;
    if (counts[s]! >= RARE) order[k++] = counts[s]! * 0x1000000 + (0xffffff - keys[s]!);
    else rare.push(s);
  }
  order.sort();
  const slots: number[] = [];
  for (let k = common - 1; k >= 0; k--) slots.push(slotOf(table, 0xffffff - (order[k]! % 0x1000000)));
  for (const s of rare) slots.push(s);
  const chosen: number[] = [];
  const exact = slots.length <= 256;
  if (exact) chosen.push(...slots);
  else {
    const spread = MIN_SPREAD * MIN_SPREAD;
    const taken = new Set<number>();
    const area = AREA * n;
    for (let k = 0; k < Math.min(slots.length, CANDIDATES) && chosen.length < 256; k++) {
      const slot = slots[k]!;
      const c = table.keys[slot]!;
      // Visible colours all go in; the rest only when unlike every colour taken.
      if (table.counts[slot]! < area && chosen.some((s) => distance2(c, table.keys[s]!) < spread)) continue;
      chosen.push(slot);
      taken.add(k);
    }
    for (let k = 0; k < slots.length && chosen.length < 256; k++) if (!taken.has(k)) chosen.push(slots[k]!);
  }

  const palette = new Uint8Array(chosen.length * 3);
  const inPalette = new Set<number>();
  chosen.forEach((s, i) => {
    const c = table.keys[s]!;
    palette.set([c & 0xff, (c >>> 8) & 0xff, (c >>> 16) & 0xff], i * 3);
    table.index[s] = i;
    inPalette.add(s);
  });

  // Every other colour: its nearest palette colour.
  let maxError = 0;
  if (!exact) {
    const nearest = new NearestColour(chosen.map((s) => table.keys[s]!));
    for (const s of slots) {
      if (inPalette.has(s)) continue;
      table.index[s] = nearest.find(table.keys[s]!);
      maxError = Math.max(maxError, Math.sqrt(nearest.distance2));
    }
  }

  // Pixel i of the picture is byte i + row + 1 of the scanlines (each row starts with its filter byte, 0).
  const size = (width + 1) * height;
  if (out && out.length !== size) throw new Error(`quantise: a ${out.length}-byte buffer for ${size} bytes of indices`);
  const indices = out ?? Buffer.allocUnsafe(size);
  for (let y = 0; y < height; y++) indices[y * (width + 1)] = 0;
  const index = table.index;
  // Runs never cross rows: each row's first run starts at the row's start.
  for (let r = 0, start = 0, shift = 1, rowEnd = width; r < nRuns; r += 2) {
    if (start === rowEnd) [shift, rowEnd] = [shift + 1, rowEnd + width];
    const end = runs[r]!;
    const value = index[runs[r + 1]!]!;
    if (end - start > 16) indices.fill(value, start + shift, end + shift);
    else for (let k = start + shift; k < end + shift; k++) indices[k] = value;
    start = end;
  }
  return { palette, indices, colours: slots.length, exact, maxError };
}

/** The slot of a colour known to be in the table. */
function slotOf(table: ColourTable, key: number): number {
  const mask = table.keys.length - 1;
  let at = Math.imul(key, 0x9e3779b1) >>> (32 - table.bits);
  while (table.keys[at] !== key) at = (at + 1) & mask;
  return at;
}

/**
 * The nearest of a palette's colours to a colour (RGB distance). The palette sorted by R+G+B bounds the search,
 * since |ΔR + ΔG + ΔB| ≤ √3 × the distance. Of colours equally near, the one found first: the nearest in R+G+B,
 * the brighter first; the same answer whatever else was asked before.
 */
export class NearestColour {
  /** The palette sorted by R+G+B (a stable sort: equal sums keep the palette's order): sums, colours, indices. */
  private readonly sums: Int32Array;
  private readonly colours: Int32Array;
  private readonly indices: Uint8Array;
  /** The squared distance of the colour `find` last returned. */
  distance2 = 0;

  /** `colours`: the palette, RGB as 24 bits (R the low byte), at most 256; `find` returns an index into it. */
  constructor(colours: readonly number[]) {
    const order = colours.map((c, i) => ({ i, c, sum: sum(c) }));
    order.sort((a, b) => a.sum - b.sum);
    this.sums = Int32Array.from(order, (o) => o.sum);
    this.colours = Int32Array.from(order, (o) => o.c);
    this.indices = Uint8Array.from(order, (o) => o.i);
  }

  /** The palette index of the colour nearest `c`; its squared distance is left in `distance2`. */
  find(c: number): number {
    const { sums, colours, indices } = this;
    const n = sums.length;
    const own = sum(c);
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sums[mid]! < own) lo = mid + 1;
      else hi = mid;
    }
    const r = c & 0xff;
    const g = (c >>> 8) & 0xff;
    const b = (c >>> 16) & 0xff;
    let best = Infinity;
    let bestAt = 0;
    // Outwards from the nearest sums, the brighter side first on a tie, until no colour further out can be nearer.
    for (let up = lo, down = lo - 1; up < n || down >= 0;) {
      const dUp = up < n ? sums[up]! - own : Infinity;
      const dDown = down >= 0 ? own - sums[down]! : Infinity;
      const nearer = dUp <= dDown;
      const gap = nearer ? dUp : dDown;
      if (gap * gap > 3 * best) break;
      const at = nearer ? up++ : down--;
      const o = colours[at]!;
      const dr = r - (o & 0xff);
      const dg = g - ((o >>> 8) & 0xff);
      const db = b - ((o >>> 16) & 0xff);
      const d = dr * dr + dg * dg + db * db;
      if (d < best) [best, bestAt] = [d, at];
    }
    this.distance2 = best;
    return indices[bestAt]!;
  }
}

function sum(c: number): number {
  return (c & 0xff) + ((c >>> 8) & 0xff) + ((c >>> 16) & 0xff);
}

function distance2(a: number, b: number): number {
  const dr = (a & 0xff) - (b & 0xff);
  const dg = ((a >>> 8) & 0xff) - ((b >>> 8) & 0xff);
  const db = ((a >>> 16) & 0xff) - ((b >>> 16) & 0xff);
  return dr * dr + dg * dg + db * db;
}
