/**
 * A still picture of a position — its tiles and meeples as one <svg>, no
 * hooks, no events — for the HTML a page sends before (or without) its
 * island: the playground's board when JavaScript is off, a lesson's or a
 * puzzle's first board. Astro renders it to HTML when used without a
 * `client:` directive.
 *
 *   <BoardPicture position={pos} label="The start tile" />
 */
import type { Position } from '../../worker/api';
import { TilesLayer, MeeplesLayer } from './layers';
import { boardBounds, playerColors, tilesByCell } from './model';
import { CELL } from './view';
import './board.css';

interface BoardPictureProps {
  position: Position;
  /** What the picture shows, for screen readers. */
  label: string;
  /** Empty cells drawn round the tiles (1 by default, as the board shows them). */
  margin?: 0 | 1;
  class?: string;
}

export default function BoardPicture({ position, label, margin = 1, class: className }: BoardPictureProps) {
  const b = boardBounds(position);
  // boardBounds leaves one free cell round the tiles; without a margin, take it off.
  const cut = 1 - margin;
  const minX = b.minX + cut;
  const minY = b.minY + cut;
  const w = b.maxX - b.minX + 1 - 2 * cut;
  const h = b.maxY - b.minY + 1 - 2 * cut;
  return (
    <svg
      class={`board-picture${className ? ` ${className}` : ''}`}
      viewBox={`${minX * CELL} ${minY * CELL} ${w * CELL} ${h * CELL}`}
      role="img"
      aria-label={label}
      data-testid="board-picture"
    >
      <TilesLayer tiles={position.tiles} />
      <MeeplesLayer meeples={position.meeples} tiles={tilesByCell(position)} colors={playerColors(position.players)} />
    </svg>
  );
}
