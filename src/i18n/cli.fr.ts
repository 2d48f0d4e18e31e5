/**
 * French: the `carc` command line (cli.en.ts): its help, its usage errors and
 * the lines of --explain that are not the engine's own reports. The help is
 * wrapped by hand at about 90 columns, as the English is.
 */
import type { AreaWords } from './catalog';

const cliFr = {
  // ----- the main help (carc --help)
  'cli.title': 'carc — des positions de Carcassonne en ligne de commande',
  'cli.usage': 'Utilisation : {usage}',
  'cli.usage.main': 'carc COMMANDE [FICHIER] [options]',
  'cli.commands': 'Commandes :',
  'cli.about':
    'FICHIER est une position au format carcassonne-position/1 (docs/position-format.md) ;\n- la lit sur l’entrée standard. La sortie est du JSON ; --explain donne un texte lisible.\nLes erreurs tiennent en une ligne de JSON, {error}, avec le code de sortie 1\npour un coup illégal ou une position erronée, et 2 pour une ligne de commande fautive.',
  'cli.more': 'Lancez `carc COMMANDE --help` pour les options d’une commande.',

  // ----- the help of one command (carc COMMAND --help)
  'cli.help.title': 'carc {command} — {summary}',
  'cli.help.file': 'FICHIER est un fichier de position, ou - pour lire l’entrée standard.',
  'cli.help.game': 'PARTIE est un relevé de partie (carcassonne-game/1, docs/game-format.md), ou - pour lire l’entrée standard.',
  'cli.help.options': 'Options :',
  'cli.help.required': '{help} (obligatoire)',
  'cli.opt.help': 'affiche cette aide',
  'cli.opt.explain': 'écrit un texte lisible au lieu du JSON',
  'cli.opt.tile': 'la lettre de la tuile, de A à X',

  'cli.score.summary': 'le décompte final, comme si la partie finissait maintenant',
  'cli.score.usage': 'carc score FICHIER [--all] [--explain]',
  'cli.score.all': 'liste aussi les routes, villes, abbayes et prés que personne ne tient, avec leur valeur',
  'cli.score.notes':
    'Écrit {fields} : les points que chaque joueur gagne\nau décompte final, le score jusqu’ici plus ces points, et une entrée par zone qui porte\nun meeple (sorte, complétée, tuiles, blasons, meeples, gagnants, points ; les prés donnent\naussi le nombre de villes complétées qu’ils approvisionnent).',

  'cli.place.summary': 'joue un tour pour le joueur dont c’est le tour',
  'cli.place.usage': 'carc place FICHIER --tile L --x X --y Y --rot R [--meeple EMPLACEMENT] [--explain]',
  'cli.place.x': 'la colonne, qui croît vers l’est',
  'cli.place.y': 'la ligne, qui croît vers le sud',
  'cli.place.rot': 'quarts de tour dans le sens horaire, de 0 à 3',
  'cli.place.meeple': 'met un meeple sur cet emplacement (N, E, S, W, C, NW, NE, EN, ES, SE, SW, WS, WN)',
  'cli.place.notes':
    'Place la tuile pour le joueur « toPlay », met le meeple s’il est demandé, évalue chaque route,\nville et abbaye que la tuile complète et passe le tour. Écrit {fields} avec la nouvelle position. Un coup illégal sort avec le code 1 et écrit\nla raison : {error}.',

  'cli.moves.summary': 'tous les placements permis d’une tuile, avec les emplacements de meeple libres',
  'cli.moves.usage': 'carc moves FICHIER [--tile L] [--explain]',
  'cli.moves.tile': 'la lettre de la tuile, de A à X (par défaut : le inHand de la position)',
  'cli.moves.notes':
    'Écrit {fields} : chaque case et orientation\noù la tuile peut être placée (les orientations identiques ne sont listées qu’une fois), et\nles emplacements où le joueur dont c’est le tour pourrait y mettre un meeple (vide s’il n’en\na plus en réserve).',

  'cli.play.summary': 'une partie complète entre des joueurs qui jouent au hasard',
  'cli.play.usage': 'carc play [--players N] [--seed S] [--names A,B,…] [--rules JSON] [--explain]',
  'cli.play.players': 'le nombre de joueurs, de 1 à 6 (par défaut 2, ou autant que --names)',
  'cli.play.seed': 'la graine du mélange et des joueurs, de 0 à 4294967295 (par défaut : au hasard)',
  'cli.play.names': 'les noms des joueurs, séparés par des virgules (par défaut {names})',
  'cli.play.rules': 'options de règles, par exemple \'{example}\' (voir docs/position-format.md)',
  'cli.play.notes':
    'Mélange les 71 tuiles autres que la tuile de départ, puis chaque joueur à son tour pioche une\ntuile, la place au hasard sur un emplacement permis et pose un meeple sur un emplacement libre\nau hasard (ou aucun), jusqu’à ce que la pile soit vide ; les tuiles qui ne peuvent être placées\nnulle part sont écartées. La même graine donne la même partie.\nÉcrit {fields}.',

  'cli.validate.summary': 'vérifie une position et l’écrit sous forme canonique',
  'cli.validate.usage': 'carc validate FICHIER [--explain]',
  'cli.validate.notes':
    'Écrit la position réécrite sous forme canonique (tous les champs présents, les options de\nrègles seulement quand elles diffèrent des valeurs par défaut), ou le premier problème\ntrouvé, avec le code de sortie 1. Les remarques sur une position permise mais inhabituelle\nvont sur la sortie d’erreur.',

  'cli.solve.summary': 'évalue chaque coup de la tuile en main selon un objectif',
  'cli.solve.usage': 'carc solve FICHIER [--objective points|final|endgame] [--tile L] [--top N] [--time-limit MS] [--explain]',
  'cli.solve.objective': 'ce que vaut un coup (par défaut final)',
  'cli.solve.tile': 'la lettre de la tuile, de A à X, quand la position n’a pas de inHand',
  'cli.solve.top': 'combien des meilleurs coups portent leur détail, de 0 à 1000 (par défaut 10)',
  'cli.solve.time-limit': 's’arrête après ce nombre de millisecondes avec les valeurs les plus profondes achevées',
  'cli.solve.notes':
    'Objectifs : points (marqués pendant ce tour), final (la partie finit après le coup : son\npropre total après le décompte final moins le plus haut autre total), endgame (les tuiles de\nremaining sont jouées après le coup, chaque joueur maximisant son propre écart final ; draw à\nrandom fait la moyenne des tirages). Écrit {fields} : best liste chaque coup\nqui atteint la valeur (les sosies une fois), moves les classe tous, les N premiers avec un\ndétail breakdown (now, later, gains, why, final). Avec --time-limit, la recherche\ns’approfondit d’une tuile à la fois et répond avec les valeurs les plus profondes achevées,\navec complete à false.',

  'cli.possible.summary': 'dit si une position peut survenir dans une partie selon ses règles',
  'cli.possible.usage': 'carc possible FICHIER [--budget N] [--any-turn] [--explain]',
  'cli.possible.budget': 'le nombre maximal de tuiles que la recherche place avant de répondre unknown (par défaut {budget})',
  'cli.possible.any-turn': 'n’exige pas que les joueurs aient joué à tour de rôle (un meeple peut aller sur toute tuile)',
  'cli.possible.notes':
    'Lit la position comme le vérificateur de score et écrit {fields} : possible avec order,\nles tuiles dans un ordre où une partie a pu les placer (la tuile de départ d’abord, chaque\nmeeple mis sur sa tuile au moment de la poser, sur une zone que personne ne tenait alors,\nles joueurs jouant à tour de rôle) ; impossible avec reasons ; ou unknown quand la\nrecherche a épuisé son budget avant. La tuile de départ est une tuile D sans meeple. Chaque\nscore doit pouvoir venir des routes, villes et abbayes complétées du plateau.\nCode de sortie 0 quel que soit le verdict.',
  'cli.match.summary': 'des parties entre deux niveaux de l’ordinateur, sur les mêmes tuiles, places échangées',
  'cli.match.usage':
    'carc match --a NIVEAU --b NIVEAU [--games N] [--seed S] [--players N] [--ms LIMITE] [--playouts N] [--jobs N] [--progress] [--explain]',
  'cli.match.a': 'le niveau dont les résultats sont donnés : {levels}',
  'cli.match.b': 'le niveau contre lequel il joue (toutes les autres places)',
  'cli.match.games': 'le nombre de parties, de 1 à 100000 (par défaut 20) ; elles vont par paires',
  'cli.match.seed': 'la graine des ordres de tuiles et des joueurs, de 0 à 4294967295 (par défaut : au hasard)',
  'cli.match.players': 'joueurs par partie, de 2 à 6 (par défaut 2) : A prend une place, B les autres',
  'cli.match.ms': 'plafond de réflexion pour un coup, en millisecondes de temps processeur (par défaut {ms})',
  'cli.match.playouts': 'les simulations par coup du niveau fort (par défaut : son propre budget)',
  'cli.match.jobs': 'parties jouées en même temps, chacune dans son propre processus (par défaut : une par processeur)',
  'cli.match.progress': 'écrit une ligne sur la sortie d’erreur après chaque partie',
  'cli.match.notes':
    'Les parties vont par paires sur le même ordre de tuiles : dans la première, A joue en premier ;\ndans la seconde, A joue en dernier (à deux joueurs : places échangées). Les coups d’une partie\ndécoulent de la graine, donc un match peut être rejoué, sauf si la limite de temps écourte une\nrecherche (capped compte les coups de A ainsi écourtés). Écrit {fields} pour A :\nune égalité compte pour une demi-victoire dans winRate ; ci95 est son intervalle à 95 % sur\nles paires ; l’écart est le total de A moins le meilleur autre total ; msPerMove est en temps\nprocesseur, wallMsPerMove en temps réel (plus long sur une machine chargée).',

  'cli.replay.summary': 'la position après chaque coup d’une partie enregistrée, ou après le coup K',
  'cli.replay.usage': 'carc replay PARTIE [--at K] [--explain]',
  'cli.replay.at': 'seulement la position après le coup K (0 : le début)',
  'cli.replay.notes':
    'PARTIE est un relevé de partie (docs/game-format.md). Écrit une entrée par coup, {fields} :\nla tuile piochée, où elle est allée (null quand elle ne pouvait être placée nulle part et a été\nmise de côté), les points qu’elle a rapportés à chaque joueur, les scores et la position après\nelle. Avec --at K, écrit {at} : la position après le coup K avec la tuile du coup suivant en\nmain et le reste du sac en remaining, tiré au hasard (le relevé ne garde pas l’ordre du sac).',

  'cli.review.summary': 'ce que chaque coup d’une partie enregistrée a perdu face au meilleur coup trouvé',
  'cli.review.usage': 'carc review PARTIE [--players A,B,…] [--search N] [--playouts N] [--seed S] [--progress] [--explain]',
  'cli.review.players': 'n’analyse que les coups de ces joueurs (par défaut : ceux de tous)',
  'cli.review.search': 'simulations que le niveau fort consacre à trouver le meilleur coup d’une position (par défaut {n})',
  'cli.review.playouts': 'simulations sur les mêmes suites pour le coup joué et le meilleur (par défaut {n})',
  'cli.review.seed': 'la graine des simulations, de 0 à 4294967295 (par défaut 0)',
  'cli.review.progress': 'écrit une ligne sur la sortie d’erreur après chaque coup',
  'cli.review.notes':
    'Compare chaque coup au meilleur coup trouvé dans la même position, en connaissant les tuiles\nrestantes mais pas leur ordre : avec {exact} tuiles à venir ou moins, par la recherche exacte\nde fin de partie ; sinon la recherche du niveau fort trouve le meilleur coup, puis les deux\ncoups sont joués sur les mêmes suites. Les valeurs sont l’écart final espéré de celui qui joue\n(son total moins le meilleur autre total) ; loss est ce que le coup a cédé et noise la\ndemi-largeur de son intervalle à 95 % (0 quand c’est exact). Un coup est une erreur quand sa\nperte dépasse sa marge d’erreur (noise) et vaut au moins {min} point. La même partie, les\nmêmes options et la même graine donnent la même analyse. Écrit\n{fields}, chaque coup\n{move},\net pour chaque joueur {summary} (worst : les plus grosses erreurs, la plus grosse d’abord).',

  // ----- --explain lines of the commands (the reports themselves are worded by words.ts)
  'cli.moves.nowhere':
    'La tuile {tile} n’a aucun placement permis pour {player} : elle ne peut être placée nulle part sur ce plateau, ou tous ses exemplaires y sont déjà.',
  'cli.moves.head': 'Tuile {tile} pour {player} : {placements}',
  'cli.moves.line': '  {at} rot {rot} — meeple : {spots}',
  'cli.moves.noSpot': 'aucun possible',
  'cli.play.head': 'Graine {seed} : {players} ({names}), {tiles} sur le plateau, {discarded}',
  'cli.play.discarded': '{count} écartées ({tiles}).',
  'cli.play.noneDiscarded': 'aucune écartée.',
  'cli.validate.valid': '{source} : une position valide, {players} ({names}), {tiles}, {meeples}, {rules}, à {player} de jouer.',
  'cli.validate.rules': 'règles {rules}',
  'cli.validate.defaultRules': 'règles par défaut',
  'cli.note': 'remarque : {note}',
  'cli.possible.yes':
    '{source} : cette position peut survenir dans une partie ({searched}). Les tuiles dans un ordre qui la produit, les joueurs jouant à tour de rôle :',
  'cli.possible.yes.any-turn':
    '{source} : cette position peut survenir dans une partie si l’on ne tient pas compte du tour de chacun ({searched}). Les tuiles dans un ordre qui la produit :',
  'cli.possible.start': '  {n}. {tile} en {at} rot {rot}, la tuile de départ',
  'cli.possible.line': '  {n}. {tile} en {at} rot {rot}, placée par {player}',
  'cli.possible.lineNobody': '  {n}. {tile} en {at} rot {rot}',
  'cli.possible.lineMeeple': '  {n}. {tile} en {at} rot {rot}, placée par {player} avec un meeple sur {spot}',
  'cli.possible.no': '{source} : cette position ne peut pas survenir dans une partie :',
  'cli.possible.reason': '  - {reason}',
  'cli.possible.unknown':
    '{source} : indécis : {searched} sans trouver d’ordre ni les écarter tous ; essayez un --budget plus grand.',
  'cli.possible.unknown.time': '{source} : indécis : {searched} et le temps a manqué.',
  'cli.possible.nodes': '[one]la recherche a placé {count} tuile[many]la recherche a placé {count} de tuiles[other]la recherche a placé {count} tuiles',
  'cli.count.placements': '[one]{count} placement permis[many]{count} de placements permis[other]{count} placements permis',
  'cli.count.players': '[one]{count} joueur[many]{count} de joueurs[other]{count} joueurs',
  'cli.count.tiles': '[one]{count} tuile[many]{count} de tuiles[other]{count} tuiles',
  'cli.count.meeples': '[one]{count} meeple[many]{count} de meeples[other]{count} meeples',
  'cli.match.progressLine': '{done} parties sur {total} : taux de victoire {rate} %, écart moyen {margin} ({seconds} s)',
  'cli.match.explain':
    '{a} contre {b}, {games} ({players}, graine {seed}) : {a} a gagné {wins}, perdu {losses}, fait égalité {ties}.\nTaux de victoire {rate} % (intervalle à 95 % : {low}–{high} %), écart moyen {margin} points (écart type {sd}).\n{a} a réfléchi {ms} ms par coup en temps processeur ({wall} ms en temps réel ; limite {limit} ms, atteinte {capped} fois).',
  'cli.game.placement': '{tile} en {at} rot {rot}',
  'cli.game.noMeeple': '{placement}, sans meeple',
  'cli.game.withMeeple': '{placement}, {meeple}',
  'cli.game.discarded': '{tile} ne pouvait être placée nulle part et a été mise de côté',
  'cli.game.score': '{name} {score}',
  'cli.replay.head': 'Une partie entre {players}, {moves} :',
  'cli.replay.line': '  {n}. {player} : {what}{scored} ; scores {scores}',
  'cli.replay.scored': ', qui rapporte {points}',
  'cli.replay.scoredBy': ', {name} marquant {points}',
  'cli.replay.after':
    'Après le coup {move} : {tiles} sur le plateau ; scores {scores} ; à {player} de jouer avec {tile} en main, {left} dans le sac ensuite.',
  'cli.replay.afterNoHand': 'Après le coup {move} : {tiles} sur le plateau ; scores {scores} ; à {player} de jouer, {left} dans le sac.',
  'cli.replay.over': 'Après le coup {move}, la partie est finie : {tiles} sur le plateau ; scores avant le décompte final {scores}.',
  'cli.review.head':
    'Analyse d’une partie de {moves} (la recherche du niveau fort avec {search} simulations, {playouts} simulations par coup pour mesurer la perte).',
  'cli.review.player': '{name} : {moves} analysés, {mistakes}, {lost} points cédés en tout.',
  'cli.review.every': 'Chaque coup (la valeur est l’écart final espéré de celui qui joue) :',
  'cli.review.exact': 'exact',
  'cli.review.estimated': '± {noise}',
  'cli.review.discarded': '{n}. {player} : {tile} ne pouvait être placée nulle part et a été mise de côté.',
  'cli.review.skipped': '{n}. {player} : {played} (non analysé).',
  'cli.review.only': '{n}. {player} : {played}, le seul coup ({value}).',
  'cli.review.best': '{n}. {player} : {played} — le meilleur coup trouvé ({value}).',
  'cli.review.bestExact': '{n}. {player} : {played} — le meilleur coup ({value}, exact).',
  'cli.review.lost': '{n}. {player} : {played} ({value}) a perdu {loss} ({how}) face à {best} ({bestValue}).',
  'cli.review.mistake': '{n}. {player} : {played} ({value}) — une erreur : a perdu {loss} ({how}) face à {best} ({bestValue}).',
  'cli.review.progressLine': '{done} coups analysés sur {total} ({seconds} s)',
  'cli.count.moves': '[one]{count} coup[many]{count} de coups[other]{count} coups',
  'cli.count.mistakes': '[one]{count} erreur[many]{count} d’erreurs[other]{count} erreurs',
  'cli.count.games': '[one]{count} partie[many]{count} de parties[other]{count} parties',
  'cli.count.names': '[one]{count} nom[many]{count} de noms[other]{count} noms',

  // ----- refusals: {"error": CODE, "message": …} (docs/cli.md lists the codes)
  'cli.stdin': 'l’entrée standard',
  'cli.err.in': '{where} : {sentence}',
  'cli.err.too-large': '{file} : le fichier fait {size} Ko ; une position ne peut pas dépasser {max} Ko.',
  'cli.err.too-large-stdin': '{source} : plus de {max} Ko ; une position ne peut pas dépasser {max} Ko.',
  'cli.err.no-such-file': 'Impossible de lire « {file} » : ce fichier n’existe pas.',
  'cli.err.folder': 'Impossible de lire « {file} » : c’est un dossier, pas un fichier.',
  'cli.err.permission': 'Impossible de lire « {file} » : permission refusée.',
  'cli.err.unreadable': 'Impossible de lire « {file} » : {reason}.',
  'cli.err.empty': '{source} : il n’y a rien dedans ; une position en JSON était attendue.',
  'cli.err.no-command': 'Aucune commande donnée. Commandes : {commands}. Lancez `carc --help` pour en savoir plus.',
  'cli.err.no-such-command': 'Il n’y a pas de commande « {command} ». Commandes : {commands}. Lancez `carc --help` pour en savoir plus.',
  'cli.err.no-such-help': 'Il n’y a pas de commande « {command} ». Commandes : {commands}.',
  'cli.err.not-a-command': '« {command} » n’est pas une commande. Commandes : {commands}. Lancez `carc --help` pour en savoir plus.',
  'cli.err.missing-option': 'carc {command} demande {option} ({help}).',
  'cli.err.no-in-hand': 'carc {command} demande --tile L ({help}) quand la position n’a pas de inHand.',
  'cli.err.missing-file': 'carc {command} demande un FICHIER de position (ou - pour lire l’entrée standard).',
  'cli.err.missing-game': 'carc {command} demande un fichier PARTIE (ou - pour lire l’entrée standard).',
  'cli.err.empty-game': '{source} : il n’y a rien dedans ; un relevé de partie en JSON était attendu.',
  'cli.err.not-a-player': '{option} : « {name} » n’est pas l’un des joueurs ({players}).',
  'cli.err.unexpected-argument.game': 'carc {command} ne prend pas « {argument} » : donnez un seul fichier PARTIE. Utilisation : {usage}',
  'cli.err.unexpected-argument': 'carc {command} ne prend pas « {argument} ». Utilisation : {usage}',
  'cli.err.unexpected-argument.file': 'carc {command} ne prend pas « {argument} » : donnez un seul FICHIER de position. Utilisation : {usage}',
  'cli.err.unknown-option': 'carc {command} n’a pas d’option {option}. Ses options : {options}, --help.',
  'cli.err.switch': '{option} s’emploie seule et ne prend pas de valeur.',
  'cli.err.missing-value': '{option} demande une valeur : {option} {value}.',
  'cli.err.value': 'VALEUR',
  'cli.err.not-whole': '{option} doit être un nombre entier, pas « {value} ».',
  'cli.err.out-of-range': '{option} doit être entre {min} et {max}, pas {value}.',
  'cli.err.unknown-tile': '--tile « {value} » n’est pas une tuile du jeu de base : utilisez une des lettres de A à X (voir shared/tiles.md).',
  'cli.err.bad-rotation': '--rot doit valoir 0, 1, 2 ou 3 quarts de tour dans le sens horaire, pas « {value} ».',
  'cli.err.names-count': '--names donne {names} mais --players vaut {players}.',
  'cli.err.rules-json': '--rules n’est pas du JSON valide : {reason}',
  'cli.err.rules-object': '--rules doit être un objet JSON comme {example}.',
  'cli.err.objective': '--objective doit valoir points, final ou endgame, pas « {value} ».',
  'cli.err.match-child': 'un processus qui jouait les parties s’est arrêté (code de sortie {status})',
  'cli.err.lang': 'Il n’y a pas de langue « {value} » pour --lang : utilisez l’une de {languages}.',
  'cli.err.level': '{option} doit être l’un des niveaux {levels}, pas « {value} ».',
  'cli.err.internal': 'carc a échoué de façon inattendue (c’est un bogue, merci de le signaler) : {reason}',
} as const satisfies AreaWords<'cli'>;

export default cliFr;
