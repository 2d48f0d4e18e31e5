/**
 * A move refused on the board in words (src/components/ui/useEngine.ts loads
 * this when the engine refuses one): no coordinates, it points at the board.
 */
import { t } from '../../i18n';
import { wordEdge, wordSide } from '../../i18n/words';
import { errorText, isPageError, type AnyError } from './words';

const OPPOSITE = { N: 'S', E: 'W', S: 'N', W: 'E' } as const;

/**
 * A move refused on the board, for the board's status line: the tile the person tried is there to see, so the
 * words point at the board ("the D tile below it", "that cell") and name no coordinates. Any other error, and one
 * about a file, is worded as `errorText` words it.
 */
export function boardErrorText(error: AnyError): string {
  if (isPageError(error)) return errorText(error);
  switch (error.code) {
    case 'edge-mismatch': {
      const p = error.params;
      if (p.where) break;
      return t('board.err.edgeMismatch', {
        side: wordSide(p.side),
        edge: wordEdge(p.edge),
        nside: wordSide(OPPOSITE[p.side]),
        ntile: p.ntile,
        beside: t(`board.beside.${p.side}`),
        nedge: wordEdge(p.nedge),
      });
    }
    case 'not-adjacent':
      return t('board.err.notAdjacent');
    case 'occupied':
      if ('where' in error.params) break;
      return t('board.err.occupied', { ntile: error.params.ntile });
  }
  return errorText(error);
}
