/**
 * Czech: the engine's vocabulary (engine.en.ts), put together by words.ts. Phrases that are put
 * into other sentences are in the nominative and stand after a colon or in brackets, so that
 * Czech cases never depend on the word put in.
 */
import type { AreaWords } from './catalog';

const engineCs = {
  // ----- values found where something else was expected (errors.ts Found)
  'found.null': 'null',
  'found.nothing': 'nic',
  'found.nan': 'NaN (není číslo)',
  'found.function': 'funkce',
  'found.object': 'objekt',
  'found.text': 'text „{text}“',
  'found.longText': 'text „{text}…“ (znaků: {length})',
  'found.number': 'číslo {value}',
  'found.boolean': '{value}',
  'found.list':
    '[one]seznam o {count} položce[few]seznam o {count} položkách[many]seznam o {count} položky[other]seznam o {count} položkách',
  'found.other': 'typ {type}',

  // ----- text from the input, quoted
  'quote.short': '„{text}“',
  'quote.long': '„{text}…“ (znaků: {length})',
  'list.sep': ', ',
  'labelled': '{label}: {text}',
  'at': '({x}, {y})',

  // ----- notes about a legal but unusual position
  'warning.meeple-on-finished-feature':
    'Družiník na poli {at} stojí na uzavřeném území; ve hře by už byl vyhodnocen a vrátil by se do zásoby. Tady se počítá jako uzavřené.',

  // ----- sides, edges, spots and kinds
  'side.N': 'severní',
  'side.E': 'východní',
  'side.S': 'jižní',
  'side.W': 'západní',
  'edge.C': 'město',
  'edge.R': 'cesta',
  'edge.F': 'louka',
  'edge.none': 'nic',
  'spot.N': 'severní strana',
  'spot.E': 'východní strana',
  'spot.S': 'jižní strana',
  'spot.W': 'západní strana',
  'spot.C': 'klášter',
  'spot.NW': 'západní polovina severní strany',
  'spot.NE': 'východní polovina severní strany',
  'spot.EN': 'severní polovina východní strany',
  'spot.ES': 'jižní polovina východní strany',
  'spot.SE': 'východní polovina jižní strany',
  'spot.SW': 'západní polovina jižní strany',
  'spot.WS': 'jižní polovina západní strany',
  'spot.WN': 'severní polovina západní strany',
  'kind.city': 'město',
  'kind.road': 'cesta',
  'kind.cloister': 'klášter',
  'kind.farm': 'louka',
  'kind.field': 'louka',

  // ----- features
  'feature.city': '[one]město o {count} kartičce[few]město o {count} kartičkách[many]město o {count} kartičky[other]město o {count} kartičkách',
  'feature.road': '[one]cesta o {count} kartičce[few]cesta o {count} kartičkách[many]cesta o {count} kartičky[other]cesta o {count} kartičkách',
  'feature.cloister': 'klášter',
  'feature.farm': 'louka',
  'feature.withPennants': '[one]{feature} s {count} erbem[few]{feature} se {count} erby[many]{feature} s {count} erbu[other]{feature} s {count} erby',
  'feature.the.city': 'město',
  'feature.the.road': 'cesta',
  'feature.the.cloister': 'klášter',
  'feature.the.farm': 'louka',
  'feature.several.city': 'města',
  'feature.several.road': 'cesty',
  'feature.several.cloister': 'kláštery',
  'feature.several.farm': 'louky',

  // ----- the solver's reasons (WhyPart)
  'why.now': '{feature}: hned +{points}',
  'why.endGain': '{feature}: +{points} na konci hry',
  'why.endLoss': '{feature}: −{points} na konci hry',
  'why.rival': '{player} získá {points}',
  'why.none': 'žádné body pro nikoho',
  'why.sep': '; ',
} as const satisfies AreaWords<'engine'>;

export default engineCs;
