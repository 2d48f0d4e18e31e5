/**
 * French: the engine's vocabulary (engine.en.ts): features, spots, sides and the
 * solver's reasons (the error sentences are in errors.fr.ts).
 */
import type { AreaWords } from './catalog';

const engineFr = {
  // ----- values found where something else was expected (errors.ts Found)
  'found.null': 'null',
  'found.nothing': 'rien',
  'found.nan': 'NaN (pas un nombre)',
  'found.function': 'une fonction',
  'found.object': 'un objet',
  'found.text': 'le texte « {text} »',
  'found.longText': 'le texte « {text}… » ({length} caractères)',
  'found.number': 'le nombre {value}',
  'found.boolean': '{value}',
  'found.list': '[one]une liste de {count} élément[many]une liste de {count} d’éléments[other]une liste de {count} éléments',
  'found.other': 'un {type}',

  // ----- text from the input, quoted
  'quote.short': '« {text} »',
  'quote.long': '« {text}… » ({length} caractères)',
  'list.sep': ', ',
  /** A label and what it labels: "Scores : Rouge 3" (the colon is the language's). */
  'labelled': '{label} : {text}',
  'at': '({x}, {y})',

  // ----- notes about a legal but unusual position
  'warning.meeple-on-finished-feature':
    'Le meeple en {at} se trouve sur une zone complétée ; en cours de partie, il aurait déjà marqué ses points et serait revenu dans la réserve. Il est évalué ici comme sur une zone complétée.',

  // ----- sides, edges, spots and kinds
  'side.N': 'nord',
  'side.E': 'est',
  'side.S': 'sud',
  'side.W': 'ouest',
  'edge.C': 'une ville',
  'edge.R': 'une route',
  'edge.F': 'un pré',
  'edge.none': 'rien',
  'spot.N': 'le côté nord',
  'spot.E': 'le côté est',
  'spot.S': 'le côté sud',
  'spot.W': 'le côté ouest',
  'spot.C': 'l’abbaye',
  'spot.NW': 'la moitié ouest du côté nord',
  'spot.NE': 'la moitié est du côté nord',
  'spot.EN': 'la moitié nord du côté est',
  'spot.ES': 'la moitié sud du côté est',
  'spot.SE': 'la moitié est du côté sud',
  'spot.SW': 'la moitié ouest du côté sud',
  'spot.WS': 'la moitié sud du côté ouest',
  'spot.WN': 'la moitié nord du côté ouest',
  'kind.city': 'ville',
  'kind.road': 'route',
  'kind.cloister': 'abbaye',
  'kind.farm': 'pré',
  'kind.field': 'pré',

  // ----- features
  'feature.city': '[one]une ville de {count} tuile[many]une ville de {count} de tuiles[other]une ville de {count} tuiles',
  'feature.road': '[one]une route de {count} tuile[many]une route de {count} de tuiles[other]une route de {count} tuiles',
  'feature.cloister': 'une abbaye',
  'feature.farm': 'un pré',
  'feature.withPennants': '[one]{feature} avec {count} blason[many]{feature} avec {count} de blasons[other]{feature} avec {count} blasons',
  'feature.the.city': 'la ville',
  'feature.the.road': 'la route',
  'feature.the.cloister': 'l’abbaye',
  'feature.the.farm': 'le pré',
  'feature.several.city': 'les villes',
  'feature.several.road': 'les routes',
  'feature.several.cloister': 'les abbayes',
  'feature.several.farm': 'les prés',

  // ----- the solver's reasons (WhyPart)
  'why.now': 'rapporte {points} tout de suite pour {feature}',
  'why.endGain': '+{points} à la fin pour {feature}',
  'why.endLoss': '−{points} à la fin pour {feature}',
  'why.rival': '{player} gagne {points}',
  'why.none': 'aucun point gagné ni perdu',
  'why.sep': ' ; ',
} as const satisfies AreaWords<'engine'>;

export default engineFr;
