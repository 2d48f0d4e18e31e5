/** French: the "Your data on this device" panel (data.en.ts). */
import type { AreaWords } from './catalog';

const dataFr = {
  'data.heading': 'Vos données sur cet appareil',
  'data.intro':
    'Ce que vous faites ici est gardé dans ce navigateur seulement (son stockage local), pour que vous le retrouviez la prochaine fois. Rien n’est envoyé nulle part.',
  'data.kept': 'Gardé maintenant',
  'data.nothing': 'Rien n’est encore gardé dans ce navigateur.',
  'data.size': '{kb} Ko',
  'data.damaged': 'Une copie endommagée, mise de côté pour que rien ne se perde ({key})',
  'data.name.playground': 'Le plateau du bac à sable, avec son historique et la tuile en main',
  'data.name.ownPuzzles': 'Vos propres problèmes, tirés des erreurs relevées par l’analyse de vos parties dans le bac à sable',
  'data.name.language': 'La langue que vous avez choisie pour ce site',
  'data.name.other': 'Autres données gardées ({key})',
  'data.export': 'Exporter dans un fichier',
  'data.exported': 'Enregistré sous {file}. Importez-le ici, dans ce navigateur ou un autre, pour tout retrouver.',
  'data.import': 'Importer un fichier',
  'data.imported':
    '[one]{file} a été importé : {count} élément restauré.[many]{file} a été importé : {count} d’éléments restaurés.[other]{file} a été importé : {count} éléments restaurés.',
  'data.reset': 'Effacer toutes mes données',
  'data.resetConfirm': 'Effacer tout ce que ce site garde dans ce navigateur ? Exportez d’abord un fichier si vous risquez d’en avoir besoin.',
  'data.resetYes': 'Oui, effacer',
  'data.cancel': 'Annuler',
  'data.cancelled': 'Rien n’a changé.',
  'data.importConfirm':
    '[one]{file} contient {count} élément. L’importer remplace ce qui est gardé maintenant ; exportez d’abord un fichier si vous risquez d’en avoir besoin.[many]{file} contient {count} d’éléments. L’importer remplace ce qui est gardé maintenant ; exportez d’abord un fichier si vous risquez d’en avoir besoin.[other]{file} contient {count} éléments. L’importer remplace ce qui est gardé maintenant ; exportez d’abord un fichier si vous risquez d’en avoir besoin.',
  'data.importYes': 'Oui, remplacer',
  'data.resetDone': 'Tout ce que ce site gardait dans ce navigateur a été effacé.',
  'data.unavailable': 'Ce navigateur ne laisse pas le site garder de données (navigation privée ou stockage désactivé) : rien n’est gardé.',
  'data.failed': 'L’opération a échoué : {reason}',
  'data.noScript': 'Ce panneau a besoin de JavaScript.',
  'data.badFile': '{file} n’a pas été importé, et rien n’a changé : {reason}',
  'data.bad.json': 'ce n’est pas un fichier JSON ({detail}).',
  'data.bad.notExport': 'ce n’est pas un fichier de données de Carcassonne Tutor (il n’a pas la marque « carcassonne-tutor »).',
  'data.bad.version': 'il a été fait par une version plus récente du site (format {version}) ; celle-ci lit le format {supported}.',
  'data.bad.items': 'ses « items » ne sont pas une liste d’éléments gardés (l’élément {index} est incorrect).',
  'data.bad.key': 'l’élément {index} a la clé « {key} », qui n’est pas une clé de ce site.',
  'data.bad.tooBig': 'il fait {kb} Ko, plus que les {max} Ko permis pour un fichier de données.',
  'data.bad.blocked': 'une copie endommagée de {key} n’a pas pu être mise de côté, elle n’a donc pas été écrasée.',
  'data.bad.full': 'le navigateur a refusé de l’enregistrer ({detail}) ; ce qui était là avant a été remis.',
} as const satisfies AreaWords<'data'>;

export default dataFr;
