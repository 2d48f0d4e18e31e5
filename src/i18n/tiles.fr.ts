/** French: the tile gallery's words (tiles.en.ts, empty for now: the gallery's words are in pages.fr.ts). */
import type { AreaWords } from './catalog';

const tilesFr = {} as const satisfies AreaWords<'tiles'>;

export default tilesFr;
