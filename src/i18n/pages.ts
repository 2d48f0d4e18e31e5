/** Adds the words only pages show (pages.en.ts): the page frame (BaseLayout.astro) imports this, so every page has them at build time and no island ships them. */
import { addMessages } from '.';
import messages from './pages.en';

addMessages(messages);
