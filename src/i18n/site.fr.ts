/** French: the site's own words (en.ts). */
import type { AreaWords } from './catalog';

const siteFr = {
  'common.comingSoon': 'Bientôt',
  'engine.heading': 'Moteur de règles',
  'engine.waiting': 'Le moteur de règles démarre en arrière-plan…',
  'engine.summary': '{types} sortes de tuiles, {tiles} tuiles, {pennants} blasons, {cloisters} abbayes',
  'engine.ready': 'Moteur de règles prêt : {summary}.',
  'engine.failed': 'Le moteur de règles n’a pas démarré dans ce navigateur ({reason}). Les pages fonctionnent encore, mais pas les plateaux interactifs.',
  'puzzles.title': 'Problèmes',
  'puzzles.heading': 'Problèmes de placement',
  'check.title': 'Vérifier un score',
  'check.heading': 'Vérifier un score final',
  'playground.title': 'Bac à sable',
  'playground.heading': 'Le bac à sable',
  'engine.restarted': 'Le moteur de règles s’est arrêté et a été relancé ; votre plateau est intact.',
  'engine.callLost': 'Le moteur de règles s’est arrêté avant de répondre : rien n’a changé. Réessayez.',
  'engine.wordsLost': 'L’action n’a pas pu aboutir ({code}), et l’explication n’a pas pu être chargée : vérifiez la connexion, puis réessayez.',
  'engine.gaveUp': 'Le moteur de règles s’arrête sans cesse dans ce navigateur ({reason}). Rechargez la page pour réessayer ; votre plateau est enregistré.',
  'engine.solver.where': 'Colonne {x}, ligne {y}, {turns}',
  'engine.solver.meeple': 'meeple sur {spot}',
  'engine.solver.noMeeple': 'sans meeple',
  'player.yellow': 'Jaune',
  'player.red': 'Rouge',
  'player.green': 'Vert',
  'player.blue': 'Bleu',
  'player.black': 'Noir',
  'player.pink': 'Rose',
} as const satisfies AreaWords<'site'>;

export default siteFr;
