/**
 * English strings of the `carc` command line (bin/carc.ts): its help, its
 * usage errors and the lines of --explain that are not the engine's own
 * reports (those are in engine.en.ts, worded by words.ts). A flat object like
 * en.ts, which takes it in.
 *
 * The help is wrapped by hand at about 90 columns: a translation wraps its
 * own lines with "\n". JSON shapes ({"tile", "player", …}) are not words but
 * field names, so they come in as placeholders ({fields}, {example}).
 * Numbers are given as written (a seed is not grouped into thousands).
 * A count takes two keys, `…1` for exactly one and `…` with {n} for any other
 * number, chosen by wordCount (words.ts).
 */
const cliEn = {
  // ----- the main help (carc --help)
  'cli.title': 'carc — Carcassonne positions on the command line',
  'cli.usage': 'Usage: {usage}',
  'cli.usage.main': 'carc COMMAND [FILE] [options]',
  'cli.commands': 'Commands:',
  'cli.about':
    'FILE is a position in the carcassonne-position/1 format (docs/position-format.md);\nuse - to read it from standard input. Output is JSON; --explain gives readable text.\nErrors are one line of JSON, {error}, with exit status 1\nfor an illegal move or a bad position and 2 for a wrong command line.',
  'cli.more': 'Run `carc COMMAND --help` for the options of a command.',

  // ----- the help of one command (carc COMMAND --help)
  'cli.help.title': 'carc {command} — {summary}',
  'cli.help.file': 'FILE is a position file, or - to read standard input.',
  'cli.help.game': 'GAME is a game record file (carcassonne-game/1, docs/game-format.md), or - to read standard input.',
  'cli.help.options': 'Options:',
  'cli.help.required': '{help} (required)',
  'cli.opt.help': 'show this help',
  'cli.opt.explain': 'print readable text instead of JSON',
  'cli.opt.tile': 'the tile letter, A to X',

  'cli.score.summary': 'final scoring as if the game ended now',
  'cli.score.usage': 'carc score FILE [--all] [--explain]',
  'cli.score.all': 'list the roads, cities, cloisters and farms nobody holds too, with what each is worth',
  'cli.score.notes':
    'Prints {fields}: the points each player gains\nin the final scoring, the score so far plus those points, and one entry per feature that\nholds a meeple (kind, complete, tiles, pennants, meeples, winners, points; farms also\ngive the number of completed cities they supply).',

  'cli.place.summary': 'play one turn for the player to play',
  'cli.place.usage': 'carc place FILE --tile L --x X --y Y --rot R [--meeple SPOT] [--explain]',
  'cli.place.x': 'the column, growing to the east',
  'cli.place.y': 'the row, growing to the south',
  'cli.place.rot': 'quarter turns clockwise, 0 to 3',
  'cli.place.meeple': 'put a meeple on this spot (N, E, S, W, C, NW, NE, EN, ES, SE, SW, WS, WN)',
  // {fields} breaks its line inside: '{"scored", "completed",⏎"position"}'.
  'cli.place.notes':
    'Places the tile for the player "toPlay", puts the meeple if asked, scores every road,\ncity and cloister the tile completes and passes the turn. Prints {fields} with the new position. An illegal move exits with status 1 and prints the\nreason: {error}.',

  'cli.moves.summary': 'every legal placement of a tile, with the open meeple spots',
  'cli.moves.usage': 'carc moves FILE [--tile L] [--explain]',
  'cli.moves.tile': 'the tile letter, A to X (default: the position\'s inHand)',
  'cli.moves.notes':
    'Prints {fields}: each cell and rotation\nwhere the tile fits (rotations that look the same are listed once), and the spots where\nthe player to play could put a meeple there (empty when none is left in the supply).',

  'cli.play.summary': 'a complete game between random players',
  'cli.play.usage': 'carc play [--players N] [--seed S] [--names A,B,…] [--rules JSON] [--explain]',
  'cli.play.players': 'how many players, 1 to 6 (default 2, or as many as --names)',
  'cli.play.seed': 'the seed of the shuffle and the players, 0 to 4294967295 (default: random)',
  'cli.play.names': 'the players\' names, comma-separated (default {names})',
  'cli.play.rules': 'rule options, e.g. \'{example}\' (see docs/position-format.md)',
  'cli.play.notes':
    'Shuffles the 71 tiles other than the start tile, then each player in turn draws a tile,\nputs it on a random legal placement and a meeple on a random open spot (or none), until\nthe pile is empty; tiles that fit nowhere are discarded. The same seed gives the same game.\nPrints {fields}.',

  'cli.validate.summary': 'check a position and print it in canonical form',
  'cli.validate.usage': 'carc validate FILE [--explain]',
  'cli.validate.notes':
    'Prints the position written back in canonical form (every field present, rule options\nonly when they differ from the defaults), or the first problem found, with exit status 1.\nNotes about a legal but unusual position go to standard error.',

  'cli.solve.summary': 'value every move of the tile in hand under one objective',
  'cli.solve.usage': 'carc solve FILE [--objective points|final|endgame] [--tile L] [--top N] [--time-limit MS] [--explain]',
  'cli.solve.objective': 'what a move is worth (default final)',
  'cli.solve.tile': 'the tile letter, A to X, when the position has no inHand',
  'cli.solve.top': 'how many of the best moves carry their breakdown, 0 to 1000 (default 10)',
  'cli.solve.time-limit': 'stop after this many milliseconds with the deepest values finished',
  // {fields} breaks its line inside, after "best",.
  'cli.solve.notes':
    'Objectives: points (scored during this turn), final (the game ends after the move: own\ntotal after final scoring minus the highest other total), endgame (the tiles of "remaining"\nare played after the move, every player maximising their own final margin; "draw":\n"random" averages over the draws). Prints {fields}: "best" lists every move\nthat reaches the value (look-alikes once), "moves" ranks them all, the first N with a\n"breakdown" (now, later, gains, why, final). With --time-limit the search deepens one tile\nat a time and answers the deepest values it finished, with "complete": false.',

  'cli.possible.summary': 'whether a position could arise in a game under its rules',
  'cli.possible.usage': 'carc possible FILE [--budget N] [--any-turn] [--explain]',
  'cli.possible.budget': 'most tiles the search lays before it answers "unknown" (default {budget})',
  'cli.possible.any-turn': 'do not ask that the players took turns (a meeple may go on any tile)',
  'cli.possible.notes':
    'Reads the position as the score checker does and prints {fields}: "possible" with "order",\nthe tiles in an order a game could have laid them (the start tile first, each meeple put\non its tile as it is laid, on a feature nobody held then, the players taking turns);\n"impossible" with "reasons"; or "unknown" when the search used its budget first. The\nstart tile is a D tile without a meeple. Each score must be one the completed roads, cities\nand cloisters on the board could have paid. Exit status 0 for any verdict.',
  'cli.match.summary': 'games between two computer levels, on the same tiles with the seats swapped',
  'cli.match.usage': 'carc match --a LEVEL --b LEVEL [--games N] [--seed S] [--players N] [--ms LIMIT] [--playouts N] [--jobs N] [--progress] [--explain]',
  'cli.match.a': 'the level whose results are reported: {levels}',
  'cli.match.b': 'the level it plays against (every other seat)',
  'cli.match.games': 'how many games, 1 to 100000 (default 20); they come in pairs',
  'cli.match.seed': 'the seed of the tile orders and the players, 0 to 4294967295 (default: random)',
  'cli.match.players': 'players in each game, 2 to 6 (default 2): A takes one seat, B the others',
  'cli.match.ms': 'cap on one move\'s thinking, in milliseconds of processor time (default {ms})',
  'cli.match.playouts': 'the strong level\'s playouts per move (default: its own budget)',
  'cli.match.jobs': 'games played at once, each in a process of its own (default: one per processor)',
  'cli.match.progress': 'print a line on standard error after each game',
  'cli.match.notes':
    'The games come in pairs on the same tile order: in the first, A plays first; in the second,\nA plays last (with two players: the seats swapped). A game\'s moves follow from the seed, so\na match can be played again, unless the time limit cuts a search short ("capped" counts\nA\'s moves it cut). Prints {fields} for A:\na tie counts as half a win in winRate; ci95 is its 95% interval over the pairs; the margin\nis A\'s total minus the best other total; msPerMove is processor time, wallMsPerMove the\ntime on the clock (longer on a busy machine).',

  'cli.replay.summary': 'the position after each move of a recorded game, or after move K',
  'cli.replay.usage': 'carc replay GAME [--at K] [--explain]',
  'cli.replay.at': 'only the position after move K (0: the start)',
  'cli.replay.notes':
    'GAME is a game record (docs/game-format.md). Prints one entry per move, {fields}:\nthe tile drawn, where it went (null when it fitted nowhere and was set aside), the points it\nscored for each player, the scores after it and the position after it. With --at K, prints\n{at}: the position after move K with the next move\'s tile in hand and the rest of the bag as\n"remaining", drawn at random (the record does not keep the bag\'s order).',

  'cli.review.summary': 'what each move of a recorded game lost against the best move found',
  'cli.review.usage': 'carc review GAME [--players A,B,…] [--search N] [--playouts N] [--seed S] [--progress] [--explain]',
  'cli.review.players': 'review only these players\' moves (default: everyone\'s)',
  'cli.review.search': 'playouts the strong level spends finding the best move of a position (default {n})',
  'cli.review.playouts': 'playouts on the same futures for the move played and the best one (default {n})',
  'cli.review.seed': 'the seed of the playouts, 0 to 4294967295 (default 0)',
  'cli.review.progress': 'print a line on standard error after each move',
  'cli.review.notes':
    'Weighs each move against the best move found in the same position, knowing the tiles left\nbut not their order: with {exact} tiles or fewer to come, by the exact endgame search; otherwise\nthe strong level\'s search finds the best move, then both moves are played out on the same\nfutures. Values are the mover\'s expected final margin (their total minus the best other\ntotal); "loss" is what the move gave away and "noise" the half-width of its 95% interval (0\nwhen exact). A move is a mistake when its loss is larger than its noise and at least {min}\npoint. The same game, options and seed give the same review. Prints\n{fields}, each move\n{move},\nand for each player {summary} ("worst": the biggest mistakes, biggest first).',

  // ----- --explain lines of the commands (the reports themselves are worded by words.ts)
  'cli.moves.nowhere': 'Tile {tile} has no legal placement for {player}: it fits nowhere on this board, or all its copies are already on it.',
  'cli.moves.head': 'Tile {tile} for {player}: {placements}',
  'cli.moves.line': '  {at} rot {rot} — meeple: {spots}',
  'cli.moves.noSpot': 'none possible',
  'cli.play.head': 'Seed {seed}: {players} ({names}), {tiles} on the board, {discarded}',
  'cli.play.discarded': '{count} discarded ({tiles}).',
  'cli.play.noneDiscarded': 'none discarded.',
  'cli.validate.valid': '{source}: a valid position, {players} ({names}), {tiles}, {meeples}, {rules}, {player} to play.',
  'cli.validate.rules': 'rules {rules}',
  'cli.validate.defaultRules': 'default rules',
  'cli.note': 'note: {note}',
  'cli.possible.yes': '{source}: this position could arise in a game ({searched}). The tiles in an order that produces it, the players taking turns:',
  'cli.possible.yes.any-turn': '{source}: this position could arise in a game if whose turn it was did not matter ({searched}). The tiles in an order that produces it:',
  'cli.possible.start': '  {n}. {tile} at {at} rot {rot}, the start tile',
  'cli.possible.line': '  {n}. {tile} at {at} rot {rot}, laid by {player}',
  'cli.possible.lineNobody': '  {n}. {tile} at {at} rot {rot}',
  'cli.possible.lineMeeple': '  {n}. {tile} at {at} rot {rot}, laid by {player} with a meeple on {spot}',
  'cli.possible.no': '{source}: this position could not arise in a game:',
  'cli.possible.reason': '  - {reason}',
  'cli.possible.unknown': '{source}: undecided: {searched} and found no order, nor ruled them all out; try a larger --budget.',
  'cli.possible.unknown.time': '{source}: undecided: {searched} and ran out of time.',
  'cli.possible.nodes': '[one]the search laid {count} tile[other]the search laid {count} tiles',
  'cli.count.placements': '[one]{count} legal placement[other]{count} legal placements',
  'cli.count.players': '[one]{count} player[other]{count} players',
  'cli.count.tiles': '[one]{count} tile[other]{count} tiles',
  'cli.count.meeples': '[one]{count} meeple[other]{count} meeples',
  'cli.match.progressLine': '{done} of {total} games: win rate {rate}%, mean margin {margin} ({seconds} s)',
  'cli.match.explain':
    '{a} against {b}, {games} ({players}, seed {seed}): {a} won {wins}, lost {losses}, tied {ties}.\nWin rate {rate}% (95% interval {low}–{high}%), mean margin {margin} points (standard deviation {sd}).\n{a} thought {ms} ms a move in processor time ({wall} ms on the clock; limit {limit} ms, reached {capped} times).',
  'cli.game.placement': '{tile} at {at} rot {rot}',
  'cli.game.noMeeple': '{placement}, no meeple',
  'cli.game.withMeeple': '{placement}, {meeple}',
  'cli.game.discarded': '{tile} fitted nowhere and was set aside',
  'cli.game.score': '{name} {score}',
  'cli.replay.head': 'A game between {players}, {moves}:',
  'cli.replay.line': '  {n}. {player}: {what}{scored}; scores {scores}',
  'cli.replay.scored': ', scoring {points}',
  'cli.replay.scoredBy': ', {name} scoring {points}',
  'cli.replay.after': 'After move {move}: {tiles} on the board; scores {scores}; {player} to play with {tile} in hand, {left} in the bag after it.',
  'cli.replay.afterNoHand': 'After move {move}: {tiles} on the board; scores {scores}; {player} to play, {left} in the bag.',
  'cli.replay.over': 'After move {move} the game is over: {tiles} on the board; scores before the final scoring {scores}.',
  'cli.review.head': 'Review of a game of {moves} (the strong level\'s search with {search} playouts, {playouts} playouts a move to measure the loss).',
  'cli.review.player': '{name}: {moves} reviewed, {mistakes}, {lost} points given away in all.',
  'cli.review.every': 'Every move (the value is the mover\'s expected final margin):',
  'cli.review.exact': 'exact',
  'cli.review.estimated': '± {noise}',
  'cli.review.discarded': '{n}. {player}: {tile} fitted nowhere and was set aside.',
  'cli.review.skipped': '{n}. {player}: {played} (not reviewed).',
  'cli.review.only': '{n}. {player}: {played}, the only move ({value}).',
  'cli.review.best': '{n}. {player}: {played} — the best move found ({value}).',
  'cli.review.bestExact': '{n}. {player}: {played} — the best move ({value}, exact).',
  'cli.review.lost': '{n}. {player}: {played} ({value}) lost {loss} ({how}) against {best} ({bestValue}).',
  'cli.review.mistake': '{n}. {player}: {played} ({value}) — a mistake: lost {loss} ({how}) against {best} ({bestValue}).',
  'cli.review.progressLine': '{done} of {total} moves reviewed ({seconds} s)',
  'cli.count.moves': '[one]{count} move[other]{count} moves',
  'cli.count.mistakes': '[one]{count} mistake[other]{count} mistakes',
  'cli.count.games': '[one]{count} game[other]{count} games',
  'cli.count.names': '[one]{count} name[other]{count} names',

  // ----- refusals: {"error": CODE, "message": …} (docs/cli.md lists the codes)
  'cli.stdin': 'standard input',
  'cli.err.in': '{where}: {sentence}',
  'cli.err.too-large': '{file}: the file is {size} KB; a position can be at most {max} KB.',
  'cli.err.too-large-stdin': '{source}: more than {max} KB; a position can be at most {max} KB.',
  'cli.err.no-such-file': 'Cannot read "{file}": there is no such file.',
  'cli.err.folder': 'Cannot read "{file}": it is a folder, not a file.',
  'cli.err.permission': 'Cannot read "{file}": permission denied.',
  'cli.err.unreadable': 'Cannot read "{file}": {reason}.',
  'cli.err.empty': '{source}: there is nothing in it; expected a position in JSON.',
  'cli.err.no-command': 'No command given. Commands: {commands}. Run `carc --help` for more.',
  'cli.err.no-such-command': 'There is no command "{command}". Commands: {commands}. Run `carc --help` for more.',
  'cli.err.no-such-help': 'There is no command "{command}". Commands: {commands}.',
  'cli.err.not-a-command': '"{command}" is not a command. Commands: {commands}. Run `carc --help` for more.',
  'cli.err.missing-option': 'carc {command} needs {option} ({help}).',
  'cli.err.no-in-hand': 'carc {command} needs --tile L ({help}) when the position has no inHand.',
  'cli.err.missing-file': 'carc {command} needs a position FILE (or - to read standard input).',
  'cli.err.missing-game': 'carc {command} needs a GAME record file (or - to read standard input).',
  'cli.err.empty-game': '{source}: there is nothing in it; expected a game record in JSON.',
  'cli.err.not-a-player': '{option}: "{name}" is not one of the players ({players}).',
  'cli.err.unexpected-argument.game': 'carc {command} does not take "{argument}": give one GAME file. Usage: {usage}',
  'cli.err.unexpected-argument': 'carc {command} does not take "{argument}". Usage: {usage}',
  'cli.err.unexpected-argument.file': 'carc {command} does not take "{argument}": give one position FILE. Usage: {usage}',
  'cli.err.unknown-option': 'carc {command} has no option {option}. Its options: {options}, --help.',
  'cli.err.switch': '{option} is a switch and takes no value.',
  'cli.err.missing-value': '{option} needs a value: {option} {value}.',
  'cli.err.value': 'VALUE',
  'cli.err.not-whole': '{option} must be a whole number, not "{value}".',
  'cli.err.out-of-range': '{option} must be between {min} and {max}, not {value}.',
  'cli.err.unknown-tile': '--tile "{value}" is not a tile of the base game: use one of the letters A to X (see shared/tiles.md).',
  'cli.err.bad-rotation': '--rot must be 0, 1, 2 or 3 quarter turns clockwise, not "{value}".',
  'cli.err.names-count': '--names gives {names} but --players is {players}.',
  'cli.err.rules-json': '--rules is not valid JSON: {reason}',
  'cli.err.rules-object': '--rules must be a JSON object such as {example}.',
  'cli.err.objective': '--objective must be points, final or endgame, not "{value}".',
  'cli.err.match-child': 'a process playing the games stopped (exit status {status})',
  'cli.err.lang': 'There is no language "{value}" for --lang: use one of {languages}.',
  'cli.err.level': '{option} must be one of the levels {levels}, not "{value}".',
  'cli.err.internal': 'carc failed unexpectedly (this is a bug, please report it): {reason}',
} as const;

export default cliEn;
