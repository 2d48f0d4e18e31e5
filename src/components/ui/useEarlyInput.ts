/**
 * What a person typed, chose or ticked in an island's form fields before the
 * island woke up is kept. The page is drawn at build time, so its fields can
 * be used before the script runs; waking up (Preact's hydration) leaves what
 * was entered in the fields but not in the island's state, and the next
 * render would wipe it.
 *
 * When the island mounts, the fields whose value or tick differs from the
 * one they were drawn with are noted; once `ready` (the host has restored
 * what it keeps, say), each is put back and announced with the events a
 * person's entry fires (`input`, then `change`), so it takes the usual path
 * through the host's handlers. Fields are found again by id, name (and
 * value, for radio buttons) or label; a field with none of these is left
 * alone (give fields whose label can change a name).
 */
import { useEffect, useRef, type MutableRef } from 'preact/hooks';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface Entry {
  key: string;
  value: string;
  checked: boolean;
  tick: boolean;
}

const FIELDS = 'input, select, textarea';

function keyOf(el: Field): string | null {
  if (el.id) return `#${el.id}`;
  if (el.name) return el instanceof HTMLInputElement && el.type === 'radio' ? `n:${el.name}=${el.value}` : `n:${el.name}`;
  const label = el.getAttribute('aria-label');
  return label ? `l:${label}` : null;
}

const isTick = (el: Field): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox');

function drawnValue(el: Field): string {
  if (el instanceof HTMLSelectElement) {
    const drawn = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
    return drawn?.value ?? '';
  }
  return el.defaultValue;
}

/** The fields under `root` that were changed since the page was drawn. */
export function changedFields(root: ParentNode): Entry[] {
  const out: Entry[] = [];
  root.querySelectorAll<Field>(FIELDS).forEach((el) => {
    const key = keyOf(el);
    if (key === null) return;
    if (isTick(el)) {
      if (el.checked !== el.defaultChecked) out.push({ key, value: el.value, checked: el.checked, tick: true });
    } else if (!(el instanceof HTMLInputElement && (el.type === 'file' || el.type === 'hidden')) && el.value !== drawnValue(el)) {
      out.push({ key, value: el.value, checked: false, tick: false });
    }
  });
  return out;
}

/** Put the noted entries back into the fields under `root`, as a person's entry would. */
export function replayFields(root: ParentNode, entries: readonly Entry[]): void {
  const fields = [...root.querySelectorAll<Field>(FIELDS)];
  for (const e of entries) {
    const el = fields.find((f) => keyOf(f) === e.key);
    if (!el) continue;
    if (e.tick && isTick(el)) {
      if (el.checked === e.checked) continue;
      el.checked = e.checked;
    } else if (!e.tick && !isTick(el)) {
      if (el.value === e.value) continue;
      el.value = e.value;
    } else continue;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Keep early entries in the fields under `root`: noted at mount, put back once `ready`. */
export function useEarlyInput(root: MutableRef<HTMLElement | null>, ready: boolean): void {
  const noted = useRef<Entry[] | null>(null);
  useEffect(() => {
    noted.current = root.current ? changedFields(root.current) : [];
  }, []);
  useEffect(() => {
    if (!ready || !noted.current?.length || !root.current) return;
    const entries = noted.current;
    noted.current = [];
    // One entry at a time, each after the host has rendered the one before (a field's handler reads the state it sees).
    let i = 0;
    const step = () => {
      if (!root.current || i >= entries.length) return;
      replayFields(root.current, [entries[i++]]);
      id = setTimeout(step, 0);
    };
    let id = setTimeout(step, 0);
    return () => clearTimeout(id);
  }, [ready]);
}
