/**
 * Everything the site keeps in the browser (localStorage), through one module.
 *
 *   const store = browserStore();                  // null when the browser keeps nothing
 *   await store.read('playground', check)          // → empty | ok (value, version) | damaged (kept aside)
 *   store.write('playground', value, 1)            // never throws; refuses while damaged data could not be moved
 *   store.exportAll() / store.importAll(text) / store.resetAll() / store.list()
 *
 * Keys are namespaced: entry `playground` is stored under `carc:playground`,
 * as `{"version": <the entry's format, chosen by its writer>, "data": …}`.
 * Reading checks the envelope here and the data with the caller's `check`
 * (which may be async, e.g. the engine worker's `validate`, and may migrate
 * an older version). Data that fails is never dropped: its exact text is
 * copied to `carc:<key>.corrupt`, then `.corrupt.2` … `.corrupt.5` (none is
 * overwritten), and the caller is told why; with every slot taken it stays
 * where it is and writing that key is refused, so it is not lost either.
 *
 * Keys of the older `carc.` form (the playground's `carc.playground.v1`, which
 * src/components/playground/storage.ts reads once and moves) count as the site's too: they are listed,
 * exported, imported and reset with the rest; `read(key, check, { legacyKey })`
 * moves such a save to its new key on first read.
 *
 * Results are codes with parameters (StoreError); the page words them.
 */

/** Prefix of every key this module writes. */
export const NAMESPACE = 'carc:';
/** Prefix of the keys written before this module (they belong to the site as well). */
export const LEGACY_PREFIX = 'carc.';
/** Damaged copies kept aside per key: `.corrupt`, then `.corrupt.2` … `.corrupt.5`. */
export const MAX_KEPT_ASIDE = 5;
/** The export file's format; importAll reads this and older. */
export const EXPORT_FORMAT = 1;
/** Marker of an export file (its value is the format). */
export const EXPORT_MARKER = 'carcassonne-tutor';
/** Largest data file importAll accepts, in characters (localStorage holds about 5 MB). */
export const MAX_IMPORT_CHARS = 5_000_000;

const ENTRY_NAME = /^[a-z][a-z0-9-]*(\/[a-z0-9-]+)*$/;

/** The part of the Storage interface used here (tests pass an in-memory one: memoryStorage()). */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type StoreError =
  | { code: 'bad-json'; params: { detail: string } }
  | { code: 'not-export'; params: Record<string, never> }
  | { code: 'newer-version'; params: { version: number; supported: number } }
  | { code: 'bad-items'; params: { index: number } }
  | { code: 'foreign-key'; params: { index: number; key: string } }
  | { code: 'too-big'; params: { chars: number; max: number } }
  | { code: 'storage-refused'; params: { detail: string } }
  | { code: 'save-blocked'; params: { key: string } };

export type StoreResult<T> = { ok: true; value: T } | { ok: false; error: StoreError };

/** What a reader's check says about stored data: the value to use, or why it cannot be used. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

export type ReadOutcome<T> =
  | { kind: 'empty' }
  | { kind: 'ok'; value: T; version: number }
  /** `keptAs`: where the damaged text is now; `saveBlocked`: it could not be moved, so the key is not written over. */
  | { kind: 'damaged'; reason: string; keptAs: string; saveBlocked: boolean };

/** One stored key, for the data panel. */
export interface StoredItem {
  /** The storage key, e.g. `carc:playground`. */
  key: string;
  /** The entry name (`playground`), or the legacy key itself. */
  name: string;
  /** Characters stored (a rough size: UTF-16 strings). */
  chars: number;
  /** A damaged copy kept aside. */
  damaged: boolean;
}

/** `carc:<name>`, or throws for a name that is not lower-case words separated by '-' and '/'. */
export function storageKey(name: string): string {
  if (!ENTRY_NAME.test(name)) throw new Error(`storage: "${name}" is not an entry name (lower-case letters, digits, "-", "/")`);
  return NAMESPACE + name;
}

/** The key of the n-th damaged copy of `key` (1 → `key.corrupt`, n → `key.corrupt.n`). */
export const keptAsideKey = (key: string, n: number): string => (n === 1 ? `${key}.corrupt` : `${key}.corrupt.${n}`);

/** True for a key the site owns (`carc:…` or the older `carc.…`). */
export const isSiteKey = (key: string): boolean => key.startsWith(NAMESPACE) || key.startsWith(LEGACY_PREFIX);

const isDamagedKey = (key: string): boolean => /\.corrupt(\.\d+)?$/.test(key);

const detail = (e: unknown): string => (e instanceof Error ? e.message : String(e));

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A Storage held in memory (tests, and a page that wants the API without keeping anything). */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}

export interface Store {
  read<T>(name: string, check: (data: unknown, version: number) => Checked<T> | Promise<Checked<T>>, options?: { legacyKey?: string }): Promise<ReadOutcome<T>>;
  write(name: string, value: unknown, version: number): StoreResult<null>;
  /** Moves the entry aside as a damaged copy would be (to start afresh without losing it); where it went, or null. */
  setAside(name: string): string | null;
  remove(name: string): void;
  list(): StoredItem[];
  exportAll(now?: Date): string;
  importAll(text: string): StoreResult<{ count: number }>;
  resetAll(): number;
}

/** The store over the browser's localStorage, or null when the browser keeps nothing (private mode, storage off). */
export function browserStore(): Store | null {
  try {
    const storage = globalThis.localStorage;
    const probe = `${NAMESPACE}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return createStore(storage);
  } catch {
    return null;
  }
}

/**
 * Reads an export file without storing anything: its items, or why it is not
 * one (importAll stores them; a page can ask before replacing what is kept).
 */
export function parseExport(text: string): StoreResult<{ key: string; text: string }[]> {
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, error: { code: 'too-big', params: { chars: text.length, max: MAX_IMPORT_CHARS } } };
  let file: unknown;
  try {
    file = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return { ok: false, error: { code: 'bad-json', params: { detail: detail(e) } } };
  }
  if (!isObject(file) || !Number.isInteger(file[EXPORT_MARKER]) || (file[EXPORT_MARKER] as number) < 1) {
    return { ok: false, error: { code: 'not-export', params: {} } };
  }
  const version = file[EXPORT_MARKER] as number;
  if (version > EXPORT_FORMAT) {
    return { ok: false, error: { code: 'newer-version', params: { version, supported: EXPORT_FORMAT } } };
  }
  if (!Array.isArray(file.items)) return { ok: false, error: { code: 'bad-items', params: { index: 0 } } };
  const items: { key: string; text: string }[] = [];
  for (const [i, item] of file.items.entries()) {
    if (!isObject(item) || typeof item.key !== 'string' || typeof item.text !== 'string') {
      return { ok: false, error: { code: 'bad-items', params: { index: i + 1 } } };
    }
    if (!isSiteKey(item.key)) return { ok: false, error: { code: 'foreign-key', params: { index: i + 1, key: item.key.slice(0, 60) } } };
    items.push({ key: item.key, text: item.text });
  }
  return { ok: true, value: items };
}

let shared: Store | null | undefined;

/**
 * The page's one store over localStorage, made on first use (so every part of
 * a page shares what it knows of damaged keys), or null when the browser
 * keeps nothing.
 */
export function siteStore(): Store | null {
  if (shared === undefined) shared = browserStore();
  return shared;
}

export function createStore(storage: StorageLike): Store {
  /** Keys whose damaged data could not be moved aside: never written over. */
  const blocked = new Set<string>();

  const siteKeys = (): string[] => {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k !== null && isSiteKey(k)) keys.push(k);
    }
    return keys.sort();
  };

  /** Copies `text` to the first free damaged slot of `key` (or the one holding the same text) and clears `key`. */
  function keepAside(key: string, text: string): { keptAs: string; saveBlocked: boolean } {
    let keptAs: string | null = null;
    try {
      for (let n = 1; n <= MAX_KEPT_ASIDE && keptAs === null; n++) {
        const slot = keptAsideKey(key, n);
        const there = storage.getItem(slot);
        if (there === text) keptAs = slot;
        else if (there === null) {
          storage.setItem(slot, text);
          keptAs = slot;
        }
      }
    } catch {
      keptAs = null;
    }
    if (keptAs === null) {
      blocked.add(key);
      return { keptAs: key, saveBlocked: true };
    }
    try {
      storage.removeItem(key);
    } catch {
      /* the copy is safe; the next write replaces the key */
    }
    return { keptAs, saveBlocked: false };
  }

  function getText(key: string): string | null {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  }

  return {
    async read(name, check, options = {}) {
      const key = storageKey(name);
      const text = getText(key);
      if (text === null && options.legacyKey !== undefined) {
        // An older save: checked as it is (it has no envelope), then moved to the new key once it reads well.
        const legacy = getText(options.legacyKey);
        if (legacy === null) return { kind: 'empty' };
        let data: unknown;
        try {
          data = JSON.parse(legacy);
        } catch (e) {
          return { kind: 'damaged', reason: `not JSON (${detail(e)})`, ...keepAside(options.legacyKey, legacy) };
        }
        const version = isObject(data) && typeof data.version === 'number' ? data.version : 0;
        const checked = await check(data, version);
        if (!checked.ok) return { kind: 'damaged', reason: checked.reason, ...keepAside(options.legacyKey, legacy) };
        try {
          storage.setItem(key, JSON.stringify({ version, data }));
          storage.removeItem(options.legacyKey);
        } catch {
          /* it stays under the old key and is read from there next time */
        }
        return { kind: 'ok', value: checked.value, version };
      }
      if (text === null) return { kind: 'empty' };
      const damaged = (reason: string): ReadOutcome<never> => ({ kind: 'damaged', reason, ...keepAside(key, text!) });
      let envelope: unknown;
      try {
        envelope = JSON.parse(text);
      } catch (e) {
        return damaged(`not JSON (${detail(e)})`);
      }
      if (!isObject(envelope) || !Number.isInteger(envelope.version) || !('data' in envelope)) {
        return damaged('not a saved entry (no "version" and "data")');
      }
      const version = envelope.version as number;
      const checked = await check(envelope.data, version);
      if (!checked.ok) return damaged(checked.reason);
      return { kind: 'ok', value: checked.value, version };
    },

    write(name, value, version) {
      const key = storageKey(name);
      if (blocked.has(key)) return { ok: false, error: { code: 'save-blocked', params: { key } } };
      try {
        storage.setItem(key, JSON.stringify({ version, data: value }));
        return { ok: true, value: null };
      } catch (e) {
        return { ok: false, error: { code: 'storage-refused', params: { detail: detail(e) } } };
      }
    },

    setAside(name) {
      const key = storageKey(name);
      const text = getText(key);
      if (text === null) return null;
      const { keptAs, saveBlocked } = keepAside(key, text);
      return saveBlocked ? null : keptAs;
    },

    remove(name) {
      try {
        storage.removeItem(storageKey(name));
      } catch {
        /* nothing to remove */
      }
    },

    list() {
      return siteKeys().map((key) => ({
        key,
        name: key.startsWith(NAMESPACE) ? key.slice(NAMESPACE.length).replace(/\.corrupt(\.\d+)?$/, '') : key,
        chars: getText(key)?.length ?? 0,
        damaged: isDamagedKey(key),
      }));
    },

    exportAll(now = new Date()) {
      // Raw texts, damaged copies included: the file brings back exactly what was kept.
      const items = siteKeys().map((key) => ({ key, text: getText(key) ?? '' }));
      return JSON.stringify({ [EXPORT_MARKER]: EXPORT_FORMAT, exported: now.toISOString(), items }, null, 1) + '\n';
    },

    importAll(text) {
      const parsed = parseExport(text);
      if (!parsed.ok) return parsed;
      const items = parsed.value;
      // Replace what is kept by the file's items; if the browser refuses part of it, put everything back.
      const before = siteKeys().map((key) => ({ key, text: getText(key) ?? '' }));
      const clear = () => {
        for (const key of siteKeys()) storage.removeItem(key);
      };
      try {
        clear();
        for (const item of items) storage.setItem(item.key, item.text);
      } catch (e) {
        try {
          clear();
          for (const item of before) storage.setItem(item.key, item.text);
        } catch {
          /* the browser took the old items once; it takes them again */
        }
        return { ok: false, error: { code: 'storage-refused', params: { detail: detail(e) } } };
      }
      blocked.clear();
      return { ok: true, value: { count: items.length } };
    },

    resetAll() {
      const keys = siteKeys();
      for (const key of keys) {
        try {
          storage.removeItem(key);
        } catch {
          /* gone already */
        }
      }
      blocked.clear();
      return keys.length;
    },
  };
}
