/**
 * The board's status message. A refusal said while the status line is not
 * wholly on screen brings the line into view (nothing is laid over the board
 * to say it): the page scrolls as little as it takes.
 */
import { useRef, useState } from 'preact/hooks';

export type Tone = 'info' | 'error' | 'success';
export interface Message {
  tone: Tone;
  text: string;
}

/** Whether an element lies wholly inside the window. */
function whollySeen(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
}

export function useMessage() {
  const [message, setMessage] = useState<Message | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const say = (tone: Tone, text: string) => {
    setMessage({ tone, text });
    const el = statusRef.current;
    if (tone !== 'error' || !el || typeof window === 'undefined' || whollySeen(el)) return;
    // After the new text is drawn (it may be longer), as little scrolling as shows all of it.
    requestAnimationFrame(() => whollySeen(el) || el.scrollIntoView({ block: 'nearest' }));
  };
  /** Forget a refusal (e.g. when the tile in hand changes). */
  const clearError = () => setMessage((m) => (m && m.tone === 'error' ? null : m));
  return { message, setMessage, say, clearError, statusRef };
}
