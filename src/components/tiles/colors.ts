/**
 * Colours for drawing tiles and meeples. Plain data: no DOM, usable from the
 * engine's neighbours, pages and islands alike.
 */
import type { ColorName } from '../../engine/colors';

/** Ground and building colours used by the tile drawings. */
export const PALETTE = {
  /** Field grass and its darker tufts. */
  field: '#8dbb55',
  fieldLight: '#9cc764',
  fieldDark: '#6f9a3c',
  /** Road surface and its edge. */
  road: '#f1e8cf',
  roadEdge: '#9c8660',
  /** City ground (warm stone / sand), its wall and the wall's top. */
  city: '#e2c48e',
  cityShade: '#d5b274',
  cityWall: '#74512f',
  cityWallTop: '#c9a56c',
  /** Roofs of houses, the village and the cloister. */
  roof: '#b0482f',
  roofDark: '#7e2f1d',
  houseWall: '#f4ead2',
  houseWallEdge: '#8a7455',
  door: '#5a3b22',
  /** Cloister garden ring and its cross. */
  cloisterGround: '#a9cf78',
  cross: '#fdf6e3',
  /** Pennant shield. */
  pennant: '#2458b8',
  pennantLight: '#ffffff',
  pennantEdge: '#16356f',
  /** Thin frame around a tile. */
  tileEdge: 'rgba(40, 30, 15, 0.35)',
} as const;

/** The six player colours of the rulings (src/engine/colors.ts), the same names in files, the CLI and the site. */
export type PlayerColorName = ColorName;

export interface PlayerColor {
  /** Body colour of the meeple. */
  readonly fill: string;
  /** Contrasting outline so the meeple reads on fields, roads and cities. */
  readonly outline: string;
  /** A lighter tone for the meeple's highlight. */
  readonly light: string;
}

/** The players' colours, in seating order; pink is the sixth player's. */
export const PLAYER_COLORS: Readonly<Record<PlayerColorName, PlayerColor>> = {
  yellow: { fill: '#f7c81e', outline: '#2b2100', light: '#fde68a' },
  red: { fill: '#d7262b', outline: '#1c0707', light: '#f27a7d' },
  green: { fill: '#1f8f3a', outline: '#04200b', light: '#68c97f' },
  blue: { fill: '#1f5fd1', outline: '#06152f', light: '#7ea6f0' },
  black: { fill: '#1d1d1f', outline: '#f4f1ea', light: '#5b5b60' },
  pink: { fill: '#f27bb5', outline: '#2e0a1c', light: '#fbc3de' },
};

/** Player colour names in seating order. */
export const PLAYER_COLOR_NAMES: readonly PlayerColorName[] = ['yellow', 'red', 'green', 'blue', 'black', 'pink'];

export function isPlayerColorName(value: string): value is PlayerColorName {
  return Object.prototype.hasOwnProperty.call(PLAYER_COLORS, value);
}
