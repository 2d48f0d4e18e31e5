/** Adds the solver-report and checker-warning wording (reports.en.ts), for bin/carc.ts and the score checker. */
import { addMessages } from '.';
import messages from './reports.en';

addMessages(messages);
