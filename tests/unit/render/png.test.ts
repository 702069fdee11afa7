import zlib from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodePng, filterRows } from '../../../src/render/png.js';
import { decodePng } from './pixels.js';

function sample(width: number, height: number): Uint8Array {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e8e2c8';
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 40; i++) {
    ctx.fillStyle = `hsl(${(i * 37) % 360}, 60%, 50%)`;
    ctx.beginPath();
    ctx.arc((i * 53) % width, (i * 29) % height, 3 + (i % 9), 0, Math.PI * 2);
    ctx.fill();
  }
  return canvas.data();
}

function chunks(png: Buffer): { type: string; data: Buffer; crcOk: boolean }[] {
  const out: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    const crc = png.readUInt32BE(at + 8 + length);
    out.push({ type, data, crcOk: zlib.crc32(png.subarray(at + 4, at + 8 + length)) === crc });
    at += 12 + length;
  }
  return out;
}

describe('the fast PNG writer', () => {
  for (const filter of ['none', 'sub', 'up'] as const) {
    it(`writes a valid RGBA PNG that decodes to the very pixels (filter ${filter})`, async () => {
      const [w, h] = [97, 41];
      const pixels = sample(w, h);
      const png = encodePng(pixels, w, h, { filter });
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const parts = chunks(png);
      expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(parts.every((c) => c.crcOk)).toBe(true);
      const ihdr = parts[0]!.data;
      expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([w, h, 8, 6]);
      const decoded = await decodePng(png);
      expect(Buffer.from(decoded.data).equals(Buffer.from(pixels))).toBe(true);
    });
  }

  it('filters rows byte by byte modulo 256 (Up: each byte minus the one above)', () => {
    const pixels = Uint8Array.from([10, 200, 0, 255, 5, 5, 5, 5, 0, 100, 255, 255, 250, 1, 1, 0]);
    const up = filterRows(pixels, 2, 2, 'up');
    expect([...up]).toEqual([2, 10, 200, 0, 255, 5, 5, 5, 5, 2, 246, 156, 255, 0, 245, 252, 252, 251]);
    const sub = filterRows(pixels, 2, 2, 'sub');
    expect([...sub]).toEqual([1, 10, 200, 0, 255, 251, 61, 5, 6, 1, 0, 100, 255, 255, 250, 157, 2, 1]);
  });

  it('refuses a buffer too short for the picture', () => {
    expect(() => encodePng(new Uint8Array(10), 4, 4)).toThrow(/RGBA/);
  });
});
