/** Adds the playground's words (playground.en.ts), for its page and island: import this module once, in every file of the section that words something. */
import { addMessages } from '.';
import messages from './playground.en';

addMessages(messages);
