import zlib from 'node:zlib';

/**
 * A fast PNG writer for opaque canvas pixels. The canvas' own encoder spends most of a picture's time on
 * filtering and compression that flat map art does not need. Here the rows are copied out unfiltered and
 * deflated by node:zlib at level 1. Measured on the demo map at 1600×1200 (bench/render.ts prints the figures):
 * unfiltered rows deflate as fast as the raw pixels and smaller (386 KiB) than `Sub` (486 KiB) or `Up`
 * (460 KiB), which also cost ~7 ms of JavaScript each; the canvas encoder takes ~110 ms for 455 KiB.
 * The deflate is synchronous: on the thread pool (zlib.deflate) the same picture took 10–20 ms longer on a
 * loaded two-core machine, and the render worker is a process of its own whose event loop has nothing else to
 * do for those ~12 ms.
 */

export type PngFilter = 'none' | 'sub' | 'up';

export interface PngOptions {
  /** Row filter (default `none`, the fastest and smallest on map art). */
  readonly filter?: PngFilter;
  /** zlib level, 0–9 (default 1). */
  readonly level?: number;
}

let scratch: Buffer | undefined;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FILTER_BYTE: Record<PngFilter, number> = { none: 0, sub: 1, up: 2 };
const HIGH = 0x80808080;
const LOW = 0x7f7f7f7f;

/**
 * Encodes RGBA pixels (as `canvas.data()` gives them; the picture must be opaque, since the canvas stores
 * premultiplied colour) as an 8-bit RGBA PNG.
 */
export function encodePng(rgba: Uint8Array, width: number, height: number, options: PngOptions = {}): Buffer {
  const size = (width * 4 + 1) * height;
  // The scanlines go in a buffer kept between pictures: a fresh 7 MB buffer costs page faults every time.
  if (!scratch || scratch.length < size || scratch.length > size * 2) scratch = Buffer.allocUnsafe(size);
  const raw = filterRows(rgba, width, height, options.filter ?? 'none', scratch.subarray(0, size));
  const idat = zlib.deflateSync(raw, { level: options.level ?? 1 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', rgbaHeader(width, height)), chunk('IDAT', idat), IEND]);
}

/** The PNG scanlines: each row's filter byte, then the row filtered. Synchronous, so the pixels may change after. */
export function filterRows(
  rgba: Uint8Array,
  width: number,
  height: number,
  filter: PngFilter,
  out: Buffer = Buffer.allocUnsafe((width * 4 + 1) * height),
): Buffer {
  const stride = width * 4;
  if (rgba.length < stride * height) throw new Error(`png: ${rgba.length} bytes for ${width}×${height} RGBA`);
  const type = FILTER_BYTE[filter];
  if (filter === 'none') {
    const src = Buffer.from(rgba.buffer, rgba.byteOffset, stride * height);
    for (let y = 0; y < height; y++) {
      out[y * (stride + 1)] = 0;
      src.copy(out, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
    }
    return out;
  }
  // Byte-wise subtraction four bytes at a time (SWAR): each byte of a − b modulo 256, with no borrow between
  // bytes. Needs the pixels 4-byte aligned, which canvas buffers are; otherwise copy them once.
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : Uint8Array.from(rgba);
  const px = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const row = new Uint32Array(width);
  const rowBytes = Buffer.from(row.buffer, row.byteOffset, stride);
  for (let y = 0; y < height; y++) {
    const at = y * width;
    if (filter === 'up') {
      if (y === 0) row.set(px.subarray(0, width));
      else {
        const prev = at - width;
        for (let x = 0; x < width; x++) {
          const a = px[at + x]!;
          const b = px[prev + x]!;
          row[x] = ((a | HIGH) - (b & LOW)) ^ ((a ^ ~b) & HIGH);
        }
      }
    } else {
      row[0] = px[at]!;
      for (let x = 1; x < width; x++) {
        const a = px[at + x]!;
        const b = px[at + x - 1]!;
        row[x] = ((a | HIGH) - (b & LOW)) ^ ((a ^ ~b) & HIGH);
      }
    }
    out[y * (stride + 1)] = type;
    rowBytes.copy(out, y * (stride + 1) + 1);
  }
  return out;
}

/**
 * An 8-bit indexed-colour PNG (colour type 3): `indices` are the scanlines already laid out (each row's filter
 * byte, then one palette index a pixel), `palette` the RGB triplets. See quantise.ts for where they come from.
 */
export function encodeIndexedPng(
  indices: Uint8Array,
  palette: Uint8Array,
  width: number,
  height: number,
  options: { readonly level?: number } = {},
): Buffer {
  if (indices.length !== (width + 1) * height) throw new Error(`png: ${indices.length} bytes for ${width}×${height}`);
  if (palette.length % 3 !== 0 || palette.length === 0 || palette.length > 768)
    throw new Error(`png: a palette of ${palette.length} bytes`);
  const idat = zlib.deflateSync(indices, { level: options.level ?? 1 });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // colour type: indexed
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.buffer, palette.byteOffset, palette.length)),
    chunk('IDAT', idat),
    IEND,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Encoding only what changed. The zlib stream of a picture is cut into bands of rows, each deflated on its own
// (a raw deflate stream ended by a sync flush: no reference to earlier bands, ends on a byte boundary), so bands
// can be joined in any combination: the zlib header, the bands' blocks one after another, an empty final block,
// and the Adler-32 of all the scanlines, combined from the bands' own. A picture re-deflates only the bands whose
// pixels differ from the last picture's; the rest are the bytes kept from before.

const ADLER_BASE = 65521;
/** zlib's NMAX: the most bytes summed before `b` could pass 2^32 (V8 keeps the sums small integers). */
const ADLER_RUN = 5552;

/** Adler-32 of `data` (as zlib computes it), continuing from `start` (1 for a fresh checksum). */
export function adler32(data: Uint8Array, start = 1): number {
  let a = start & 0xffff;
  let b = start >>> 16;
  for (let i = 0; i < data.length;) {
    const end = Math.min(data.length, i + ADLER_RUN);
    for (; i < end; i++) {
      a += data[i]!;
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return (b * 65536 + a) >>> 0;
}

/**
 * The Adler-32 of A followed by B, from A's and B's checksums and B's length (zlib's adler32_combine; plain
 * arithmetic on doubles, so no 32-bit overflow to mind).
 */
export function adler32Combine(adlerA: number, adlerB: number, lengthB: number): number {
  const rem = lengthB % ADLER_BASE;
  const a1 = adlerA & 0xffff;
  const b1 = adlerA >>> 16;
  const a2 = adlerB & 0xffff;
  const b2 = adlerB >>> 16;
  const a = (a1 + a2 + ADLER_BASE - 1) % ADLER_BASE;
  const b = (((rem * a1) % ADLER_BASE) + b1 + b2 + ADLER_BASE - rem) % ADLER_BASE;
  return (b * 65536 + a) >>> 0;
}

/** zlib header: deflate, 32 KiB window, no dictionary (0x7801 is a multiple of 31). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** An empty final block with fixed codes: BFINAL 1, BTYPE 01, the end-of-block code (seven zero bits). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** Rows per band: measured on the built-in packs (bench/render.ts); see BandedPng. */
export const BAND_ROWS = 16;

/**
 * RGBA PNGs of a series of same-sized pictures that mostly repeat the last one (the whole map after each action:
 * the static map, the counters, a title bar that changes): the scanlines are deflated band by band and a band
 * whose pixels are the last picture's keeps its bytes. The file decodes to the very pixels `encodePng` writes
 * (unfiltered rows, level 1); it is a little bigger (each band starts without a dictionary, and ends with a
 * 5-byte sync marker). Keeps a copy of the last picture's pixels to compare with (width × height × 4 bytes).
 */
export class BandedPng {
  private readonly stride: number;
  private readonly bands: number;
  private last: Buffer | undefined;
  private readonly deflated: (Buffer | undefined)[];
  private readonly adlers: number[];
  private readonly lengths: number[];
  private rows: Buffer;
  /** Bands the last `encode` deflated afresh (the benchmark prints it). */
  redone = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly bandRows: number = BAND_ROWS,
  ) {
    this.stride = width * 4;
    this.bands = Math.ceil(height / bandRows);
    this.deflated = new Array<Buffer | undefined>(this.bands).fill(undefined);
    this.adlers = new Array<number>(this.bands).fill(1);
    this.lengths = new Array<number>(this.bands).fill(0);
    this.rows = Buffer.allocUnsafe((this.stride + 1) * bandRows);
  }

  /** Deflates the bands of `rgba` that changed since the last picture; returns the PNG of `rgba`. */
  encode(rgba: Uint8Array): Buffer {
    this.update(0, rgba);
    return this.finish();
  }

  /**
   * Takes rows `y0`… of the next picture (RGBA, whole rows), the rest being the last picture's: a caller that
   * knows where its picture changed reads back only those rows. Then `finish` writes the PNG.
   */
  update(y0: number, rgba: Uint8Array | Uint8ClampedArray): void {
    const { stride, height, bandRows } = this;
    const rows = Math.floor(rgba.length / stride);
    if (!Number.isInteger(y0) || y0 < 0 || y0 + rows > height || rows * stride !== rgba.length)
      throw new Error(`png: rows ${y0}+${rgba.length / stride} of a ${this.width}×${height} RGBA picture`);
    const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.length);
    const last = (this.last ??= Buffer.alloc(stride * height));
    for (let band = Math.floor(y0 / bandRows); band * bandRows < y0 + rows; band++) {
      const from = Math.max(y0, band * bandRows) * stride;
      const to = Math.min(y0 + rows, (band + 1) * bandRows, height) * stride;
      const at = from - y0 * stride;
      if (pixels.compare(last, from, to, at, at + to - from) === 0) continue;
      pixels.copy(last, from, at, at + to - from);
      this.deflated[band] = undefined;
    }
  }

  /** The PNG of the picture as updated: bands changed since the last one are deflated, the others kept. */
  finish(): Buffer {
    const { stride, height, bandRows } = this;
    const last = (this.last ??= Buffer.alloc(stride * height));
    this.redone = 0;
    for (let band = 0; band < this.bands; band++) {
      if (this.deflated[band]) continue;
      const y0 = band * bandRows;
      const y1 = Math.min(height, y0 + bandRows);
      const rows = this.rows.subarray(0, (y1 - y0) * (stride + 1));
      for (let y = y0; y < y1; y++) {
        const at = (y - y0) * (stride + 1);
        rows[at] = 0;
        last.copy(rows, at + 1, y * stride, (y + 1) * stride);
      }
      this.adlers[band] = adler32(rows);
      this.lengths[band] = rows.length;
      this.deflated[band] = zlib.deflateRawSync(rows, { level: 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      this.redone++;
    }
    let adler = this.adlers[0]!;
    for (let band = 1; band < this.bands; band++)
      adler = adler32Combine(adler, this.adlers[band]!, this.lengths[band]!);
    const trailer = Buffer.alloc(4);
    trailer.writeUInt32BE(adler, 0);
    const idat = Buffer.concat([ZLIB_HEADER, ...(this.deflated as Buffer[]), FINAL_BLOCK, trailer]);
    return Buffer.concat([SIGNATURE, chunk('IHDR', rgbaHeader(this.width, height)), chunk('IDAT', idat), IEND]);
  }
}

function rgbaHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  return header; // deflate, adaptive filtering, no interlace: all zero
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.allocUnsafe(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const IEND = chunk('IEND', Buffer.alloc(0));
