/**
 * The board's status message, and whether the status line is on screen
 * (when it is not, a refusal is also shown in the bar under the board).
 */
import { useEffect, useRef, useState } from 'preact/hooks';

export type Tone = 'info' | 'error' | 'success';
export interface Message {
  tone: Tone;
  text: string;
}

export function useMessage() {
  const [message, setMessage] = useState<Message | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [statusSeen, setStatusSeen] = useState(true);
  useEffect(() => {
    const el = statusRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => setStatusSeen(entry.intersectionRatio > 0.99), { threshold: [0, 0.99, 1] });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  const say = (tone: Tone, text: string) => setMessage({ tone, text });
  /** Forget a refusal (e.g. when the tile in hand changes). */
  const clearError = () => setMessage((m) => (m && m.tone === 'error' ? null : m));
  return { message, setMessage, say, clearError, statusRef, statusSeen };
}
