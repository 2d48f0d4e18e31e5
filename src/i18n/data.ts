/** Adds the words of the "Your data on this device" panel (data.en.ts): import this module where the panel is. */
import { addMessages } from '.';
import messages from './data.en';

addMessages(messages);
