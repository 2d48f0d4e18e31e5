/**
 * A still picture of a position — its tiles, meeples and marks as one <svg>,
 * no hooks, no events, the same layers as the live board — for the HTML a
 * page sends before (or without) its island: the playground's board when
 * JavaScript is off, a lesson's first board. Astro renders it to HTML when
 * used without a `client:` directive.
 *
 *   <BoardPicture position={pos} label="The start tile" framed />
 */
import type { Position } from '../../worker/api';
import { MarksLayer, MeeplesLayer, TilesLayer } from './layers';
import { boardBounds, playerColors, tilesByCell } from './model';
import type { Mark } from './types';
import { CELL } from './view';
import './board.css';

interface BoardPictureProps {
  position: Position;
  /** What the picture shows, for screen readers. */
  label: string;
  /** Marks drawn as the board draws them (those that need no engine: cells, labels, previews, outlines given as parts). */
  marks?: readonly Mark[];
  /** Drawn on the board's own dotted ground with its border (a picture that stands alone on a page). */
  framed?: boolean;
  class?: string;
  testId?: string;
}

export default function BoardPicture({ position, label, marks = [], framed = false, class: className, testId = 'board-picture' }: BoardPictureProps) {
  const b = boardBounds(position);
  const tiles = tilesByCell(position);
  const colors = playerColors(position.players);
  const w = (b.maxX - b.minX + 1) * CELL;
  const h = (b.maxY - b.minY + 1) * CELL;
  return (
    <svg
      class={`board-picture${framed ? ' board-picture--framed' : ''}${className ? ` ${className}` : ''}`}
      viewBox={`${b.minX * CELL} ${b.minY * CELL} ${w} ${h}`}
      role="img"
      aria-label={label}
      data-testid={testId}
    >
      <TilesLayer tiles={position.tiles} />
      <MarksLayer marks={marks} tiles={tiles} colors={colors} layer="under" />
      <MeeplesLayer meeples={position.meeples} tiles={tiles} colors={colors} />
      <MarksLayer marks={marks} tiles={tiles} colors={colors} layer="over" />
    </svg>
  );
}
