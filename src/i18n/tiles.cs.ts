/** Czech: the tile gallery's words (tiles.en.ts, empty for now). */
import type { AreaWords } from './catalog';

const tilesCs = {} as const satisfies AreaWords<'tiles'>;

export default tilesCs;
