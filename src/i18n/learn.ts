/** Adds the tutor's words (learn.en.ts), for the lesson pages and their island: import this module once, in every file of the section that words something. */
import { addMessages } from '.';
import messages from './learn.en';

addMessages(messages);
