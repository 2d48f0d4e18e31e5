/**
 * The "Your data on this device" panel (src/components/ui/DataPanel.tsx, on /about/): a section of its own
 * (src/i18n/data.ts), so that the pages without the panel do not load its words.
 */
const dataEn = {
  'data.heading': 'Your data on this device',
  'data.intro':
    'What you do here is kept in this browser only (its local storage), so it is still there next time. Nothing is sent anywhere.',
  'data.kept': 'Kept now',
  'data.nothing': 'Nothing is kept in this browser yet.',
  'data.size': '{kb} kB',
  'data.damaged': 'A damaged copy, kept aside so nothing is lost ({key})',
  'data.name.playground': 'The playground board, with its undo history and the tile in hand',
  'data.name.ownPuzzles': 'Your own puzzles, made from mistakes in the playground’s review',
  'data.name.language': 'The language you chose for this site',
  'data.name.other': 'Other saved data ({key})',
  'data.export': 'Export to a file',
  'data.exported': 'Saved as {file}. Import it here, in this or another browser, to bring it back.',
  'data.import': 'Import from a file',
  'data.imported': '[one]{file} was imported: {count} item restored.[other]{file} was imported: {count} items restored.',
  'data.reset': 'Delete all my data',
  'data.resetConfirm': 'Delete everything this site keeps in this browser? Export a file first if you may want it back.',
  'data.resetYes': 'Yes, delete it',
  'data.cancel': 'Cancel',
  'data.cancelled': 'Nothing was changed.',
  'data.importConfirm':
    '[one]{file} holds {count} item. Importing it replaces what is kept now; export a file first if you may want that back.[other]{file} holds {count} items. Importing it replaces what is kept now; export a file first if you may want that back.',
  'data.importYes': 'Yes, replace it',
  'data.resetDone': 'Everything this site kept in this browser was deleted.',
  'data.unavailable': 'This browser does not let the site keep data (private mode or storage turned off), so nothing is kept.',
  'data.failed': 'That did not work: {reason}',
  'data.noScript': 'This panel needs JavaScript.',
  'data.badFile': '{file} was not imported, and nothing was changed: {reason}',
  'data.bad.json': 'it is not a JSON file ({detail}).',
  'data.bad.notExport': 'it is not a Carcassonne Tutor data file (it has no "carcassonne-tutor" marker).',
  'data.bad.version': 'it was made by a newer version of the site (format {version}); this one reads format {supported}.',
  'data.bad.items': 'its "items" are not a list of saved entries (entry {index} is wrong).',
  'data.bad.key': 'entry {index} has the key "{key}", which is not one of this site’s keys.',
  'data.bad.tooBig': 'it is {kb} kB, more than the {max} kB a data file can be.',
  'data.bad.blocked': 'a damaged copy of {key} could not be kept aside, so it was not written over.',
  'data.bad.full': 'the browser refused to store it ({detail}); what was there before was put back.',
} as const;

export default dataEn;
