/** Offer text to the person as a file download (a position file, an export of the site's data). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Long enough for any browser to start the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
