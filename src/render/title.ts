import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GameStatus } from '../engine/core/game.js';
import type { Lang } from '../engine/core/localized.js';
import { font } from './fonts.js';
import type { Rect } from './geometry.js';
import type { Palette } from './palette.js';
import type { RenderInput } from './types.js';
import { WORDS } from './words.js';

/** The title bar (game, scenario, turn, phase, side to play) and the schematic stand-in banner. */

type Ctx = SKRSContext2D;

export const TITLE_BACKGROUND = '#1e2a33';

export function drawTitleBar(
  ctx: Ctx,
  rect: Rect,
  px: number,
  title: RenderInput['title'],
  status: GameStatus,
  palette: Palette,
  lang: Lang,
): void {
  ctx.save();
  ctx.fillStyle = TITLE_BACKGROUND;
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  const pad = Math.round(rect.h * 0.35);
  const mid = rect.y + rect.h / 2;
  ctx.textBaseline = 'middle';

  // Right: turn, phase, and a disc in the colour of each side to play (or the winner).
  const turn = status.turnLabel?.[lang] ?? `${WORDS.turn[lang]} ${status.turn}`;
  const sides = status.over
    ? palette.sides.filter((s) => s.id === status.over?.winner)
    : palette.sides.filter((s) => status.active.includes(s.id));
  const phase = status.phase[lang];
  const named = sides.every((s) => phase.includes(s.name[lang]));
  const chips = sides.map((s) => ({
    colour: s.colour,
    text: status.over ? `${s.name[lang]} ${WORDS.winner[lang]}` : named ? '' : s.name[lang],
  }));
  ctx.font = font('regular', px);
  const dot = px * 0.42;
  const widths = (t: string, bold?: boolean) => {
    ctx.font = font(bold ? 'bold' : 'regular', px);
    return ctx.measureText(t).width;
  };
  const widthOf = (turnText: string, phaseText: string): number => {
    let w = widths(turnText) + widths(' · ') + widths(phaseText, true);
    if (named) w += chips.length * (dot * 2 + px * 0.35);
    else for (const c of chips) w += widths(' · ') + dot * 2 + px * 0.35 + widths(c.text, true);
    return w;
  };
  // A narrow picture (an action's zoomed crop) may not hold a long turn label and phase: cut the turn label first,
  // then the phase, so that nothing runs off the picture's left edge.
  const avail = rect.w - 2 * pad;
  let shownTurn = turn;
  let shownPhase = phase;
  while (widthOf(shownTurn, shownPhase) > avail && shownTurn.length > 2) shownTurn = `${shownTurn.slice(0, -2)}…`;
  while (widthOf(shownTurn, shownPhase) > avail && shownPhase.length > 2) shownPhase = `${shownPhase.slice(0, -2)}…`;
  const parts: { text: string; colour?: string; bold?: boolean }[] = [
    { text: shownTurn },
    { text: ' · ' },
    { text: shownPhase, bold: true },
  ];
  const rightW = widthOf(shownTurn, shownPhase);
  let x = rect.x + rect.w - pad - rightW;
  const rightStart = x;
  const drawChip = (colour: string) => {
    ctx.beginPath();
    ctx.arc(x + dot, mid, dot, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.lineWidth = Math.max(1, px * 0.1);
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    x += dot * 2 + px * 0.35;
  };
  ctx.textAlign = 'left';
  for (const part of parts) {
    if (part === parts[2] && named) for (const c of chips) drawChip(c.colour);
    ctx.font = font(part.bold ? 'bold' : 'regular', px);
    ctx.fillStyle = part.bold ? '#ffffff' : '#c9d3da';
    ctx.fillText(part.text, x, mid);
    x += ctx.measureText(part.text).width;
  }
  if (!named) {
    for (const c of chips) {
      ctx.font = font('regular', px);
      ctx.fillStyle = '#c9d3da';
      ctx.fillText(' · ', x, mid);
      x += ctx.measureText(' · ').width;
      drawChip(c.colour);
      ctx.font = font('bold', px);
      ctx.fillStyle = '#ffffff';
      ctx.fillText(c.text, x, mid);
      x += ctx.measureText(c.text).width;
    }
  }

  // Left: the game and the scenario, cut to the room the right side leaves.
  const room = rightStart - pad - rect.x - pad;
  const game = title.game[lang];
  const scenario = title.scenario[lang];
  ctx.font = font('bold', px * 1.1);
  let shownGame = game;
  while (shownGame.length > 2 && ctx.measureText(shownGame).width > room * 0.6)
    shownGame = `${shownGame.slice(0, -2)}…`;
  const gameW = ctx.measureText(shownGame).width;
  ctx.fillStyle = '#ffffff';
  ctx.fillText(shownGame, rect.x + pad, mid);
  ctx.font = font('regular', px);
  let shownScenario = `  ${scenario}`;
  while (shownScenario.length > 3 && ctx.measureText(shownScenario).width > room - gameW)
    shownScenario = `${shownScenario.slice(0, -2)}…`;
  ctx.fillStyle = '#c9d3da';
  if (room - gameW > px * 2) ctx.fillText(shownScenario, rect.x + pad + gameW, mid);
  ctx.restore();
}

/** The banner saying, in the picture's language, that the map is a schematic stand-in. */
export function drawSchematicBanner(ctx: Ctx, rect: Rect, px: number, lang: Lang): void {
  ctx.save();
  ctx.fillStyle = '#f6c744';
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  // Hazard stripes at both ends.
  const stripe = rect.h * 0.6;
  const band = Math.min(rect.w * 0.12, rect.h * 5);
  ctx.fillStyle = '#1e1e1e';
  for (const x0 of [rect.x, rect.x + rect.w - band]) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(x0, rect.y, band, rect.h);
    ctx.clip();
    for (let x = x0 - rect.h; x < x0 + band + rect.h; x += stripe * 2) {
      ctx.beginPath();
      ctx.moveTo(x, rect.y + rect.h);
      ctx.lineTo(x + rect.h, rect.y);
      ctx.lineTo(x + rect.h + stripe, rect.y);
      ctx.lineTo(x + stripe, rect.y + rect.h);
      ctx.closePath();
      ctx.fill();
    }
    ctx.restore();
  }
  ctx.fillStyle = '#1e1e1e';
  ctx.font = font('bold', px);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(WORDS.schematic[lang], rect.x + rect.w / 2, rect.y + rect.h / 2 + px * 0.04);
  ctx.restore();
}
