/** French: why a position could not arise in a game (possible.en.ts), for `carc possible` and the content tests. */
import type { AreaWords } from './catalog';

const possibleFr = {
  'impossible.too-many-tiles':
    '[one]la boîte ne contient que {count} tuile {tile}, mais le plateau en a {onBoard}.[many]la boîte contient {count} de tuiles {tile}, mais le plateau en a {onBoard}.[other]la boîte contient {count} tuiles {tile}, mais le plateau en a {onBoard}.',
  'impossible.too-many-tiles.hand':
    '[one]la boîte ne contient que {count} tuile {tile}, mais cette position en compte {total} : {onBoard} sur le plateau, {inHand} en main et {remaining} encore à venir.[many]la boîte contient {count} de tuiles {tile}, mais cette position en compte {total} : {onBoard} sur le plateau, {inHand} en main et {remaining} encore à venir.[other]la boîte contient {count} tuiles {tile}, mais cette position en compte {total} : {onBoard} sur le plateau, {inHand} en main et {remaining} encore à venir.',
  'impossible.too-many-meeples': '{player} a {onBoard} meeples sur le plateau mais n’en possède que {count}.',
  'impossible.meeples-on-tile': 'un second meeple sur cette tuile (le meeple {other} y est déjà) : une tuile reçoit au plus un meeple, au moment où elle est posée.',
  'impossible.farmers-off': 'un paysan, mais cette partie se joue sans paysans.',
  'impossible.no-start-tile':
    'Il n’y a pas de tuile {tile} sur le plateau : toute partie commence par la tuile de départ, une {tile}, et elle reste sur la table.',
  'impossible.meeple-on-start-tile':
    'il se trouve sur la tuile de départ. Personne ne place la tuile de départ, donc personne n’a pu y mettre de meeple.',
  'impossible.meeple-on-start-tile.several':
    'il se trouve sur une tuile {tile}, et chacune des {starts} tuiles {tile} du plateau porte un meeple. L’une d’elles est la tuile de départ, que personne ne place : elle ne pouvait donc porter aucun meeple.',
  'impossible.meeple-on-completed':
    'il se trouve sur {feature}, qui est complétée : une zone complétée ({kind}) est évaluée aussitôt et ses meeples reviennent, au dernier tour aussi.',
  'impossible.meeples-joined.touching':
    'il partage une zone ({kind}) avec le meeple {other} ({player} en {at}), et leurs tuiles se touchent là où cette zone passe de l’une à l’autre : celle des deux qui a été placée en second a rejoint une zone déjà occupée.',
  'impossible.meeples-joined.start-tile':
    'il partage une zone ({kind}) avec le meeple {other} ({player} en {at}) par la tuile de départ en {start}, qui était sur la table avant l’une comme l’autre : celle des deux qui a été placée en second a rejoint une zone déjà occupée.',
  'impossible.too-few-turns':
    '{player} a {meeples} sur le plateau, mais avec {toPlay} qui doit jouer maintenant et les joueurs jouant à tour de rôle, {player} n’a placé qu’une partie des tuiles posées après la tuile de départ ({turns}) ; or un meeple ne va que sur une tuile que son propriétaire place.',
  'impossible.unreachable-score.none':
    '{player} a {score} points, mais rien n’est complété sur le plateau : pendant la partie, les points ne viennent que des routes, des villes et des abbayes au moment où elles sont complétées, et une zone complétée reste sur le plateau.',
  'impossible.unreachable-score.noTurn':
    '{player} a {score} points, mais les meeples du plateau occupent toutes les tuiles sur lesquelles {player} aurait pu mettre un meeple (un par tuile, au moment de la placer) : {player} n’a donc jamais tenu de route, de ville ou d’abbaye complétée, et pendant la partie les points ne viennent que de celles-ci, au moment où elles sont complétées.',
  'impossible.unreachable-score':
    '[one]{player} a {score} points, mais la seule route, ville ou abbaye complétée du plateau ne rapporte pas cela : pendant la partie, les points ne viennent que des routes, des villes et des abbayes au moment où elles sont complétées, chacune payant une fois ceux qui la tiennent, et une zone complétée reste sur le plateau.[many]{player} a {score} points, mais aucun choix parmi les {count} de routes, villes et abbayes complétées du plateau n’atteint ce total : pendant la partie, les points ne viennent que des routes, des villes et des abbayes au moment où elles sont complétées, chacune payant une fois ceux qui la tiennent, et une zone complétée reste sur le plateau.[other]{player} a {score} points, mais aucun choix parmi les {count} routes, villes et abbayes complétées du plateau n’atteint ce total : pendant la partie, les points ne viennent que des routes, des villes et des abbayes au moment où elles sont complétées, chacune payant une fois ceux qui la tiennent, et une zone complétée reste sur le plateau.',
  'impossible.unreachable-score.fewer':
    '[one]{player} a {score} points, mais aucune des {completed} routes, villes et abbayes complétées du plateau ne rapporte cela à elle seule, et {player} n’a pu en tenir qu’une : on tient une zone avec un meeple mis sur une tuile au moment de la placer, et en dehors des tuiles qui portent des meeples maintenant, {player} n’a pu en mettre un que sur {count} tuile au plus. Pendant la partie, les points ne viennent que des routes, des villes et des abbayes au moment où elles sont complétées, chacune payant une fois ceux qui la tiennent, et une zone complétée reste sur le plateau.[many]{player} a {score} points, mais aucun choix d’au plus {count} des {completed} routes, villes et abbayes complétées du plateau n’atteint ce total : on tient une zone avec un meeple mis sur une tuile au moment de la placer, et en dehors des tuiles qui portent des meeples maintenant, {player} n’a pu en mettre que sur {count} de tuiles au plus. Pendant la partie, les points ne viennent que des routes, des villes et des abbayes au moment où elles sont complétées, chacune payant une fois ceux qui la tiennent, et une zone complétée reste sur le plateau.[other]{player} a {score} points, mais aucun choix d’au plus {count} des {completed} routes, villes et abbayes complétées du plateau n’atteint ce total : on tient une zone avec un meeple mis sur une tuile au moment de la placer, et en dehors des tuiles qui portent des meeples maintenant, {player} n’a pu en mettre que sur {count} tuiles au plus. Pendant la partie, les points ne viennent que des routes, des villes et des abbayes au moment où elles sont complétées, chacune payant une fois ceux qui la tiennent, et une zone complétée reste sur le plateau.',
  'impossible.no-order':
    'Depuis la tuile de départ en {start}, aucun ordre de placement de ces tuiles ne permet de mettre chaque meeple sur une route, une ville, un pré ou une abbaye que personne ne tenait à ce moment-là.',
  'impossible.turn-order':
    'Depuis la tuile de départ en {start}, les tuiles peuvent être placées de sorte que chaque meeple trouve sa route, sa ville, son pré ou son abbaye libre, mais pas à tour de rôle : avec {toPlay} qui doit jouer maintenant, aucun ordre ne laisse chaque joueur mettre des meeples seulement sur des tuiles qu’il a placées lui-même.',
  'impossible.turn-order.anyone':
    'Depuis la tuile de départ en {start}, les tuiles peuvent être placées de sorte que chaque meeple trouve sa route, sa ville, son pré ou son abbaye libre, mais pas à tour de rôle : quel que soit le premier joueur, aucun ordre ne laisse chaque joueur mettre des meeples seulement sur des tuiles qu’il a placées lui-même.',
  'impossible.meeples': '[one]{count} meeple[many]{count} de meeples[other]{count} meeples',
  'impossible.tiles': '{count} seulement',
  'impossible.tiles0': 'aucune',
} as const satisfies AreaWords<'possible'>;

export default possibleFr;
