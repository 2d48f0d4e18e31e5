/**
 * English strings for the tile gallery (src/pages/tiles.astro) and the tile
 * drawings. A plain object, to be merged into the English dictionary (en.ts).
 */
const tilesEn = {

} as const;

export default tilesEn;
