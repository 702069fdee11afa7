import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';

/** Decoding and comparing pictures in the render tests (decoded by Skia, not by our own encoder). */

export interface Pixels {
  readonly width: number;
  readonly height: number;
  /** RGBA, 4 bytes a pixel. */
  readonly data: Uint8Array;
}

export async function decodePng(png: Buffer): Promise<Pixels> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: canvas.data() };
}

export async function canvasOf(png: Buffer, width?: number): Promise<Canvas> {
  const image = await loadImage(png);
  const w = width ?? image.width;
  const h = Math.round((image.height * w) / image.width);
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, w, h);
  return canvas;
}

export interface Difference {
  /** Pixels whose largest channel difference exceeds the tolerance. */
  readonly differing: number;
  readonly fraction: number;
  readonly maxChannel: number;
}

export function compare(a: Pixels, b: Pixels, tolerance: number): Difference {
  if (a.width !== b.width || a.height !== b.height) {
    return { differing: Infinity, fraction: 1, maxChannel: 255 };
  }
  let differing = 0;
  let maxChannel = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let worst = 0;
    for (let c = 0; c < 4; c++) worst = Math.max(worst, Math.abs(a.data[i + c]! - b.data[i + c]!));
    if (worst > tolerance) differing++;
    maxChannel = Math.max(maxChannel, worst);
  }
  return { differing, fraction: differing / (a.width * a.height), maxChannel };
}

/** WCAG relative luminance of one pixel. */
export function pixelLuminance(data: Uint8Array, i: number): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(data[i]!) + 0.7152 * lin(data[i + 1]!) + 0.0722 * lin(data[i + 2]!);
}
