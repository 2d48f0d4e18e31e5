/**
 * The board's strings live in src/i18n/board.en.ts, merged into the site's
 * dictionary; `bt` is the site's `t`, kept under this name for the board's files.
 */
import { hasMessage, type MessageKey } from '../../i18n';

export { t as bt } from '../../i18n';
export type BoardKey = MessageKey;

/** A key built at run time (e.g. 'tile.' + letter), checked against the dictionary. */
export function isBoardKey(key: string): key is MessageKey {
  return hasMessage(key);
}
