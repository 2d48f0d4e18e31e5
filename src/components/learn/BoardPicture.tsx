/**
 * A still drawing of a lesson's board, for the HTML of the page: what a reader
 * sees before the lesson's island and its worker are up (and without
 * JavaScript). The same tile, meeple and mark layers as the live board.
 */
import type { Position } from '../../worker/api';
import { MarksLayer, MeeplesLayer, TilesLayer } from '../board/layers';
import { boardBounds, playerColors, tilesByCell } from '../board/model';
import { CELL } from '../board/view';
import type { Mark } from '../board/types';
import '../board/board.css';

export default function BoardPicture({ position, marks = [], label }: { position: Position; marks?: readonly Mark[]; label: string }) {
  const b = boardBounds(position);
  const tiles = tilesByCell(position);
  const colors = playerColors(position.players);
  const w = (b.maxX - b.minX + 1) * CELL;
  const h = (b.maxY - b.minY + 1) * CELL;
  return (
    <svg class="learn-picture" viewBox={`${b.minX * CELL} ${b.minY * CELL} ${w} ${h}`} role="img" aria-label={label} data-testid="learn-picture">
      <TilesLayer tiles={position.tiles} />
      <MarksLayer marks={marks} tiles={tiles} colors={colors} layer="under" />
      <MeeplesLayer meeples={position.meeples} tiles={tiles} colors={colors} />
      <MarksLayer marks={marks} tiles={tiles} colors={colors} layer="over" />
    </svg>
  );
}
