/**
 * English dictionary — the reference for every other language.
 *
 * A flat object: one key per visible string. Keys are grouped by a dotted
 * prefix (site., nav., home., learn., …) only by convention. To add a string,
 * append a key here (anywhere in its group) and use it with `t('your.key')`.
 * Placeholders are written `{name}` and filled from `t(key, { name })`;
 * the placeholder names are checked by TypeScript.
 *
 * Keep `as const` so that `t` can type-check keys and placeholder names.
 */

const en = {






  'common.comingSoon': 'Coming soon',




  // Named, not linked: the built site mentions no absolute address (tests/built/security.test.ts).


  'engine.heading': 'Rules engine',
  'engine.waiting': 'Waking up the rules engine in the background…',
  'engine.summary': '{types} tile types, {tiles} tiles, {pennants} pennants, {cloisters} cloisters',
  'engine.ready': 'Rules engine ready: {summary}.',
  'engine.failed': 'The rules engine did not start in this browser ({reason}). The pages still work; interactive boards will not.',

  'puzzles.title': 'Puzzles',
  'puzzles.heading': 'Placement puzzles',

  'check.title': 'Check a score',
  'check.heading': 'Check a final score',

  'playground.title': 'Playground',
  'playground.heading': 'Board playground',

  // ----- share. : share links and position files on the playground (SharePanel.tsx, issue 6)
  'share.heading': 'Share and save',
  'share.note': 'A link or a file holds the whole board: tiles, meeples, scores and the player to play.',
  'share.link': 'Share link',
  'share.noName': 'a file without a name',
  'share.copied': 'Link copied. Anyone who opens it gets this board.',
  'share.copyFailed': 'Copy the link below: this browser did not let the page copy it.',
  'share.linkLabel': 'Link to this board',
  'share.export': 'Export file',
  'share.exported': 'The board was saved as {file}.',
  'share.import': 'Import file',
  'share.importHint': 'Or drop a .json position file on the board.',
  'share.dropHere': 'Drop the position file to open it',
  'share.busy': 'Working…',
  'share.fromLink': 'The board from the link is on the table.',
  'share.fromFile': 'The board from {file} is on the table.',
  'share.keptPrevious': 'Your previous board was kept: Undo or “Bring back my board” returns to it.',
  'share.restore': 'Bring back my board',
  'share.restored': 'Your previous board is back; Undo returns to the one you opened.',
  'share.sameBoard': 'This board is already on the table.',
  'share.badLink': 'This link’s board could not be opened: {reason} Your own board was kept as it was.',
  'share.badFile': '{file} could not be opened: {reason} Your board was kept as it was.',
  'share.notOneFile': 'Drop one position file at a time.',
  'share.failed': 'The rules engine could not check this board ({reason}). Your board was kept as it was.',
  // ----- end of share.

  // ----- engine. : worker restarts (src/worker/client.ts) and the best-moves panel (SolverPanel.tsx), issues 4 and 6
  'engine.restarted': 'The rules engine stopped and was restarted; your board is intact.',
  'engine.callLost': 'The rules engine stopped before it could answer, so nothing was changed. Please try that again.',
  'engine.gaveUp': 'The rules engine keeps stopping in this browser ({reason}). Reload the page to try again; your board is saved.',
  'engine.solver.heading': 'Best moves',
  'engine.solver.note':
    'Every place, turn and meeple choice for the tile in hand, ranked by what it gains {player} over the best rival if the game ended right after it.',
  'engine.solver.run': 'Find the best moves',
  'engine.solver.again': 'Rank again',
  'engine.solver.cancel': 'Cancel',
  'engine.solver.progressLabel': 'Moves ranked so far',
  'engine.solver.starting': 'Ranking the moves…',
  'engine.solver.running': 'Ranking the moves… {tried} of {total} tried',
  'engine.solver.cancelled': 'Ranking cancelled.',
  'engine.solver.noTile': 'Choose a tile in hand to rank its moves.',
  'engine.solver.noMoves': 'Tile {tile} fits nowhere on this board, so there is nothing to rank.',
  'engine.solver.summary': 'Best {shown} of {total} moves for tile {tile}, {player} to play.',
  'engine.solver.summaryAll': 'All {total} moves for tile {tile}, {player} to play.',
  'engine.solver.partial': 'Time ran out after {tried} of {total} moves; these are the best of the moves tried.',
  'engine.solver.failed': 'The moves could not be ranked: {reason}',
  'engine.solver.listLabel': 'Moves, best first',
  'engine.solver.where': 'Column {x}, row {y}, {turns}',
  'engine.solver.meeple': 'meeple on {spot}',
  'engine.solver.noMeeple': 'no meeple',
  'engine.solver.netLabel': 'net gain {value}',
  'engine.solver.more': 'Show the best {count}',
  'engine.solver.fewer': 'Show fewer',
  'engine.solver.show': 'Choose a move to see it on the board.',
  'engine.solver.shown': 'Shown on the board. Choose it again to hide it.',
  // ----- end of engine.
} as const;

export default en;
