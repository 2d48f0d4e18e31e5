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
import tilesEn from './tiles.en';
import boardEn from './board.en';

const en = {
  // The language's own name, shown in the language switcher.
  'locale.name': 'English',

  'site.name': 'Carcassonne Tutor',
  'site.tagline': 'Learn the rules, solve puzzles, settle the final score.',
  'site.description':
    'Learn Carcassonne by playing, solve best-placement puzzles and settle final-scoring disputes, all in your browser.',
  'site.titleSuffix': '{title} · Carcassonne Tutor',

  'a11y.skipToContent': 'Skip to content',
  'a11y.mainNav': 'Main',
  'a11y.home': 'Carcassonne Tutor, home page',

  'nav.learn': 'Learn',
  'nav.puzzles': 'Puzzles',
  'nav.check': 'Check a score',
  'nav.playground': 'Playground',

  'lang.label': 'Language',
  'lang.current': 'Current language: {language}',
  'lang.more': 'More languages are on their way.',

  'footer.about':
    'An unofficial study aid for the base game of Carcassonne. Everything runs in your browser; nothing is sent anywhere.',
  'footer.trademark': 'Carcassonne is a trademark of its publishers. This site is not affiliated with them.',

  'common.comingSoon': 'Coming soon',

  'home.title': 'Learn and master Carcassonne',
  'home.heading': 'Get better at Carcassonne, one tile at a time',
  'home.lead':
    'A friendly companion for the tile-laying classic: pick up the rules step by step, sharpen your play with placement puzzles, and settle the end-of-game count without arguments.',
  'home.sectionsHeading': 'What you can do here',
  'home.learn.title': 'Learn the rules',
  'home.learn.body': 'Short lessons with boards you can touch: tiles, meeples, roads, cities, cloisters and fields.',
  'home.puzzles.title': 'Solve puzzles',
  'home.puzzles.body': 'One tile in hand, one board in front of you: find the placement that scores best.',
  'home.check.title': 'Check a final score',
  'home.check.body': 'Rebuild the finished board and let the rules engine count every feature for each player.',
  'home.playground.title': 'Board playground',
  'home.playground.body': 'Lay tiles freely, place meeples and watch how features grow and close.',
  'home.cardCta': 'Open',

  'engine.heading': 'Rules engine',
  'engine.waiting': 'Waking up the rules engine in the background…',
  'engine.summary': '{types} tile types, {tiles} tiles, {pennants} pennants, {cloisters} cloisters',
  'engine.ready': 'Rules engine ready: {summary}.',
  'engine.failed': 'The rules engine did not start in this browser ({reason}). The pages still work; interactive boards will not.',

  'learn.title': 'Learn the rules',
  'learn.heading': 'Learn the rules',
  'learn.body':
    'Step-by-step lessons on placing tiles, deploying meeples and scoring every feature are being written. Each lesson will come with a small board you can try things on.',

  'puzzles.title': 'Puzzles',
  'puzzles.heading': 'Placement puzzles',
  'puzzles.body':
    'Puzzles that ask where the tile in your hand scores most are on the way, with the engine explaining the best answer.',

  'check.title': 'Check a score',
  'check.heading': 'Check a final score',
  'check.body':
    'Soon you will be able to rebuild a finished game here and get a feature-by-feature count of the final score for every player.',

  'playground.title': 'Playground',
  'playground.heading': 'Board playground',
  'learn.tilesLink': 'Meet the 24 tiles first: every kind drawn large, with how many the box holds.',
  // The tile gallery and the tile drawings (kept in their own file).
  ...tilesEn,
  // The board, the tile picker and the playground (kept in their own file).
  ...boardEn,
} as const;

export default en;
