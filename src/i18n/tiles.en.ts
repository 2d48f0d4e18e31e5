/**
 * English strings for the tile gallery (src/pages/tiles.astro) and the tile
 * drawings. A plain object, to be merged into the English dictionary (en.ts).
 */
const tilesEn = {
  'tiles.title': 'The 24 tiles',
  'tiles.heading': 'The {types} tiles',
  'tiles.lead':
    'The base game has {tiles} tiles of {types} kinds. Here is every kind, large, with how many of it the box holds, and below it the four ways it can be turned on the table.',
  'tiles.legendHeading': 'Reading the drawings',
  'tiles.legend.city': 'Sand-coloured ground inside a dark wall is city.',
  'tiles.legend.road': 'Pale strips are roads; where three or four meet, a little village stops them.',
  'tiles.legend.field': 'Green is field.',
  'tiles.legend.cloister': 'A chapel with a cross is a cloister.',
  'tiles.legend.pennant': 'A blue-and-white shield is a pennant; it makes its city worth more.',
  'tiles.count': '{count} in the box',
  'tiles.start': 'Start tile',
  'tiles.tileLabel': 'Tile {letter}',
  'tiles.rotationsLabel': 'Tile {letter} in all four turns',
  'tiles.rotation': '{degrees}°',
  'tiles.rotationLabel': 'Tile {letter} turned {degrees}° clockwise',

  'tiles.desc.A': 'A cloister with a road leading up to its door.',
  'tiles.desc.B': 'A cloister standing alone in open fields.',
  'tiles.desc.C': 'City from edge to edge on all four sides, with a pennant.',
  'tiles.desc.D': 'A city edge above a straight road. The game begins with one of these.',
  'tiles.desc.E': 'A single city edge with field all around it.',
  'tiles.desc.F': 'A band of city running right across the tile, with a pennant.',
  'tiles.desc.G': 'A band of city running right across the tile.',
  'tiles.desc.H': 'Two city edges facing each other, not joined.',
  'tiles.desc.I': 'Two city edges on neighbouring sides, meeting only at a corner.',
  'tiles.desc.J': 'A city edge, with a road curving round the lower right corner.',
  'tiles.desc.K': 'A city edge, with a road curving round the lower left corner.',
  'tiles.desc.L': 'A city edge above three roads that end at a small village.',
  'tiles.desc.M': 'One city wrapping round a corner over two sides, with a pennant.',
  'tiles.desc.N': 'One city wrapping round a corner over two sides.',
  'tiles.desc.O': 'A city over two sides, a road bending past it and a pennant.',
  'tiles.desc.P': 'A city over two sides and a road bending past it.',
  'tiles.desc.Q': 'City on three sides, open to a field on the fourth, with a pennant.',
  'tiles.desc.R': 'City on three sides, open to a field on the fourth.',
  'tiles.desc.S': 'City on three sides with a road running in through a gate, and a pennant.',
  'tiles.desc.T': 'City on three sides with a road running in through a gate.',
  'tiles.desc.U': 'A straight road between two fields.',
  'tiles.desc.V': 'A road bending round a corner.',
  'tiles.desc.W': 'Three roads that end at a small village.',
  'tiles.desc.X': 'A crossroads: four roads that end at a small village.',
} as const;

export default tilesEn;
