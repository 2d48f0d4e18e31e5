/**
 * Tile and meeple drawings, made from the tile catalogue through ./geometry.
 *
 *   <TileSvg letter="D" rot={1} size={48} />            a standalone <svg>
 *   <svg viewBox="…"><TileGroup letter="D" rot={1} x={200} y={100} size={100} /></svg>
 *   <Meeple color="red" />  <Meeple color="blue" lying />   standalone <svg>
 *   <MeepleGroup color="red" x={…} y={…} size={24} />      inside a parent <svg>
 *
 * Nothing here uses ids, so any number of drawings can share a page.
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { pure } from '../ui/pure';
import { PALETTE, PLAYER_COLORS, type PlayerColorName } from './colors';
import { MEEPLE_PATH, MEEPLE_SIZE, ROAD_HALF_WIDTH, tileGeometry, type Point, type TileGeometry } from './geometry';

const ROAD_WIDTH = 2 * ROAD_HALF_WIDTH;

/** One small house (body, roof, door), upright, centred near (x, y). */
function House({ x, y, w }: { x: number; y: number; w: number }) {
  const h = w * 0.62;
  const roof = w * 0.5;
  return (
    <g>
      <rect
        x={x - w / 2}
        y={y - h / 2 + roof * 0.35}
        width={w}
        height={h}
        fill={PALETTE.houseWall}
        stroke={PALETTE.houseWallEdge}
        stroke-width={0.8}
      />
      <path
        d={`M${x - w / 2 - 1.4} ${y - h / 2 + roof * 0.45} L${x} ${y - h / 2 - roof * 0.6} L${x + w / 2 + 1.4} ${y - h / 2 + roof * 0.45} Z`}
        fill={PALETTE.roof}
        stroke={PALETTE.roofDark}
        stroke-width={0.8}
        stroke-linejoin="round"
      />
      <rect x={x - w * 0.12} y={y + h / 2 + roof * 0.35 - h * 0.5} width={w * 0.24} height={h * 0.5} fill={PALETTE.door} />
    </g>
  );
}

/** The little village where roads meet (tiles L, W, X); one bigger house when drawn small. */
function Village({ at, detail }: { at: Point; detail: boolean }) {
  const { x, y } = at;
  return (
    <g>
      <circle cx={x} cy={y} r={13} fill={PALETTE.road} stroke={PALETTE.roadEdge} stroke-width={1.2} />
      {detail ? (
        <>
          <House x={x + 5.6} y={y + 3.2} w={9} />
          <House x={x - 3.6} y={y - 1.6} w={12.5} />
        </>
      ) : (
        <House x={x} y={y} w={15} />
      )}
    </g>
  );
}

/** The cloister: a small chapel with a cross, on a patch of garden (tiles A, B). */
function Cloister({ at }: { at: Point }) {
  const { x, y } = at;
  return (
    <g>
      {/* body */}
      <rect x={x - 11} y={y - 4} width={22} height={18} fill={PALETTE.houseWall} stroke={PALETTE.houseWallEdge} stroke-width={1} />
      {/* roof */}
      <path
        d={`M${x - 15} ${y - 2} L${x} ${y - 16} L${x + 15} ${y - 2} Z`}
        fill={PALETTE.roof}
        stroke={PALETTE.roofDark}
        stroke-width={1}
        stroke-linejoin="round"
      />
      {/* door with a round top */}
      <path d={`M${x - 3.6} ${y + 14} V${y + 6.4} A3.6 3.6 0 0 1 ${x + 3.6} ${y + 6.4} V${y + 14} Z`} fill={PALETTE.door} />
      {/* cross on the roof's ridge */}
      <path
        d={`M${x} ${y - 15} V${y - 27} M${x - 4.5} ${y - 22.5} H${x + 4.5}`}
        stroke={PALETTE.roofDark}
        stroke-width={3.6}
        stroke-linecap="square"
      />
      <path
        d={`M${x} ${y - 15.5} V${y - 26} M${x - 3.6} ${y - 22.5} H${x + 3.6}`}
        stroke={PALETTE.cross}
        stroke-width={1.6}
        stroke-linecap="square"
      />
    </g>
  );
}

/** A pennant: a small blue-and-white shield. */
function Pennant({ at }: { at: Point }) {
  const { x, y } = at;
  const shield = 'M-6.5 -7.5 H6.5 V-0.5 C6.5 4.2 3.6 6.6 0 8.6 C-3.6 6.6 -6.5 4.2 -6.5 -0.5 Z';
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d={shield} fill={PALETTE.pennant} stroke={PALETTE.pennantEdge} stroke-width={2.6} stroke-linejoin="round" />
      <path d={shield} fill={PALETTE.pennant} stroke={PALETTE.pennantLight} stroke-width={1.2} stroke-linejoin="round" />
      <path d="M-3.6 -3.4 L0 1.2 L3.6 -3.4" fill="none" stroke={PALETTE.pennantLight} stroke-width={1.7} stroke-linejoin="round" />
    </g>
  );
}

/** A city gate where a road enters the wall (tiles S, T). */
function GateMark({ x, y, angle }: { x: number; y: number; angle: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <path d="M-6.2 3 V-1.5 A6.2 6.2 0 0 1 6.2 -1.5 V3 Z" fill={PALETTE.cityWall} />
      <path d="M-3.8 3 V-0.8 A3.8 3.8 0 0 1 3.8 -0.8 V3 Z" fill={PALETTE.door} />
    </g>
  );
}

/** The grass tufts of a tile, as one path (a tile is drawn with as few elements as it can: a board holds many). */
function Tufts({ at }: { at: readonly Point[] }) {
  if (at.length === 0) return null;
  const d = at
    .map(
      ({ x, y }) =>
        `M${x - 3} ${y + 1.5} Q${x - 2.4} ${y - 1.5} ${x - 3.6} ${y - 3.2} M${x} ${y + 1.5} Q${x} ${y - 2} ${x + 0.6} ${y - 4.2} M${x + 3} ${y + 1.5} Q${x + 2.6} ${y - 1.2} ${x + 4} ${y - 2.8}`,
    )
    .join(' ');
  return <path d={d} fill="none" stroke={PALETTE.fieldDark} stroke-width={1} stroke-linecap="round" />;
}

/** A city's houses (as House draws one, w = 8.5), as three paths: walls, roofs, doors. Houses in a city never overlap. */
function Houses({ at }: { at: readonly Point[] }) {
  if (at.length === 0) return null;
  const w = 8.5;
  const h = w * 0.62;
  const roof = w * 0.5;
  const walls = at.map(({ x, y }) => `M${x - w / 2} ${y - h / 2 + roof * 0.35}h${w}v${h}h${-w}Z`).join(' ');
  const roofs = at
    .map(({ x, y }) => `M${x - w / 2 - 1.4} ${y - h / 2 + roof * 0.45} L${x} ${y - h / 2 - roof * 0.6} L${x + w / 2 + 1.4} ${y - h / 2 + roof * 0.45} Z`)
    .join(' ');
  const doors = at.map(({ x, y }) => `M${x - w * 0.12} ${y + h / 2 + roof * 0.35 - h * 0.5}h${w * 0.24}v${h * 0.5}h${-w * 0.24}Z`).join(' ');
  return (
    <>
      <path d={walls} fill={PALETTE.houseWall} stroke={PALETTE.houseWallEdge} stroke-width={0.8} />
      <path d={roofs} fill={PALETTE.roof} stroke={PALETTE.roofDark} stroke-width={0.8} stroke-linejoin="round" />
      <path d={doors} fill={PALETTE.door} />
    </>
  );
}

/** The drawing of one tile in the 100 × 100 box. */
function TileArt({ geo, detail, frame }: { geo: TileGeometry; detail: boolean; frame: boolean }) {
  return (
    <>
      <rect x={0} y={0} width={100} height={100} fill={PALETTE.field} />
      {detail && <Tufts at={geo.tufts} />}
      {geo.cloister && <circle cx={geo.cloister.x} cy={geo.cloister.y} r={22} fill={PALETTE.cloisterGround} />}
      {geo.roads.map((r) => (
        <path d={r.centerline} fill="none" stroke={PALETTE.roadEdge} stroke-width={ROAD_WIDTH} stroke-linejoin="round" />
      ))}
      {geo.roads.map((r) => (
        <path d={r.centerline} fill="none" stroke={PALETTE.road} stroke-width={ROAD_WIDTH - 3.2} stroke-linejoin="round" />
      ))}
      {geo.cities.map((c) => (
        <g>
          <path d={c.fill} fill={PALETTE.city} />
          {c.wall && (
            <path d={c.wall} fill="none" stroke={PALETTE.cityWall} stroke-width={4.2} stroke-linejoin="round" />
          )}
          {detail && <Houses at={c.houses} />}
          {c.wall && detail && (
            <path
              d={c.wall}
              fill="none"
              stroke={PALETTE.cityWallTop}
              stroke-width={1.4}
              stroke-dasharray="2.2 2.2"
              stroke-linejoin="round"
            />
          )}
        </g>
      ))}
      {geo.gates.map((g) => (
        <GateMark x={g.x} y={g.y} angle={g.angle} />
      ))}
      {geo.cities.map((c) => c.pennant && <Pennant at={c.pennant} />)}
      {geo.village && <Village at={geo.village} detail={detail} />}
      {geo.cloister && <Cloister at={geo.cloister} />}
      {frame && (
        <rect x={0.3} y={0.3} width={99.4} height={99.4} fill="none" stroke={PALETTE.tileEdge} stroke-width={0.6} />
      )}
    </>
  );
}

export interface TileSvgProps {
  /** Tile type letter, A–X. */
  letter: string;
  /** Quarter turns clockwise, 0–3. */
  rot?: number;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Accessible name; without it the drawing is decorative (aria-hidden). */
  label?: string;
  class?: string;
}

/** A tile as a standalone <svg>. Fine details (grass, wall tops) appear from 80 px up. Redrawn only when a prop changes. */
export const TileSvg = pure(function TileSvg({ letter, rot = 0, size = 48, label, class: className }: TileSvgProps): JSX.Element {
  // While an island hydrates, the tile keeps the drawing the server put in the HTML (the same drawing:
  // the same code drew it from the same data) and never works out its shapes, unless it is asked to draw
  // another tile. Waking a page with two dozen tiles (a tile picker) then costs next to nothing. Once
  // mounted it checks that the server did draw this tile here, and draws its own if not.
  const drawing = `${letter}/${rot}`;
  const [kept, setKept] = useState(() => (firstPass ? drawing : null));
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    firstPass = false;
    const el = ref.current;
    if (kept && !(el && el.getAttribute('data-tile') === letter && el.getAttribute('data-rot') === String(rot) && el.firstChild)) setKept(null);
  }, []);
  const attrs = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 100 100',
    width: size,
    height: size,
    class: className,
    role: label ? ('img' as const) : undefined,
    'aria-label': label,
    'aria-hidden': label ? undefined : ('true' as const),
    'data-tile': letter,
    'data-rot': rot,
  };
  // Hydration leaves an element's inner HTML as the server wrote it (Preact does not diff it).
  if (kept === drawing) return <svg ref={ref} {...attrs} dangerouslySetInnerHTML={{ __html: '' }} />;
  const geo = tileGeometry(letter, rot);
  return (
    <svg ref={ref} {...attrs} data-tile={geo.letter} data-rot={geo.rot}>
      <TileArt geo={geo} detail={size >= 80} frame />
    </svg>
  );
});

/** True in the browser until the first TileSvg's effect runs: the first render pass, which is hydration. */
let firstPass = typeof document !== 'undefined';
export interface TileGroupProps {
  letter: string;
  rot?: number;
  /** Top-left corner in the parent svg's user units. */
  x?: number;
  y?: number;
  /** Edge length in the parent svg's user units (default 100: tile-local units). */
  size?: number;
  /** Draw grass tufts and wall tops (default true). */
  detail?: boolean;
  /** Draw the thin frame around the tile (default true). */
  frame?: boolean;
}

/** A tile drawn into a parent <svg> as a <g> at (x, y). */
export function TileGroup({ letter, rot = 0, x = 0, y = 0, size = 100, detail = true, frame = true }: TileGroupProps): JSX.Element {
  const geo = tileGeometry(letter, rot);
  const scale = size / 100;
  return (
    <g transform={`translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}`} data-tile={geo.letter} data-rot={geo.rot}>
      <TileArt geo={geo} detail={detail} frame={frame} />
    </g>
  );
}

export interface MeepleGroupProps {
  color: PlayerColorName;
  /** Lying down: a farmer in a field. */
  lying?: boolean;
  /** Centre of the meeple in the parent's user units (e.g. a meeple anchor). */
  x?: number;
  y?: number;
  /** Height of a standing meeple in the parent's user units (default: its size on a 100-unit tile). */
  size?: number;
}

/** A meeple drawn into a parent <svg>, centred at (x, y). */
export function MeepleGroup({ color, lying = false, x = 0, y = 0, size = MEEPLE_SIZE }: MeepleGroupProps): JSX.Element {
  const c = PLAYER_COLORS[color];
  if (!c) throw new Error(`Meeple: unknown player colour ${JSON.stringify(color)} (expected yellow, red, green, blue, black or pink)`);
  const s = size / 100;
  const body = lying ? 'rotate(-90) scale(0.86 1)' : '';
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} data-meeple={color} data-lying={lying ? 'true' : 'false'}>
      {lying ? (
        <ellipse cx={2} cy={30} rx={52} ry={11} fill="rgba(0,0,0,0.22)" />
      ) : (
        <ellipse cx={4} cy={49} rx={38} ry={9} fill="rgba(0,0,0,0.25)" />
      )}
      <g transform={body}>
        <path
          d={MEEPLE_PATH}
          fill={c.fill}
          stroke={c.outline}
          stroke-width={3}
          stroke-linejoin="round"
          vector-effect="non-scaling-stroke"
          paint-order="stroke"
        />
        <path
          d="M-8 -38 C-4 -42 4 -42 7 -39"
          fill="none"
          stroke={c.light}
          stroke-width={5}
          stroke-linecap="round"
          opacity={0.8}
        />
      </g>
    </g>
  );
}

export interface MeepleProps {
  color: PlayerColorName;
  lying?: boolean;
  /** Width and height in CSS pixels. */
  size?: number;
  label?: string;
  class?: string;
}

/** A meeple as a standalone <svg>. */
export function Meeple({ color, lying = false, size = 32, label, class: className }: MeepleProps): JSX.Element {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="-60 -60 120 120"
      width={size}
      height={size}
      class={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
    >
      <MeepleGroup color={color} lying={lying} size={100} />
    </svg>
  );
}
