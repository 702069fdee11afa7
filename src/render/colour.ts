/** Colours as `#rrggbb`: parsing, mixing and the contrast rules that choose dark or light text. */

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export function parseColour(css: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(css.trim());
  if (!m) return { r: 128, g: 128, b: 128 };
  const n = parseInt(m[1]!, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toCss({ r, g, b }: Rgb): string {
  const h = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** `a` moved towards `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = parseColour(a);
  const y = parseColour(b);
  return toCss({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export const darken = (c: string, t: number): string => mix(c, '#000000', t);
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(c: string | Rgb): number {
  const { r, g, b } = typeof c === 'string' ? parseColour(c) : c;
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: string | Rgb, b: string | Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export function inkOn(background: string): string {
  return contrast(background, '#111111') >= contrast(background, '#ffffff') ? '#111111' : '#ffffff';
}

function toHsl({ r, g, b }: Rgb): [number, number, number] {
  const [x, y, z] = [r / 255, g / 255, b / 255];
  const max = Math.max(x, y, z);
  const min = Math.min(x, y, z);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === x ? (y - z) / d + (y < z ? 6 : 0) : max === y ? (z - x) / d + 2 : (x - y) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return { r: channel(hue + 1 / 3) * 255, g: channel(hue) * 255, b: channel(hue - 1 / 3) * 255 };
}

/** Hue and lightness steps that tell a side's nations apart while keeping the side's colour family. */
const NATION_STEPS: readonly [number, number][] = [
  [0, 0],
  [28, 0.14],
  [-26, -0.1],
  [52, 0.06],
  [-50, 0.18],
  [14, -0.16],
  [-12, 0.24],
  [70, -0.06],
];

/** The counter colour of a side's `index`th nation: the side's own colour first, then variations of it. */
export function nationColour(sideColour: string, index: number): string {
  if (index <= 0) return sideColour;
  const [h, s, l] = toHsl(parseColour(sideColour));
  const [dh, step] = NATION_STEPS[index % NATION_STEPS.length]!;
  // A dark side's shades go lighter and a light side's darker, or they would run into black or white.
  const dl = l < 0.36 ? Math.abs(step) + 0.05 : l > 0.64 ? -Math.abs(step) - 0.05 : step;
  const turn = Math.floor(index / NATION_STEPS.length) * 9;
  return toCss(fromHsl(h + dh + turn, Math.min(1, s * 0.95 + 0.03), Math.max(0.18, Math.min(0.78, l + dl))));
}
