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


  // ----- engine. : worker restarts (src/worker/client.ts) and the best-moves panel (SolverPanel.tsx), issues 4 and 6
  'engine.restarted': 'The rules engine stopped and was restarted; your board is intact.',
  'engine.callLost': 'The rules engine stopped before it could answer, so nothing was changed. Please try that again.',
  'engine.wordsLost': 'That could not be done ({code}), and the words that say why did not load: check the connection, then try again.',
  'engine.gaveUp': 'The rules engine keeps stopping in this browser ({reason}). Reload the page to try again; your board is saved.',
  'engine.solver.where': 'Column {x}, row {y}, {turns}',
  'engine.solver.meeple': 'meeple on {spot}',
  'engine.solver.noMeeple': 'no meeple',
  // ----- a player named by a colour, shown in the page's language (playerLabel in index.ts; English shows names as written)
  'player.yellow': 'Yellow',
  'player.red': 'Red',
  'player.green': 'Green',
  'player.blue': 'Blue',
  'player.black': 'Black',
  'player.pink': 'Pink',
  // ----- end of engine.
} as const;

export default en;
