/** Adds the puzzle trainer's words (puzzles.en.ts), for its pages and island: import this module once, in every file of the section that words something. */
import { addMessages } from '.';
import messages from './puzzles.en';

addMessages(messages);
