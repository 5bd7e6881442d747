/** The name is shown, never trusted. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what must not reach the header
  const cleaned = filename.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 150) || 'arquivo';
  const ascii = cleaned
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cleaned)}`;
}
