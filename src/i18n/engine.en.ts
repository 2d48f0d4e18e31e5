/**
 * English words for the engine's vocabulary: every error code
 * (src/engine/errors.ts), the values and places they name, features, spots,
 * sides and the solver's reasons. Put together by src/i18n/words.ts;
 * registered in the dictionary by src/i18n/index.ts. Numbers in these
 * messages are written as given (no thousands separators: they are counts and
 * coordinates from a file).
 */
const engineEn = {
  // ----- values found where something else was expected (errors.ts Found)
  'found.null': 'null',
  'found.nothing': 'nothing',
  'found.nan': 'NaN (not a number)',
  'found.function': 'a function',
  'found.object': 'an object',
  'found.text': 'the text "{text}"',
  'found.longText': 'the text "{text}…" ({length} characters)',
  'found.number': 'the number {value}',
  'found.boolean': '{value}',
  'found.list': '[one]a list of {count} item[other]a list of {count} items',
  'found.other': 'a {type}',

  // ----- text from the input, quoted
  'quote.short': '"{text}"',
  'quote.long': '"{text}…" ({length} characters)',
  'list.sep': ', ',
  /** A label and what it labels: "Scores: Red 3" (the colon is the language's). */
  'labelled': '{label}: {text}',
  'at': '({x}, {y})',

  // ----- places in a position file (errors.ts Where)
  'where.position': 'the position',
  'where.item': '{noun} {index}',
  'where.noun.tiles': 'tile',
  'where.noun.meeples': 'meeple',
  'where.noun.players': 'player',
  'where.noun.remaining': 'remaining tile',
  'where.noun.moves': 'move',
  'where.noun.other': 'item',
  'where.game': 'the game',
  'where.tile': 'Tile {index} at {at}',
  'where.tileNamed': 'Tile {index} ({tile} at {at})',
  'where.meeple': 'Meeple {index} ({player} at {at})',
  'where.player': 'Player {index}',
  'where.located': '{where}: {sentence}',
  'where.in': 'In {where}: {sentence}',

  // ----- what the schema expected and found
  'schema.Object': 'an object',
  'schema.Array': 'a list',
  'schema.number': 'a number',
  'schema.string': 'text',
  'schema.boolean': 'true or false',
  'schema.or': ' or ',
  'schema.somethingElse': 'something else',
  'schema.missing': '{field} is missing.',
  'schema.unknownField': '{field} is not a field it can have.',
  'schema.type': 'expected {expected} but found {found}.',
  'schema.check.whole': 'must be a whole number.',
  'schema.check.min': 'must be at least {limit}.',
  'schema.check.max': 'must be at most {limit}.',
  'schema.check.format': 'the format must be "{format}".',
  'schema.check.name-empty': 'a player name cannot be empty.',
  'schema.check.name-long': 'a player name can be at most {limit} characters.',
  'schema.check.name-reserved': 'that word cannot be a player name.',
  'schema.check.players-few': 'there must be at least one player.',
  'schema.check.players-many': 'there can be at most {limit} players.',
  'schema.check.tiles-many': 'the base game has only {limit} tiles.',
  'schema.check.meeples-many': 'too many meeples.',
  'schema.check.score-whole': 'a score must be a whole number.',
  'schema.check.score-negative': 'a score cannot be negative.',
  'schema.check.score-max': 'a score must be at most {limit}.',
  'schema.check.game-format': 'the format must be "carcassonne-game/1".',
  'schema.check.moves-many': 'a game has at most {limit} moves, one for each tile of the box.',

  // ----- errors: reading a position
  'err.bad-json.not-text': 'A position must be given as JSON text, not {found}.',
  'err.bad-json.syntax': 'This is not valid JSON: {detail}',
  'err.too-large': 'This position is {kb} KB; a position can be at most {maxKb} KB.',
  'err.bad-position.not-object': 'A position must be a JSON object with "format", "players" and "tiles", not {found}.',
  'err.bad-position.too-many.tiles': 'In tiles: there are {count} tiles, but the base game has only {max} tiles.',
  'err.bad-position.too-many.meeples': 'In meeples: there are {count} meeples, more than any game can have.',
  'err.bad-position.too-many.players': 'In players: there are {count} players, but a game has at most {max} players.',
  'err.bad-position.too-many.remaining': 'In remaining: there are {count} tiles to come, but the base game has only {max} tiles.',
  'err.bad-position.too-many.scores': 'In scores: there are more than {max} entries, but a game has at most {max} players.',
  'err.bad-position.name-twice': 'the name {name} is used twice.',
  'err.bad-position.no-tiles': 'The board has no tiles: a position needs at least one.',
  'err.bad-position.not-a-player': '{name} is not one of the players ({players}).',
  'err.bad-position.meeple-on-tile': 'meeple {other} is already on that tile, and a tile only ever receives one meeple.',
  'err.bad-position.two-scores': 'In scores: {name} has two scores ({key} is the second).',
  'err.bad-position.two-colors': 'In colors: {name} has two colours ({key} is the second).',
  'err.bad-position.not-a-color': '{color} is not a player colour (yellow, red, green, blue, black or pink).',
  'err.bad-position.color-twice': 'In colors: {other} and {name} are both {color}.',
  'err.bad-position.too-many.colors': 'In colors: there are more than {max} entries, but a game has at most {max} players.',
  'err.bad-position.cause': 'The position is not valid: {sentence}',

  // ----- errors: game records (carcassonne-game/1)
  'err.bad-game.not-object': 'A game record must be a JSON object with "format", "players" and "moves", not {found}.',
  'err.bad-game.too-many': 'In moves: there are {count} moves, but a game has at most {max}, one for each tile of the box.',
  'err.bad-game.position': 'The players, rules and start of the game: {sentence}',
  'err.bad-game.not-a-player': 'In computer: {name} is not one of the players ({players}).',
  'err.bad-game.move': 'Move {move} ({player} with {tile}): {sentence}',
  'err.bad-game.not-in-bag': 'Move {move}: there is no {tile} tile left in the bag then ({left} tiles are left in it).',
  'err.bad-game.not-in-bag.empty': 'Move {move}: the bag is empty by then, so the game is over before this move.',
  'err.bad-game.fits': 'Move {move}: the {tile} tile is set aside as fitting nowhere, but it fits on the board.',
  'err.bad-game.discarded-placed': 'Move {move}: a tile set aside has no place, but this move also gives "{field}".',

  // ----- errors: share links
  'err.bad-link.no-code': 'The link holds no board code.',
  'err.bad-link.too-long': 'The board code in this link is {length} characters long; the longest a board needs is {max}.',
  'err.bad-link.version': 'The link does not hold a board code this site knows (it should start with "c2/" or "c3/", or "c1/" for an older link).',
  'err.bad-link.parts': 'The board code has {count} parts separated by "/"; a "{version}/" code has {expected}.',
  'err.bad-link.name': 'The player name "{text}" in the link is damaged.',
  'err.bad-link.tile': 'Tile {index} in the link, "{text}", is not a tile code (a letter A–X, a rotation 0–3, then x.y).',
  'err.bad-link.meeple': 'Meeple {index} in the link, "{text}", is not a meeple code (a player number, a spot, then x.y).',
  'err.bad-link.meeple-player': '[one]Meeple {index} in the link belongs to player {player}, but there is only {count} player.[other]Meeple {index} in the link belongs to player {player}, but there are only {count} players.',
  'err.bad-link.too-many-scores': 'The link has more scores than players.',
  'err.bad-link.score': 'The score of player {index} in the link, "{text}", is not a whole number.',
  'err.bad-link.to-play': 'The player to play in the link is not one of the players.',
  'err.bad-link.rules': 'The rule options in the link, "{text}", are damaged.',
  'err.bad-link.colors': 'The players’ colours in the link, "{text}", are damaged.',
  'err.bad-link.hand': 'The tiles in hand and to come in the link, "{text}", are damaged (tile letters A–X, then "r" or nothing for the draw).',

  // ----- errors: tiles and rotations
  'err.unknown-tile': '{tile} is not a tile of the base game (the letters are A to X).',
  'err.bad-rotation': 'The rotation must be 0, 1, 2 or 3 quarter turns, not {rot}.',
  'err.bad-rotation.in-file': 'rot must be 0, 1, 2 or 3 quarter turns, not {rot}.',

  // ----- errors: placing a tile
  'err.occupied': 'There is already a tile ({ntile}) at {at}.',
  'err.occupied.in-file': 'tile {other} is already on that cell.',
  'err.not-adjacent':
    'The cell {at} does not touch any tile along a side. A new tile must share at least one whole side with a tile already on the board; touching only at a corner is not enough.',
  'err.edge-mismatch':
    'The {side} side of this tile is {edge}, but it would touch the {nside} side of the {ntile} tile at {nat}, which is {nedge}. Touching sides must match: city to city, road to road, field to field.',
  'err.edge-mismatch.in-file': 'its {side} side is {edge}, but the {nside} side of tile {other} ({ntile} at {nat}) is {nedge}.',
  'err.no-tile-left': '[one]The only {tile} tile is already on the board.[other]All {count} {tile} tiles are already on the board.',
  'err.board-full': 'All the tiles of the game are already on the board.',
  'err.too-many-tiles': '[one]the game has only {count} tile of type {tile}, and this is number {nth}.[other]the game has only {count} tiles of type {tile}, and this is number {nth}.',
  'err.too-many-tiles.box':
    '[one]the game has only {count} tile of type {tile}, but this position counts more: {onBoard} on the board, {inHand} in hand and {remaining} still to come.[other]the game has only {count} tiles of type {tile}, but this position counts more: {onBoard} on the board, {inHand} in hand and {remaining} still to come.',
  'err.not-connected': '{where} is not connected to tile 1: every tile must touch the others side to side.',

  // ----- errors: placing a meeple
  'err.no-such-spot.not-a-spot':
    '{spot} is not a spot name. Use N, E, S or W for a road or city, C for a cloister, or a half side such as NW or ES for a field.',
  'err.no-such-spot.not-a-spot.in-file': '{spot} is not a spot name (use N, E, S, W, C or a half side such as NW or ES).',
  'err.no-such-spot.no-cloister': 'This {tile} tile has no cloister.',
  'err.no-such-spot.no-side': 'This {tile} tile, turned this way, has no road or city reaching the middle of its {side} side.',
  'err.no-such-spot.no-field': 'This {tile} tile, turned this way, has no field along {spot}.',
  'err.no-such-spot.open': '{sentence} Open spots here: {spots}.',
  'err.no-such-spot.none-open': '{sentence} No spot on it is open for a meeple.',
  'err.no-such-spot.no-tile': 'there is no tile on that cell.',
  'err.no-such-spot.no-feature': 'There is no feature at {spot} of the tile at {at}.',
  'err.feature-occupied':
    'This {kind} would join a {kind} that already has a meeple on it ({holders}). You may only place a meeple on a {kind} that nobody occupies yet, however far away the other meeple stands — even if it is your own.',
  'err.feature-occupied.holder': "{player}'s at {at}, {spot}",
  'err.feature-occupied.holderSep': '; ',
  'err.feature-occupied.nobody': 'somewhere on it',
  'err.no-meeple-left':
    '[one]{player} has no meeple left in the supply: their only meeple is on the board. Meeples come back when their feature is completed and scored.[other]{player} has no meeple left in the supply: all {count} are on the board. Meeples come back when their feature is completed and scored.',
  'err.no-meeple-left.in-file': '[one]{player} has only {count} meeple.[other]{player} has only {count} meeples.',
  'err.farmers-off': 'Farmers are not used in this game, so a meeple cannot go into a field.',
  'err.farmers-off.in-file': 'farmers are not used in this game, so no meeple may stand in a field.',

  // ----- errors: the worker's arguments and runs
  'err.argument': '{expected}, not {found}.',
  'err.argument.cell': 'The cell must be whole numbers, not ({x}, {y}): {argument} is {found}.',
  'arg.tile': 'The tile must be a tile letter from A to X',
  'arg.move': 'A move must be an object with tile, x, y and rot',
  'arg.move.tile': 'In the move, tile must be a tile letter from A to X',
  'arg.move.x': 'In the move, x must be a whole number',
  'arg.move.y': 'In the move, y must be a whole number',
  'arg.move.rot': 'In the move, rot must be 0, 1, 2 or 3 quarter turns',
  'arg.move.meeple': 'In the move, meeple must be a spot name such as N, C or NW (or nothing for no meeple)',
  'arg.x': 'x must be a whole number',
  'arg.y': 'y must be a whole number',
  'arg.spot': 'The spot must be a spot name such as N, C or NW',
  'arg.objective': 'The objective must be "points", "final" or "endgame"',
  'arg.level': 'The level must be "beginner", "club" or "strong"',
  'arg.seed': 'The seed must be a whole number from 0 to 4294967295',
  'arg.playouts': 'playouts must be a whole number from 1 to {max}',
  'arg.options': 'The ranking options must be an object such as "timeLimitMs: 5000"',
  'arg.timeLimitMs': 'timeLimitMs must be a number of milliseconds above 0',
  'arg.limit': 'limit must be a whole number from 1 to {max}',
  'arg.id': 'id must be a short text (1 to 100 characters)',
  'arg.slowdownMs': 'slowdownMs must be a number of milliseconds from 0 to 2000',
  'arg.holdMs': 'holdMs must be a number of milliseconds from 0 to 30000',
  'arg.onProgress': 'The progress callback must be a function',
  'arg.cancel': 'The run to cancel must be named by its id (a short text)',
  'arg.at': 'The move to replay to must be a whole number from 0 to {max}',
  'arg.settings': 'The review settings must be an object of whole numbers (at most {max})',
  'arg.seats': 'The seats to review must be a list of seat numbers from 0 to {max}',
  'err.bad-move.cell': 'The cell must be whole numbers, not {at}.',
  'err.bad-option.unknown-option': '{option} is not a ranking option (use {known}).',
  'err.cancelled': 'The ranking was cancelled before it finished.',
  'err.internal': 'The rules engine failed in {call}: {detail}',
  'err.engine-stopped': 'The rules engine stopped before it could answer ({reason}).',

  // ----- notes about a legal but unusual position
  'warning.meeple-on-finished-feature':
    'The meeple at {at} stands on a finished feature; in a game it would already have scored and gone back. It is scored here as finished.',

  // ----- the score checker's warnings (errors.ts CheckWarning)

  // ----- sides, edges, spots and kinds
  'side.N': 'north',
  'side.E': 'east',
  'side.S': 'south',
  'side.W': 'west',
  'edge.C': 'a city',
  'edge.R': 'a road',
  'edge.F': 'a field',
  'edge.none': 'nothing',
  'spot.N': 'the north side',
  'spot.E': 'the east side',
  'spot.S': 'the south side',
  'spot.W': 'the west side',
  'spot.C': 'the cloister',
  'spot.NW': 'the west half of the north side',
  'spot.NE': 'the east half of the north side',
  'spot.EN': 'the north half of the east side',
  'spot.ES': 'the south half of the east side',
  'spot.SE': 'the east half of the south side',
  'spot.SW': 'the west half of the south side',
  'spot.WS': 'the south half of the west side',
  'spot.WN': 'the north half of the west side',
  'kind.city': 'city',
  'kind.road': 'road',
  'kind.cloister': 'cloister',
  'kind.farm': 'farm',
  'kind.field': 'field',

  // ----- features
  'feature.city': '[one]a city of {count} tile[other]a city of {count} tiles',
  'feature.road': '[one]a road of {count} tile[other]a road of {count} tiles',
  'feature.cloister': 'a cloister',
  'feature.farm': 'a farm',
  'feature.withPennants': '[one]{feature} with {count} pennant[other]{feature} with {count} pennants',
  'feature.the.city': 'the city',
  'feature.the.road': 'the road',
  'feature.the.cloister': 'the cloister',
  'feature.the.farm': 'the farm',
  'feature.several.city': 'cities',
  'feature.several.road': 'roads',
  'feature.several.cloister': 'cloisters',
  'feature.several.farm': 'farms',

  // ----- the solver's reasons (WhyPart)
  'why.now': 'scores {points} now for {feature}',
  'why.endGain': '+{points} at the end from {feature}',
  'why.endLoss': '−{points} at the end from {feature}',
  'why.rival': '{player} gains {points}',
  'why.none': 'no points either way',
  'why.sep': '; ',
  // ----- reports of a final scoring and of a turn, line by line (carc --explain; the score checker)
} as const;

export default engineEn;
