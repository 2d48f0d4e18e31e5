/**
 * Why a position could not arise in a game (errors.ts ImpossibleReason, worded by wordImpossible in words.ts):
 * a section of its own (src/i18n/possible.ts), since only `carc possible` and the content tests say it, and no page.
 */
const possibleEn = {
  'impossible.too-many-tiles': '[one]the box holds only {count} {tile} tile, but the board has {onBoard}.[other]the box holds {count} {tile} tiles, but the board has {onBoard}.',
  'impossible.too-many-tiles.hand': '[one]the box holds only {count} {tile} tile, but this position counts {total}: {onBoard} on the board, {inHand} in hand and {remaining} still to come.[other]the box holds {count} {tile} tiles, but this position counts {total}: {onBoard} on the board, {inHand} in hand and {remaining} still to come.',
  'impossible.too-many-meeples': '{player} has {onBoard} meeples on the board but owns only {count}.',
  'impossible.meeples-on-tile': 'a second meeple on this tile (meeple {other} is already there): a tile receives at most one meeple, as it is laid.',
  'impossible.farmers-off': 'a farmer, but this game is played without farmers.',
  'impossible.no-start-tile': 'There is no {tile} tile on the board: every game starts from the start tile, a {tile}, and it stays on the table.',
  'impossible.meeple-on-start-tile': 'it stands on the start tile. Nobody lays the start tile, so nobody could put a meeple on it.',
  'impossible.meeple-on-start-tile.several':
    'it stands on a {tile} tile, and each of the {starts} {tile} tiles on the board holds a meeple. One of them is the start tile, which nobody lays, so it could hold no meeple.',
  'impossible.meeple-on-completed': 'it stands on {feature}, which is completed: a completed {kind} scores at once and its meeples go back, on the last turn too.',
  'impossible.meeples-joined.touching':
    'it shares a {kind} with meeple {other} ({player} at {at}), and their tiles touch where that {kind} crosses from one to the other: whichever was laid second joined a {kind} that was already taken.',
  'impossible.meeples-joined.start-tile':
    'it shares a {kind} with meeple {other} ({player} at {at}) through the start tile at {start}, which was on the table before either: whichever was laid second joined a {kind} that was already taken.',
  'impossible.too-few-turns':
    '{player} has {meeples} on the board, but with {toPlay} to play now and the players taking turns, {player} has laid {turns} of the tiles after the start tile, and a meeple goes only on a tile its owner lays.',
  'impossible.unreachable-score.none':
    '{player} has {score} points, but nothing on the board is completed: during play, points come only from roads, cities and cloisters as they are completed, and a completed one stays on the board.',
  'impossible.unreachable-score.noTurn':
    '{player} has {score} points, but the meeples on the board use up every tile {player} could have put a meeple on (one a tile, as it is laid), so {player} never held a completed road, city or cloister: during play, points come only from those, as they are completed.',
  'impossible.unreachable-score':
    '[one]{player} has {score} points, but the only completed road, city or cloister on the board does not pay that: during play, points come only from roads, cities and cloisters as they are completed, each paying its holders once, and a completed one stays on the board.[other]{player} has {score} points, but no choice among the {count} completed roads, cities and cloisters on the board adds up to that: during play, points come only from roads, cities and cloisters as they are completed, each paying its holders once, and a completed one stays on the board.',
  'impossible.unreachable-score.fewer':
    '[one]{player} has {score} points, but none of the {completed} completed roads, cities and cloisters on the board pays that alone, and {player} could have held only one: a feature is held with a meeple put on a tile as it is laid, and besides the tiles that hold meeples now {player} could have put one on {count} tile at most. During play, points come only from roads, cities and cloisters as they are completed, each paying its holders once, and a completed one stays on the board.[other]{player} has {score} points, but no choice of at most {count} of the {completed} completed roads, cities and cloisters on the board adds up to that: a feature is held with a meeple put on a tile as it is laid, and besides the tiles that hold meeples now {player} could have put one on {count} tiles at most. During play, points come only from roads, cities and cloisters as they are completed, each paying its holders once, and a completed one stays on the board.',
  'impossible.no-order':
    'From the start tile at {start}, no order of laying these tiles lets every meeple be put on a road, city, field or cloister that nobody held at that moment.',
  'impossible.turn-order':
    'From the start tile at {start} the tiles can be laid so that every meeple finds its road, city, field or cloister free, but not in turn: with {toPlay} to play now, no order lets each player put meeples only on tiles they laid themselves.',
  'impossible.turn-order.anyone':
    'From the start tile at {start} the tiles can be laid so that every meeple finds its road, city, field or cloister free, but not in turn: whoever played first, no order lets each player put meeples only on tiles they laid themselves.',
  'impossible.meeples': '[one]{count} meeple[other]{count} meeples',
  'impossible.tiles': 'only {count}',
  'impossible.tiles0': 'none',
} as const;

export default possibleEn;
