/**
 * French: the playground's review of a game and its aids at the table (review.en.ts), and a game's record coming in
 * or going out: loaded with those panels (src/i18n/review.ts).
 */
import type { AreaWords } from './catalog';

const reviewFr = {
  'game.level': 'Niveau',
  'game.level.beginner': 'Débutant : raisonnable, avec des faux pas',
  'game.level.club': 'Club : le meilleur coup dans l’immédiat',
  'game.level.strong': 'Fort, {seconds} s par coup',
  'aids.switch': 'Aides de jeu',
  'playground.logDropped': 'L’historique de sa partie n’a pas pu être lu ({reason}) : elle ne peut donc pas être analysée.',
  'playground.logShape': 'ce n’est pas un historique de partie',
  'game.exported':
    '[one]La partie ({count} coup) a été enregistrée sous {file}.[many]La partie ({count} de coups) a été enregistrée sous {file}.[other]La partie ({count} coups) a été enregistrée sous {file}.',
  'game.fromLink':
    '[one]La partie du lien est sur la table ({count} coup).[many]La partie du lien est sur la table ({count} de coups).[other]La partie du lien est sur la table ({count} coups).',
  'game.fromFile':
    '[one]La partie de {file} est sur la table ({count} coup).[many]La partie de {file} est sur la table ({count} de coups).[other]La partie de {file} est sur la table ({count} coups).',
  'review.onBoard': 'Le plateau montre un coup de l’analyse : revenez à la partie pour jouer.',
  'game.link.parts':
    '[one]Le code de la partie compte {count} morceau séparé par « / » ; un code « g1/ » contient les niveaux de l’ordinateur, les coups, puis le plateau de départ.[many]Le code de la partie compte {count} de morceaux séparés par « / » ; un code « g1/ » contient les niveaux de l’ordinateur, les coups, puis le plateau de départ.[other]Le code de la partie compte {count} morceaux séparés par « / » ; un code « g1/ » contient les niveaux de l’ordinateur, les coups, puis le plateau de départ.',
  'game.link.levels': 'Les niveaux de l’ordinateur dans le lien, « {text} », sont illisibles (une lettre parmi « - », « b », « c » ou « s » pour chaque joueur).',
  'game.link.move':
    'Le coup {index} du lien, « {text} », n’est pas un code de coup (une lettre de tuile, puis une rotation de 0 à 3, x.y et l’emplacement d’un meeple, ou « x » pour une tuile mise de côté).',
  'game.link.short': 'Le lien compte {moves} coups, mais le sac n’a que {tiles} tuiles.',
  'review.heading': 'Analyse',
  'review.about':
    'Chaque coup est comparé au meilleur coup que le niveau Fort trouve dans la même position (pour les dernières tuiles, par la recherche exacte) : on voit ce qu’il a cédé, en points d’écart final.',
  'review.start': 'Analyser la partie',
  'review.again': 'Analyser à nouveau',
  'review.since':
    '[one]{count} coup a été joué depuis cette analyse.[many]{count} de coups ont été joués depuis cette analyse.[other]{count} coups ont été joués depuis cette analyse.',
  'review.running': 'Analyse… {done} coups sur {total}',
  'review.cancel': 'Annuler',
  'review.cancelled': 'L’analyse a été arrêtée. Rien n’en a été gardé.',
  'review.failed': 'L’analyse n’a pas pu aller au bout : {reason}',
  'review.summary':
    '[one]{player} : {count} erreur (coups analysés : {moves} ; points cédés : {lost}).[many]{player} : {count} d’erreurs (coups analysés : {moves} ; points cédés : {lost}).[other]{player} : {count} erreurs (coups analysés : {moves} ; points cédés : {lost}).',
  'review.worst': 'Les plus grosses erreurs',
  'review.noMistakes': 'Aucune erreur : aucun coup n’a cédé un point ou plus au-delà de la marge d’erreur de l’estimation.',
  'review.all': 'Tous les coups',
  'review.row': '{player}, tuile {tile}',
  'review.tile': 'tuile {tile}',
  'review.loss': '−{loss}',
  'review.lossNoise': '−{loss} ± {noise}',
  'review.bestShort': 'meilleur',
  'review.setAside': 'mise de côté',
  'review.skipped': 'non analysé',
  'review.label.best': 'meilleur',
  'review.note':
    'Les pertes sont en points d’écart final (votre total moins le meilleur autre total), estimées en jouant la partie jusqu’au bout de nombreuses fois avec les tuiles restantes ; « ± » est la marge d’erreur de cette estimation, dans 95 % des cas. Un coup n’est une erreur que s’il cède au moins 1 point, et plus que sa marge d’erreur.',
  'review.try': 'Réessayer',
  'review.trying': 'Création du problème…',
  'review.tryNone': 'Ce coup ne peut pas devenir un problème.',
  'review.tryNotKept': 'Le problème n’a pas pu être gardé dans ce navigateur : il ne peut donc pas être ouvert.',
  'review.prev': 'Coup précédent',
  'review.next': 'Coup suivant',
  'review.toList': 'Retour à l’analyse',
  'review.toGame': 'Retour à la partie',
  'review.banner.head': 'Coup {move} sur {total} : {player} a pioché la tuile {tile}.',
  'review.banner.setAside': 'Elle ne pouvait être placée nulle part et a été mise de côté.',
  'review.banner.skipped': 'Coup de l’ordinateur, non analysé.',
  'review.banner.best': 'Le coup joué était le meilleur trouvé.',
  'review.banner.bestExact': 'Le coup joué était le meilleur possible.',
  'review.banner.mistake':
    '[one]Une erreur : il a cédé {count} point{noise} face au meilleur coup, dessiné sur le plateau.[many]Une erreur : il a cédé {count} de points{noise} face au meilleur coup, dessiné sur le plateau.[other]Une erreur : il a cédé {count} points{noise} face au meilleur coup, dessiné sur le plateau.',
  'review.banner.close':
    '[one]Il a cédé {count} point{noise} face au coup dessiné sur le plateau : c’est dans la marge d’erreur, ou moins de 1 point, donc pas une erreur.[many]Il a cédé {count} de points{noise} face au coup dessiné sur le plateau : c’est dans la marge d’erreur, ou moins de 1 point, donc pas une erreur.[other]Il a cédé {count} points{noise} face au coup dessiné sur le plateau : c’est dans la marge d’erreur, ou moins de 1 point, donc pas une erreur.',
  'review.banner.noise': ' (± {noise})',
  'review.banner.values': 'Écart final espéré après ce coup : {value} ; après le meilleur : {best}.',
  'review.chart.two': 'L’avance au fil de la partie : au-dessus de la ligne du milieu, {first} mène ; en dessous, {second}. Les pastilles sont les erreurs.',
  'review.chart.many': 'Le score de chaque joueur au fil de la partie. Les pastilles sont les erreurs.',
  'review.chart.endLead': 'À la fin, {player} mène de {points}.',
  'review.chart.endLevel': 'À la fin, les scores sont à égalité.',
  'review.chart.ahead': '{player} devant',
  'review.chart.start': 'début',
  'review.chart.move': 'coup {move}',
  'review.chart.final': 'fin',
  'aids.heading': 'À la table',
  'aids.bag': 'Encore dans le sac',
  'aids.bagEmpty': 'Le sac est vide.',
  'aids.gone': 'Plus aucune : {tiles}.',
  'aids.open': 'Routes, villes et abbayes à compléter',
  'aids.noOpen': 'Rien à compléter sur le plateau.',
  'aids.all': 'Tout afficher ({count})',
  'aids.close':
    '[one]{count} tuile du sac peut la compléter ({tiles}) : {chance} de chances que ce soit la prochaine.[many]{count} de tuiles du sac peuvent la compléter ({tiles}) : {chance} de chances que ce soit la prochaine.[other]{count} tuiles du sac peuvent la compléter ({tiles}) : {chance} de chances que ce soit la prochaine.',
  'aids.closeNone': 'Aucune tuile du sac ne peut la compléter en une seule pose.',
  'aids.percent': '{n} %',
  'aids.under1': 'moins de 1 %',
  'aids.dead': 'Cases qu’aucune tuile ne peut remplir',
  'aids.dead0': 'Toute case libre peut encore être remplie par une tuile du sac.',
  'aids.deadCells':
    '[one]{count} case libre ne peut être remplie par aucune tuile restant dans le sac : elle est marquée en rouge sur le plateau.[many]{count} de cases libres ne peuvent être remplies par aucune tuile restant dans le sac : elles sont marquées en rouge sur le plateau.[other]{count} cases libres ne peuvent être remplies par aucune tuile restant dans le sac : elles sont marquées en rouge sur le plateau.',
} as const satisfies AreaWords<'review'>;

export default reviewFr;
