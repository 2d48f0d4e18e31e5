/** Simplified Chinese: the tile gallery's words (tiles.en.ts; empty for now). */
import type { AreaWords } from './catalog';

const tilesZh = {} as const satisfies AreaWords<'tiles'>;

export default tilesZh;
