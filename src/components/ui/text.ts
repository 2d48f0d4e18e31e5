/** Text cut short for a message: at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max = 24): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
