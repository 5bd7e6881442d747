/** Saves on the person's device; nothing is sent anywhere. */
export function downloadFile(fileName: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
