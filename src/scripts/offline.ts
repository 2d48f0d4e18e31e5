/**
 * Every page registers the site's offline copy (dist/sw.js, written by
 * src/integrations/offline.ts) once it has loaded, so the site works with
 * the network off after one visit. When a newer build is waiting to take
 * over, the page's "new version" prompt (BaseLayout) appears; Reload hands
 * over to it and reloads, Later hides the prompt (the new version then
 * starts on the next visit; take-over.ts says how a worker replaced meanwhile is handled). Nothing here runs in
 * `astro dev`.
 */
import { takeOver } from './take-over';

const prompt = document.getElementById('update-prompt');
const sw = navigator.serviceWorker;
/** The person chose Reload: the next change of worker reloads the page (the first install's does not). */
let takingOver = false;

/** A waiting worker with one already in control is a new version; the very first install takes over silently. */
const offer = (reg?: ServiceWorkerRegistration) => {
  if (prompt && reg?.waiting && sw.controller) prompt.hidden = false;
};

if (import.meta.env.PROD && sw) {
  const register = () =>
    sw.register('/sw.js').then(
      // Some browsers (and test runners that block service workers) answer without a registration.
      (reg?: ServiceWorkerRegistration) => {
        offer(reg);
        reg?.addEventListener('updatefound', () => reg.installing?.addEventListener('statechange', () => offer(reg)));
      },
      () => {
        /* No offline copy (private mode, storage off): the site works online as before. */
      },
    );
  if (document.readyState === 'complete') void register();
  else addEventListener('load', () => void register(), { once: true });
  sw.addEventListener('controllerchange', () => takingOver && location.reload());

  prompt?.querySelector('[data-update="reload"]')?.addEventListener('click', () => {
    takingOver = true;
    void takeOver(sw, () => location.reload());
  });
  prompt?.querySelector('[data-update="later"]')?.addEventListener('click', () => (prompt.hidden = true));
}
