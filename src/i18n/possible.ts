/** Adds the words of `carc possible`'s reasons (possible.en.ts): import this module once where wordImpossible is used. */
import { addMessages } from '.';
import messages from './possible.en';

addMessages(messages);
