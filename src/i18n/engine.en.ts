/**
 * English words for the engine's vocabulary: values found where something else
 * was expected, quoted text, features, spots, sides and the solver's reasons.
 * Put together by src/i18n/vocab.ts and words.ts; registered in the dictionary
 * by src/i18n/index.ts (the core, on every page with a board). The errors
 * themselves, the places in a file they name and the worker's arguments are
 * in errors.en.ts, loaded with a page's first error. Numbers in these
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
