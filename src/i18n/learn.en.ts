/**
 * English strings of the rules tutor (/learn/, its lessons, the glossary and
 * the summary): the lesson host's buttons and messages. The lessons' own
 * words are content (src/content/, docs/lessons.md).
 */
const learnEn = {
  // ----- the list of lessons
  'tutor.title': 'Learn the rules',
  'tutor.heading': 'Learn Carcassonne, one board at a time',
  'tutor.lead':
    'Twelve short lessons. Each rule comes with a board: you lay the tile, place the meeple or count the points, and the rules engine tells you what happened.',
  'tutor.lessonsLabel': 'Lessons',
  'tutor.lessonNumber': 'Lesson {n}',
  'tutor.done': 'Done',
  /** A lesson gone through to its end with tasks left undone. */
  'tutor.skimmed': 'Skimmed: tasks left',
  'tutor.continue': 'Continue: {title}',
  'tutor.continueAt': 'step {step} of {count}',
  'tutor.start': 'Start with lesson 1',
  'tutor.progress': '{done} of {count} lessons done',
  'tutor.progressSkimmed': '{done} of {count} lessons done, {skimmed} skimmed',
  'tutor.comingLabel': 'being written',
  'tutor.more': 'Also',
  'tutor.glossaryLink': 'Glossary: every word the lessons use',
  'tutor.summaryLink': 'The rules on one page (printable)',
  'tutor.tilesLink': 'The 24 tiles, drawn large',
  'tutor.storageOff': 'This browser keeps nothing for this site, so your progress lasts only while the page is open.',
  'tutor.storageDamaged': 'Your saved progress could not be read ({reason}); it was kept aside as {key} and the lessons start afresh.',

  // ----- a lesson page
  'lesson.of': 'Lesson {n} of {count}',
  'lesson.step': 'Step {n} of {count}',
  'lesson.checkStep': 'Quick check {n} of {count}',
  'lesson.checkHeading': 'Quick check',
  'lesson.back': 'Back',
  'lesson.next': 'Next',
  'lesson.finish': 'Finish the lesson',
  'lesson.reset': 'Reset this step',
  'lesson.restart': 'Restart the lesson',
  'lesson.showMe': 'Show me',
  'lesson.board': 'Lesson board',
  'lesson.keys': 'Keys: Alt+→ next step, Alt+← back (when the board does not have the focus, → and ← alone).',
  'lesson.yourTurn': 'Your turn: {task}',
  'lesson.taskPlace': 'lay the tile in hand, the {name} ({tile}).',
  'lesson.taskPoint': 'click the board.',
  'lesson.taskPointTouch': 'tap the board.',
  'lesson.taskPointMeeple': 'click the meeple.',
  'lesson.taskPointMeepleTouch': 'tap the meeple.',
  /** After the task of a point step, left out on touch screens. */
  'lesson.taskPointKeys': 'Keyboard: arrows to a tile, Enter to pick its features.',
  'lesson.taskPointMeepleKeys': 'Keyboard: arrows to its tile, Enter.',
  'lesson.taskNumber': 'type the number and click Check (or press Enter).',
  'lesson.taskNumberTouch': 'type the number and tap Check.',
  'lesson.numberLabel': 'Your answer',
  'lesson.check': 'Check',
  'lesson.notANumber': 'Type a whole number, such as 4.',
  'lesson.right': 'Right.',
  'lesson.wrong': 'Not quite.',
  'lesson.wrongCell': 'This step is about the marked cell. Lay the tile there.',
  'lesson.wrongMove': 'That move is allowed, but it is not what this step asks. Try again.',
  'lesson.wrongPoint': 'That is not the one. Try again.',
  'lesson.wrongNumber': 'That is not the number. Count again.',
  'lesson.scoredNothing': 'This move scored no points.',
  'lesson.playerPoints': '{player} {points}',
  'lesson.scores': 'Scores',
  /** A number step keeps the score line back until it is answered (it could give the answer away). */
  'lesson.scoresHeld': 'shown once you answer',
  'lesson.toPlay': '{player} to play',
  'lesson.numberHint': 'Drag to move the board; type your answer in the box under the question.',
  'lesson.pointHint': 'Drag to move the board; click to answer.',
  'lesson.pointHintTouch': 'Drag to move the board; tap to answer.',
  'lesson.lookHint': 'Drag to move the board, pinch or use + and − to zoom. Next → when you are ready.',
  'lesson.doneHeading': 'Lesson done',
  'lesson.doneBody': 'You finished “{title}”. Your progress is kept in this browser.',
  'lesson.skimmedHeading': 'Lesson skimmed',
  'lesson.skimmedBody':
    '[one]You went through “{title}” with {count} of its tasks not done. It is marked skimmed; do it and the lesson is done.[other]You went through “{title}” with {count} of its tasks not done. It is marked skimmed; do them and it is done.',
  'lesson.toTask': 'Do the tasks left',
  'lesson.nextLesson': 'Next lesson: {title}',
  'lesson.allLessons': 'All lessons',
  'lesson.related': 'Related lessons',
  'lesson.glossary': 'Words in this lesson',
  'lesson.outline': 'The whole lesson as text',
  'lesson.outlineAnswer': 'Answer: {answer}',
  'lesson.engineFailed': 'The rules engine did not start ({reason}). You can still read the lesson as text below.',

  // ----- glossary and summary
  'glossary.title': 'Glossary',
  'glossary.heading': 'Glossary',
  'glossary.lead': 'The words the lessons use, each with the lessons that teach it.',
  'glossary.taught': 'Taught in:',
  'glossary.see': 'See also:',
  'glossary.empty': 'The glossary is being written.',
  'summary.title': 'The rules on one page',
  'summary.heading': 'Carcassonne: the rules on one page',
  'summary.lead': 'The base game in short. Print it (the page has a print layout) or keep it open beside the board.',
  'summary.lessons': 'Lessons:',
  'lesson.source': 'Source:',
  'summary.empty': 'The summary is being written.',

  // ----- the page a merged lesson leaves behind (MOVED_LESSONS)
  'moved.title': '{title}: this lesson has moved',
  'moved.all': 'All lessons',
  'moved.score-track.title': 'The score track',
  'moved.score-track.where':
    'The score track is now taught where it is first used: how points go on the track, in the lesson on roads, and what to do past 50, in the lesson on game end and final scoring.',
} as const;

export default learnEn;
