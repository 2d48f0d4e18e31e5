/**
 * French: the engine's errors (errors.en.ts), put together by words.ts; the rest of the engine's vocabulary is in
 * engine.fr.ts.
 */
import type { AreaWords } from './catalog';

const errorsFr = {
  // ----- places in a position file (errors.ts Where)
  'where.position': 'la position',
  'where.item': '{noun} {index}',
  'where.noun.tiles': 'tuile',
  'where.noun.meeples': 'meeple',
  'where.noun.players': 'joueur',
  'where.noun.remaining': 'tuile à venir',
  'where.noun.moves': 'coup',
  'where.noun.other': 'élément',
  'where.game': 'la partie',
  'where.tile': 'Tuile {index} en {at}',
  'where.tileNamed': 'Tuile {index} ({tile} en {at})',
  'where.meeple': 'Meeple {index} ({player} en {at})',
  'where.player': 'Joueur {index}',
  'where.located': '{where} : {sentence}',
  'where.in': 'Dans {where} : {sentence}',

  // ----- what the schema expected and found
  'schema.Object': 'un objet',
  'schema.Array': 'une liste',
  'schema.number': 'un nombre',
  'schema.string': 'du texte',
  'schema.boolean': 'true ou false',
  'schema.or': ' ou ',
  'schema.somethingElse': 'autre chose',
  'schema.missing': '{field} manque.',
  'schema.unknownField': '{field} n’est pas un champ permis ici.',
  'schema.type': 'attendu : {expected}, trouvé : {found}.',
  'schema.check.whole': 'doit être un nombre entier.',
  'schema.check.min': 'doit valoir au moins {limit}.',
  'schema.check.max': 'doit valoir au plus {limit}.',
  'schema.check.format': 'le format doit être « {format} ».',
  'schema.check.name-empty': 'le nom d’un joueur ne peut pas être vide.',
  'schema.check.name-long': 'le nom d’un joueur ne peut pas dépasser {limit} caractères.',
  'schema.check.name-reserved': 'ce mot ne peut pas servir de nom de joueur.',
  'schema.check.players-few': 'il faut au moins un joueur.',
  'schema.check.players-many': 'il peut y avoir au plus {limit} joueurs.',
  'schema.check.tiles-many': 'le jeu de base n’a que {limit} tuiles.',
  'schema.check.meeples-many': 'trop de meeples.',
  'schema.check.score-whole': 'un score doit être un nombre entier.',
  'schema.check.score-negative': 'un score ne peut pas être négatif.',
  'schema.check.score-max': 'un score ne peut pas dépasser {limit}.',
  'schema.check.game-format': 'le format doit être « carcassonne-game/1 ».',
  'schema.check.moves-many': 'une partie a au plus {limit} coups, un par tuile de la boîte.',

  // ----- errors: reading a position
  'err.bad-json.not-text': 'Une position doit être donnée sous forme de texte JSON, et non comme {found}.',
  'err.bad-json.syntax': 'Ce n’est pas du JSON valide : {detail}',
  'err.too-large': 'Cette position fait {kb} Ko ; une position ne peut pas dépasser {maxKb} Ko.',
  'err.bad-position.not-object': 'Une position doit être un objet JSON avec « format », « players » et « tiles », pas {found}.',
  'err.bad-position.too-many.tiles': 'Dans tiles : il y a {count} tuiles, mais le jeu de base n’en a que {max}.',
  'err.bad-position.too-many.meeples': 'Dans meeples : il y a {count} meeples, plus qu’aucune partie ne peut en avoir.',
  'err.bad-position.too-many.players': 'Dans players : il y a {count} joueurs, mais une partie en a au plus {max}.',
  'err.bad-position.too-many.remaining': 'Dans remaining : il y a {count} tuiles à venir, mais le jeu de base n’a que {max} tuiles.',
  'err.bad-position.too-many.scores': 'Dans scores : il y a plus de {max} entrées, mais une partie a au plus {max} joueurs.',
  'err.bad-position.name-twice': 'le nom {name} est utilisé deux fois.',
  'err.bad-position.no-tiles': 'Le plateau n’a aucune tuile : une position en demande au moins une.',
  'err.bad-position.not-a-player': '{name} n’est pas l’un des joueurs ({players}).',
  'err.bad-position.meeple-on-tile': 'le meeple {other} est déjà sur cette tuile, et une tuile ne reçoit jamais qu’un seul meeple.',
  'err.bad-position.two-scores': 'Dans scores : {name} a deux scores ({key} est le second).',
  'err.bad-position.two-colors': 'Dans colors : {name} a deux couleurs ({key} est la seconde).',
  'err.bad-position.not-a-color': '{color} n’est pas une couleur de joueur (yellow, red, green, blue, black ou pink : jaune, rouge, vert, bleu, noir ou rose).',
  'err.bad-position.color-twice': 'Dans colors : {other} et {name} ont tous deux la couleur {color}.',
  'err.bad-position.too-many.colors': 'Dans colors : il y a plus de {max} entrées, mais une partie a au plus {max} joueurs.',
  'err.bad-position.cause': 'La position n’est pas valide : {sentence}',

  // ----- errors: game records (carcassonne-game/1)
  'err.bad-game.not-object': 'Un relevé de partie doit être un objet JSON avec « format », « players » et « moves », pas {found}.',
  'err.bad-game.too-many': 'Dans moves : il y a {count} coups, mais une partie en a au plus {max}, un par tuile de la boîte.',
  'err.bad-game.position': 'Les joueurs, les règles et le début de la partie : {sentence}',
  'err.bad-game.not-a-player': 'Dans computer : {name} n’est pas l’un des joueurs ({players}).',
  'err.bad-game.move': 'Coup {move} ({player} avec {tile}) : {sentence}',
  'err.bad-game.not-in-bag': 'Coup {move} : il ne reste alors plus de tuile {tile} dans le sac (il y reste {left} tuiles).',
  'err.bad-game.not-in-bag.empty': 'Coup {move} : le sac est alors vide, donc la partie est finie avant ce coup.',
  'err.bad-game.fits': 'Coup {move} : la tuile {tile} est mise de côté comme impossible à placer, mais elle peut être placée sur le plateau.',
  'err.bad-game.discarded-placed': 'Coup {move} : une tuile mise de côté n’a pas de place, mais ce coup donne aussi « {field} ».',

  // ----- errors: share links
  'err.bad-link.no-code': 'Le lien ne contient aucun code de plateau.',
  'err.bad-link.too-long': 'Le code de plateau de ce lien fait {length} caractères ; le plus long dont un plateau a besoin en fait {max}.',
  'err.bad-link.version': 'Le lien ne contient pas un code de plateau que ce site connaît (il devrait commencer par « c2/ » ou « c3/ », ou « c1/ » pour un lien plus ancien).',
  'err.bad-link.parts': '[one]Le code de plateau a {count} partie séparée par « / » ; un code « {version}/ » en a {expected}.[many]Le code de plateau a {count} de parties séparées par « / » ; un code « {version}/ » en a {expected}.[other]Le code de plateau a {count} parties séparées par « / » ; un code « {version}/ » en a {expected}.',
  'err.bad-link.name': 'Le nom de joueur « {text} » du lien est endommagé.',
  'err.bad-link.tile': 'La tuile {index} du lien, « {text} », n’est pas un code de tuile (une lettre de A à X, une rotation de 0 à 3, puis x.y).',
  'err.bad-link.meeple': 'Le meeple {index} du lien, « {text} », n’est pas un code de meeple (un numéro de joueur, un emplacement, puis x.y).',
  'err.bad-link.meeple-player':
    '[one]Le meeple {index} du lien appartient au joueur {player}, mais il n’y a que {count} joueur.[many]Le meeple {index} du lien appartient au joueur {player}, mais il n’y a que {count} de joueurs.[other]Le meeple {index} du lien appartient au joueur {player}, mais il n’y a que {count} joueurs.',
  'err.bad-link.too-many-scores': 'Le lien a plus de scores que de joueurs.',
  'err.bad-link.score': 'Le score du joueur {index} dans le lien, « {text} », n’est pas un nombre entier.',
  'err.bad-link.to-play': 'Le joueur qui doit jouer, dans le lien, n’est pas l’un des joueurs.',
  'err.bad-link.rules': 'Les options de règles du lien, « {text} », sont endommagées.',
  'err.bad-link.colors': 'Les couleurs des joueurs dans le lien, « {text} », sont endommagées.',
  'err.bad-link.hand': 'Les tuiles en main et à venir du lien, « {text} », sont endommagées (des lettres de tuiles de A à X, puis « r » ou rien pour le tirage).',

  // ----- errors: tiles and rotations
  'err.unknown-tile': '{tile} n’est pas une tuile du jeu de base (les lettres vont de A à X).',
  'err.bad-rotation': 'La rotation doit être de 0, 1, 2 ou 3 quarts de tour, pas {rot}.',
  'err.bad-rotation.in-file': 'rot doit valoir 0, 1, 2 ou 3 quarts de tour, pas {rot}.',

  // ----- errors: placing a tile
  'err.occupied': 'Il y a déjà une tuile ({ntile}) en {at}.',
  'err.occupied.in-file': 'la tuile {other} est déjà sur cette case.',
  'err.not-adjacent':
    'La case {at} ne touche aucune tuile par un côté. Une nouvelle tuile doit partager au moins un côté entier avec une tuile déjà posée ; se toucher par un coin ne suffit pas.',
  'err.edge-mismatch':
    'Le côté {side} de cette tuile est {edge}, mais il toucherait le côté {nside} de la tuile {ntile} en {nat}, qui est {nedge}. Les côtés qui se touchent doivent concorder : ville contre ville, route contre route, pré contre pré.',
  'err.edge-mismatch.in-file': 'son côté {side} est {edge}, mais le côté {nside} de la tuile {other} ({ntile} en {nat}) est {nedge}.',
  'err.no-tile-left':
    '[one]La seule tuile {tile} est déjà sur le plateau.[many]Les {count} de tuiles {tile} sont déjà sur le plateau.[other]Les {count} tuiles {tile} sont déjà toutes sur le plateau.',
  'err.board-full': 'Toutes les tuiles de la partie sont déjà sur le plateau.',
  'err.too-many-tiles':
    '[one]le jeu n’a que {count} tuile de type {tile}, et celle-ci est la numéro {nth}.[many]le jeu n’a que {count} de tuiles de type {tile}, et celle-ci est la numéro {nth}.[other]le jeu n’a que {count} tuiles de type {tile}, et celle-ci est la numéro {nth}.',
  'err.too-many-tiles.box':
    '[one]le jeu n’a que {count} tuile de type {tile}, mais cette position en compte plus : {onBoard} sur le plateau, {inHand} en main et {remaining} encore à venir.[many]le jeu n’a que {count} de tuiles de type {tile}, mais cette position en compte plus : {onBoard} sur le plateau, {inHand} en main et {remaining} encore à venir.[other]le jeu n’a que {count} tuiles de type {tile}, mais cette position en compte plus : {onBoard} sur le plateau, {inHand} en main et {remaining} encore à venir.',
  'err.not-connected': '{where} n’est pas reliée à la tuile 1 : chaque tuile doit toucher les autres côté contre côté.',

  // ----- errors: placing a meeple
  'err.no-such-spot.not-a-spot':
    '{spot} n’est pas un nom d’emplacement. Utilisez N, E, S ou W pour une route ou une ville, C pour une abbaye, ou un demi-côté comme NW ou ES pour un pré.',
  'err.no-such-spot.not-a-spot.in-file': '{spot} n’est pas un nom d’emplacement (utilisez N, E, S, W, C ou un demi-côté comme NW ou ES).',
  'err.no-such-spot.no-cloister': 'Cette tuile {tile} n’a pas d’abbaye.',
  'err.no-such-spot.no-side': 'Cette tuile {tile}, tournée ainsi, n’a ni route ni ville qui atteigne le milieu de son côté {side}.',
  'err.no-such-spot.no-field': 'Cette tuile {tile}, tournée ainsi, n’a pas de pré le long de {spot}.',
  'err.no-such-spot.open': '{sentence} Emplacements libres ici : {spots}.',
  'err.no-such-spot.none-open': '{sentence} Aucun emplacement n’y est libre pour un meeple.',
  'err.no-such-spot.no-tile': 'il n’y a pas de tuile sur cette case.',
  'err.no-such-spot.no-feature': 'Il n’y a pas de zone à l’emplacement {spot} de la tuile en {at}.',
  'err.feature-occupied':
    'Cette zone ({kind}) rejoindrait une zone qui porte déjà un meeple ({holders}). On ne peut poser un meeple que dans une zone que personne n’occupe encore, aussi loin que soit l’autre meeple — même s’il est à vous.',
  'err.feature-occupied.holder': 'celui de {player} en {at}, {spot}',
  'err.feature-occupied.holderSep': ' ; ',
  'err.feature-occupied.nobody': 'quelque part dessus',
  'err.no-meeple-left':
    '[one]{player} n’a plus de meeple dans sa réserve : son seul meeple est sur le plateau. Les meeples reviennent quand leur zone est complétée et évaluée.[many]{player} n’a plus de meeple dans sa réserve : ses {count} de meeples sont sur le plateau. Les meeples reviennent quand leur zone est complétée et évaluée.[other]{player} n’a plus de meeple dans sa réserve : ses {count} meeples sont sur le plateau. Les meeples reviennent quand leur zone est complétée et évaluée.',
  'err.no-meeple-left.in-file': '[one]{player} n’a que {count} meeple.[many]{player} n’a que {count} de meeples.[other]{player} n’a que {count} meeples.',
  'err.farmers-off': 'Cette partie se joue sans paysans : un meeple ne peut donc pas aller dans un pré.',
  'err.farmers-off.in-file': 'cette partie se joue sans paysans : aucun meeple ne peut donc se trouver dans un pré.',

  // ----- errors: the worker's arguments and runs
  'err.argument': '{expected}, pas {found}.',
  'err.argument.cell': 'La case doit être donnée en nombres entiers, pas ({x}, {y}) : {argument} est {found}.',
  'arg.tile': 'La tuile doit être une lettre de tuile de A à X',
  'arg.move': 'Un coup doit être un objet avec tile, x, y et rot',
  'arg.move.tile': 'Dans le coup, tile doit être une lettre de tuile de A à X',
  'arg.move.x': 'Dans le coup, x doit être un nombre entier',
  'arg.move.y': 'Dans le coup, y doit être un nombre entier',
  'arg.move.rot': 'Dans le coup, rot doit valoir 0, 1, 2 ou 3 quarts de tour',
  'arg.move.meeple': 'Dans le coup, meeple doit être un nom d’emplacement comme N, C ou NW (ou rien, sans meeple)',
  'arg.x': 'x doit être un nombre entier',
  'arg.y': 'y doit être un nombre entier',
  'arg.spot': 'L’emplacement doit être un nom d’emplacement comme N, C ou NW',
  'arg.objective': 'L’objectif doit être « points », « final » ou « endgame »',
  'arg.level': 'Le niveau doit être « beginner », « club » ou « strong »',
  'arg.seed': 'La graine doit être un nombre entier de 0 à 4294967295',
  'arg.playouts': 'playouts doit être un nombre entier de 1 à {max}',
  'arg.options': 'Les options du classement doivent être un objet, par exemple avec timeLimitMs à 5000',
  'arg.timeLimitMs': 'timeLimitMs doit être un nombre de millisecondes supérieur à 0',
  'arg.limit': 'limit doit être un nombre entier de 1 à {max}',
  'arg.id': 'id doit être un texte court (de 1 à 100 caractères)',
  'arg.slowdownMs': 'slowdownMs doit être un nombre de millisecondes de 0 à 2000',
  'arg.holdMs': 'holdMs doit être un nombre de millisecondes de 0 à 30000',
  'arg.onProgress': 'Le rappel de progression doit être une fonction',
  'arg.cancel': 'Le calcul à annuler doit être désigné par son id (un texte court)',
  'arg.at': 'Le coup jusqu’auquel rejouer doit être un nombre entier de 0 à {max}',
  'arg.settings': 'Les réglages de l’analyse doivent être un objet de nombres entiers (au plus {max})',
  'arg.seats': 'Les places à analyser doivent être une liste de numéros de place de 0 à {max}',
  'err.bad-move.cell': 'La case doit être donnée en nombres entiers, pas {at}.',
  'err.bad-option.unknown-option': '{option} n’est pas une option de classement (utilisez {known}).',
  'err.cancelled': 'Le classement a été annulé avant la fin.',
  'err.internal': 'Le moteur de règles a échoué dans {call} : {detail}',
  'err.engine-stopped': 'Le moteur de règles s’est arrêté avant de répondre ({reason}).',
} as const satisfies AreaWords<'errors'>;

export default errorsFr;
