import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The bundled fonts (DejaVu, assets/fonts/, licence beside them). They are registered once per process under our
 * own aliases and every drawing names only these aliases, so a picture is the same on every machine whatever
 * fonts the host has installed.
 */
export const FONTS = {
  regular: 'Umpire Sans',
  bold: 'Umpire Sans Bold',
  condensed: 'Umpire Condensed Bold',
} as const;

export type FontKind = keyof typeof FONTS;

const FILES: Record<FontKind, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  condensed: 'DejaVuSansCondensed-Bold.ttf',
};

/** assets/fonts, from src/render (also right when run through tsx from the repository). */
export const FONT_DIR = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));

let loadedFrom: string | undefined;

/** Registers the bundled fonts, once; throws when a file is missing or unreadable (a picture would be wrong). */
export function loadFonts(dir: string = process.env['UMPIRE_FONT_DIR'] || FONT_DIR): void {
  if (loadedFrom !== undefined) return;
  for (const kind of Object.keys(FILES) as FontKind[]) {
    const path = join(dir, FILES[kind]);
    if (GlobalFonts.registerFromPath(path, FONTS[kind]) === null) {
      throw new Error(`render: cannot register the font ${path}`);
    }
  }
  loadedFrom = dir;
}

/** A CSS font shorthand naming one of our aliases, at a whole number of pixels. */
export function font(kind: FontKind, px: number): string {
  return `${Math.max(1, Math.round(px))}px "${FONTS[kind]}"`;
}

/**
 * How tall the digits of a font stand above the baseline, per pixel of font size (DejaVu's cap height is
 * 0.729 em; the figures are as tall as the capitals). The legibility test and the layout use it.
 */
export const DIGIT_HEIGHT_PER_PX = 0.729;
