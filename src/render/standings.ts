import { createCanvas } from '@napi-rs/canvas';
import { font, loadFonts } from './fonts.js';

/**
 * A league's standings as a table picture: a title bar, a header row, one row per player, a footnote. It draws
 * only the words it is given (already in the reader's language), so the same table reads the same in text and
 * in the picture.
 */

export interface StandingsTable {
  readonly title: string;
  readonly subtitle: string;
  /** Column headings; the first two columns (place, name) are left-aligned, the rest right-aligned. */
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly footnote: string;
  /** Alt text for the picture. */
  readonly alt: string;
}

export interface StandingsPicture {
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

const PX = 20;
const ROW = 38;
const PAD = 18;
const TITLE_H = 74;
const BAR = '#1e2a33';
const HEADER = '#dfe6ea';
const STRIPE = '#f3f6f8';
const TEXT = '#1b1f23';
const MUTED = '#5b6770';
const MAX_ROWS = 64;
const NOTE_PX = PX * 0.75;

export async function drawStandings(table: StandingsTable): Promise<StandingsPicture> {
  loadFonts();
  const rows = table.rows.slice(0, MAX_ROWS);
  const measure = createCanvas(10, 10).getContext('2d');
  const widthOf = (text: string, bold = false) => {
    measure.font = font(bold ? 'bold' : 'regular', PX);
    return measure.measureText(text).width;
  };
  const widths = table.columns.map((heading, c) =>
    Math.ceil(Math.max(widthOf(heading, true), ...rows.map((r) => widthOf(r[c] ?? '', c === 1)))),
  );
  const gap = 26;
  const tableW = widths.reduce((s, w) => s + w, 0) + gap * (widths.length - 1);
  measure.font = font('bold', PX * 1.3);
  const titleW = measure.measureText(table.title).width;
  const width = Math.ceil(Math.max(tableW, titleW, 420) + PAD * 2);
  measure.font = font('regular', NOTE_PX);
  const footnote = wrap(table.footnote, width - PAD * 2, (text) => measure.measureText(text).width);
  const height = TITLE_H + ROW * (rows.length + 1) + PAD * 2 + footnote.length * NOTE_PX * 1.4;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);

  ctx.fillStyle = BAR;
  ctx.fillRect(0, 0, width, TITLE_H);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#ffffff';
  ctx.font = font('bold', PX * 1.3);
  ctx.fillText(table.title, PAD, TITLE_H * 0.36);
  ctx.font = font('regular', PX * 0.85);
  ctx.fillStyle = '#c9d3da';
  ctx.fillText(table.subtitle, PAD, TITLE_H * 0.74);

  const columnX: number[] = [];
  let x = PAD;
  for (const w of widths) {
    columnX.push(x);
    x += w + gap;
  }
  const drawRow = (cells: readonly string[], y: number, bold: boolean) => {
    cells.forEach((cell, c) => {
      ctx.font = font(bold || c === 1 ? 'bold' : 'regular', PX);
      const left = c < 2;
      ctx.textAlign = left ? 'left' : 'right';
      ctx.fillText(cell, left ? columnX[c]! : columnX[c]! + widths[c]!, y + ROW / 2);
    });
  };
  let y = TITLE_H + PAD / 2;
  ctx.fillStyle = HEADER;
  ctx.fillRect(0, y, width, ROW);
  ctx.fillStyle = TEXT;
  drawRow(table.columns, y, true);
  rows.forEach((row, i) => {
    y += ROW;
    if (i % 2 === 1) {
      ctx.fillStyle = STRIPE;
      ctx.fillRect(0, y, width, ROW);
    }
    ctx.fillStyle = TEXT;
    drawRow(row, y, false);
  });
  ctx.textAlign = 'left';
  ctx.fillStyle = MUTED;
  ctx.font = font('regular', NOTE_PX);
  footnote.forEach((line, i) => ctx.fillText(line, PAD, y + ROW + PAD + i * NOTE_PX * 1.4));
  return { png: await canvas.encode('png'), width, height, alt: table.alt };
}

/** Words to lines no wider than `max`. */
function wrap(text: string, max: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next) > max) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}
