/**
 * The board's drawing layers, in world units (a cell is CELL wide): the
 * tiles, the meeples and the marks. Each tile is its own component that
 * redraws only when its letter or rotation changes, so laying a tile draws
 * one tile, not the whole board; the meeples redraw only when they change.
 */
import { Component } from 'preact';
import type { Position } from '../../worker/api';
import { MeepleGroup, TileGroup } from '../tiles/TileSvg';
import { MEEPLE_SIZE } from '../tiles/geometry';
import type { PlayerColorName } from '../tiles/colors';
import { CELL } from './view';
import { anchorOfSpot, cellKey, kindOfSpot, pathOfSpot, type TileAt } from './model';
import type { Mark, MarkStyle } from './types';

interface TileCellProps {
  tile: string;
  rot: number;
  x: number;
  y: number;
  /** The server drew this very tile here and the island is waking: keep its drawing. */
  kept: boolean;
}

class TileCell extends Component<TileCellProps> {
  kept = this.props.kept;
  shouldComponentUpdate(n: TileCellProps) {
    const p = this.props;
    const changed = n.tile !== p.tile || n.rot !== p.rot || n.x !== p.x || n.y !== p.y;
    if (changed) this.kept = false;
    return changed;
  }
  render() {
    const { tile, rot, x, y } = this.props;
    // Hydration leaves an element's inner HTML as the server wrote it (Preact does not diff it): the
    // tile keeps the server's drawing, and its shapes are never worked out unless it changes.
    if (this.kept) return <g data-cell={cellKey(x, y)} dangerouslySetInnerHTML={{ __html: '' }} />;
    return (
      <g data-cell={cellKey(x, y)}>
        <TileGroup letter={tile} rot={rot} x={x * CELL} y={y * CELL} size={CELL} />
      </g>
    );
  }
}

/**
 * The tiles the server drew, by cell ("A/1"), when an island is waking over them (Astro marks an
 * island `ssr` until it has hydrated); null otherwise. Only a page with one board is read this way.
 */
function serverTiles(): Map<string, string> | null {
  if (typeof document === 'undefined') return null;
  const layers = document.querySelectorAll('astro-island[ssr] g.board__tiles');
  if (layers.length !== 1) return null;
  const out = new Map<string, string>();
  for (const g of layers[0].children) {
    const art = g.firstElementChild;
    const cell = g.getAttribute('data-cell');
    if (cell && art) out.set(cell, `${art.getAttribute('data-tile')}/${art.getAttribute('data-rot')}`);
  }
  return out;
}

export class TilesLayer extends Component<{ tiles: Position['tiles'] }> {
  server = serverTiles();
  shouldComponentUpdate(n: { tiles: Position['tiles'] }) {
    return n.tiles !== this.props.tiles;
  }
  render() {
    const server = this.server;
    this.server = null;
    return (
      <g class="board__tiles">
        {this.props.tiles.map((t) => {
          const key = cellKey(t.x, t.y);
          return <TileCell key={key} tile={t.tile} rot={t.rot} x={t.x} y={t.y} kept={server?.get(key) === `${t.tile}/${t.rot}`} />;
        })}
      </g>
    );
  }
}

/** A letter per colour drawn on each meeple, so players are told apart without colour. */
export const COLOR_LETTER: Record<PlayerColorName, string> = { yellow: 'Y', red: 'R', green: 'G', blue: 'B', black: 'K', pink: 'P' };

/** Where meeple number `i` of those sharing a spot stands: side by side, a little apart. */
export function meepleOffset(i: number, count: number): number {
  return (i - (count - 1) / 2) * 14;
}

interface MeepleDrawProps {
  tile: string;
  rot: number;
  x: number;
  y: number;
  at: string;
  color: PlayerColorName;
  offset?: number;
  size?: number;
}

/** One meeple with its colour letter: standing on roads, cities and cloisters, lying in fields. */
export function Meeple({ tile, rot, x, y, at, color, offset = 0, size = MEEPLE_SIZE }: MeepleDrawProps) {
  const a = anchorOfSpot(tile, rot, at);
  if (!a) return null;
  const lying = kindOfSpot(tile, rot, at) === 'field';
  const cx = x * CELL + a.x + offset;
  const cy = y * CELL + a.y;
  return (
    <>
      <MeepleGroup color={color} lying={lying} x={cx} y={cy} size={size} />
      <text class="board__meeple-letter" x={cx} y={cy + (lying ? 1 : 3)} fill={color === 'yellow' || color === 'pink' ? '#222' : '#fff'}>
        {COLOR_LETTER[color]}
      </text>
    </>
  );
}

interface MeeplesProps {
  meeples: Position['meeples'];
  tiles: ReadonlyMap<string, TileAt>;
  colors: Readonly<Record<string, PlayerColorName>>;
}

export class MeeplesLayer extends Component<MeeplesProps> {
  shouldComponentUpdate(n: MeeplesProps) {
    return n.meeples !== this.props.meeples || n.tiles !== this.props.tiles || n.colors !== this.props.colors;
  }
  render() {
    const { meeples = [], tiles, colors } = this.props;
    const seen = new Map<string, number>();
    const count = new Map<string, number>();
    for (const m of meeples) count.set(`${m.x},${m.y},${m.at}`, (count.get(`${m.x},${m.y},${m.at}`) ?? 0) + 1);
    return (
      <g class="board__meeples">
        {meeples.map((m, i) => {
          const t = tiles.get(cellKey(m.x, m.y));
          if (!t) return null;
          const key = `${m.x},${m.y},${m.at}`;
          const nth = seen.get(key) ?? 0;
          seen.set(key, nth + 1);
          return (
            <g key={`m${i}`} data-meeple-at={key} data-player={m.player} data-index={i}>
              <Meeple
                tile={t.tile}
                rot={t.rot}
                x={m.x}
                y={m.y}
                at={m.at}
                color={colors[m.player] ?? 'red'}
                offset={meepleOffset(nth, count.get(key) ?? 1)}
              />
            </g>
          );
        })}
      </g>
    );
  }
}

interface MarksProps {
  marks: readonly Mark[];
  tiles: ReadonlyMap<string, TileAt>;
  colors: Readonly<Record<string, PlayerColorName>>;
  /** Marks drawn under the meeples (outlines, cells) or above them (previews, labels). */
  layer: 'under' | 'over';
}

const styleOf = (s: MarkStyle | undefined, fallback: MarkStyle) => `is-${s ?? fallback}`;

export function MarksLayer({ marks, tiles, colors, layer }: MarksProps) {
  return (
    <g class={`board__marks board__marks--${layer}`} aria-hidden="true" pointer-events="none">
      {marks.map((m, i) => {
        if (layer === 'under') {
          if (m.kind === 'feature') {
            const paths = m.parts.flatMap((part) => {
              const t = tiles.get(cellKey(part.x, part.y));
              const d = t && pathOfSpot(t.tile, t.rot, part.at);
              return d ? [<path key={`${part.x},${part.y},${part.at}`} d={d} transform={`translate(${part.x * CELL} ${part.y * CELL})`} />] : [];
            });
            return paths.length ? (
              <g key={i} class={`board__highlight ${styleOf(m.style, 'highlight')}`} data-testid="board-highlight" data-mark="feature">
                {paths}
              </g>
            ) : null;
          }
          if (m.kind === 'cell' || m.kind === 'last')
            return (
              <rect
                key={i}
                class={`board__mark-cell ${m.kind === 'last' ? 'is-last' : styleOf(m.style, 'hint')}`}
                data-mark={m.kind}
                data-cell={cellKey(m.x, m.y)}
                x={m.x * CELL + 3}
                y={m.y * CELL + 3}
                width={CELL - 6}
                height={CELL - 6}
                rx={6}
              />
            );
          return null;
        }
        if (m.kind === 'preview') {
          const { move } = m;
          return (
            <g
              key={i}
              class="board__preview"
              data-testid="board-preview"
              data-mark="preview"
              data-cell={cellKey(move.x, move.y)}
              data-rot={move.rot}
              data-meeple={move.meeple ?? ''}
            >
              <g opacity={0.6}>
                <TileGroup letter={move.tile} rot={move.rot} x={move.x * CELL} y={move.y * CELL} size={CELL} />
              </g>
              <rect class="board__preview-frame" x={move.x * CELL + 2} y={move.y * CELL + 2} width={CELL - 4} height={CELL - 4} rx={4} />
              {move.meeple && (
                <g class="board__preview-meeple" data-testid="board-preview-meeple">
                  <Meeple tile={move.tile} rot={move.rot} x={move.x} y={move.y} at={move.meeple} color={colors[m.player ?? ''] ?? 'red'} />
                </g>
              )}
            </g>
          );
        }
        if (m.kind === 'label')
          return (
            <g key={i} class={`board__label ${styleOf(m.style, 'good')}`} data-mark="label" data-cell={cellKey(m.x, m.y)}>
              <rect x={m.x * CELL + CELL / 2 - 24} y={m.y * CELL + 4} width={48} height={26} rx={13} />
              <text x={m.x * CELL + CELL / 2} y={m.y * CELL + 17} dy="0.35em" text-anchor="middle">
                {m.text}
              </text>
            </g>
          );
        return null;
      })}
    </g>
  );
}
