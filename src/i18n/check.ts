/** Adds the score checker's words (check.en.ts), for its page and island: import this module once, in every file of the section that words something. */
import { addMessages } from '.';
import messages from './check.en';

addMessages(messages);
