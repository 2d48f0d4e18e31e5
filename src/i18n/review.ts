/** Adds the words of the playground's review and aids (review.en.ts), for the panels that show them, loaded with them. */
import { addMessages } from '.';
import messages from './review.en';

addMessages(messages);
