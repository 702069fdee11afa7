import type { SideInfo, View } from '../engine/core/game.js';
import type { Lang, Localized } from '../engine/core/localized.js';
import type { Pack } from '../engine/core/pack.js';

/**
 * What a map picture is drawn from: the pack (static map and counters) and the OBSERVER view of the game (so a
 * public picture can never show hidden information), plus the title bar's words.
 */
export interface RenderInput {
  readonly pack: Pack;
  /** Always the observer's view. */
  readonly view: View;
  readonly sides: readonly SideInfo[];
  readonly title: {
    readonly game: Localized;
    readonly scenario: Localized;
  };
  /** Language of the title bar, legend and schematic banner. */
  readonly lang: Lang;
  readonly width?: number;
  readonly height?: number;
  /**
   * What the picture shows: the whole map (the default), or the area of the last action (`'action'`) or of one
   * place, zoomed to read at Discord's 550-px preview with the whole map as a small inset (focus.ts). An action
   * picture with nothing to centre on, or whose area is most of the map, is the whole map.
   */
  readonly frame?: 'whole' | 'action' | { readonly at: string };
}

export interface RenderedMap {
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
  /** Alt text in each language, generated from the view. */
  readonly alt: Localized;
  /** Milliseconds spent drawing and encoding (for the worker's metrics and the benchmark). */
  readonly drawMs: number;
  readonly encodeMs: number;
}
