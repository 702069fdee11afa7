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
const AREA = 1 / 4000;
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

/** Quantises opaque RGBA pixels (canvas byte order R, G, B, A) to an indexed picture. */
export function quantise(rgba: Uint8Array, width: number, height: number): Quantised {
  const n = width * height;
  if (rgba.length < n * 4) throw new Error(`quantise: ${rgba.length} bytes for ${width}×${height} RGBA`);
  if (rgba.byteOffset % 4 !== 0) rgba = Uint8Array.from(rgba);
  const px = new Uint32Array(rgba.buffer, rgba.byteOffset, n);

  // Count each colour, a run of equal pixels at a time (flat art is mostly runs), and note the runs, so that
  // writing the indices afterwards needs no hashing. Little-endian: R is the low byte.
  const table = new ColourTable();
  if (!runs || runs.length < 2 * n) runs = new Int32Array(2 * n);
  let nRuns = 0;
  let [keys, shift, mask] = [table.keys, 32 - table.bits, table.keys.length - 1];
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
            [keys, shift, mask] = [table.keys, 32 - table.bits, table.keys.length - 1];
            slot = Math.imul(key, 0x9e3779b1) >>> shift;
            continue;
          }
          keys[slot] = key;
          table.size++;
          break;
        }
        slot = (slot + 1) & mask;
      }
      table.counts[slot]! += j - i;
      runs[nRuns++] = j;
      runs[nRuns++] = slot;
      i = j;
    }
  }
  // Sorted by count only where it matters: the colours of a few pixels each (most of them) go last, unsorted.
  const slots: number[] = [];
  const rare: number[] = [];
  for (let s = 0; s < table.keys.length; s++) {
    if (table.keys[s] === EMPTY) continue;
    (table.counts[s]! >= RARE ? slots : rare).push(s);
  }
  slots.sort((a, b) => table.counts[b]! - table.counts[a]! || table.keys[a]! - table.keys[b]!);
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

  // Every other colour: its nearest palette colour. The palette sorted by R+G+B bounds the search, since
  // |ΔR + ΔG + ΔB| ≤ √3 × the distance.
  let maxError = 0;
  if (!exact) {
    const order = chosen.map((s, i) => ({ i, c: table.keys[s]!, sum: sum(table.keys[s]!) }));
    order.sort((a, b) => a.sum - b.sum);
    const sums = order.map((o) => o.sum);
    for (const s of slots) {
      if (inPalette.has(s)) continue;
      const c = table.keys[s]!;
      const own = sum(c);
      let lo = 0;
      let hi = sums.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sums[mid]! < own) lo = mid + 1;
        else hi = mid;
      }
      let best = Infinity;
      let bestIndex = 0;
      for (let up = lo, down = lo - 1; up < order.length || down >= 0;) {
        const dUp = up < order.length ? order[up]!.sum - own : Infinity;
        const dDown = down >= 0 ? own - order[down]!.sum : Infinity;
        const nearer = dUp <= dDown;
        const gap = nearer ? dUp : dDown;
        if ((gap * gap) / 3 > best) break;
        const o = order[nearer ? up++ : down--]!;
        const d = distance2(c, o.c);
        if (d < best) [best, bestIndex] = [d, o.i];
      }
      table.index[s] = bestIndex;
      maxError = Math.max(maxError, Math.sqrt(best));
    }
  }

  // Pixel i of the picture is byte i + row + 1 of the scanlines (each row starts with its filter byte, 0).
  const indices = Buffer.allocUnsafe((width + 1) * height);
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

function sum(c: number): number {
  return (c & 0xff) + ((c >>> 8) & 0xff) + ((c >>> 16) & 0xff);
}

function distance2(a: number, b: number): number {
  const dr = (a & 0xff) - (b & 0xff);
  const dg = ((a >>> 8) & 0xff) - ((b >>> 8) & 0xff);
  const db = ((a >>> 16) & 0xff) - ((b >>> 16) & 0xff);
  return dr * dr + dg * dg + db * db;
}
