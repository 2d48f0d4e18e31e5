/** Adds the `carc` command line's words (cli.en.ts), for bin/carc.ts: import this module once, in every file of the section that words something. */
import { addMessages } from '.';
import messages from './cli.en';

addMessages(messages);
