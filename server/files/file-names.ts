/** A stored file's id: a UUID we generated, so a path or key never holds anything a user typed. */
export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const extensions: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'text/csv': '.csv',
  'application/pdf': '.pdf',
};

/** The download name of a file stored without one: its id and the extension of its type. */
export const defaultFileName = (id: string, contentType: string) => `${id}${extensions[contentType] ?? ''}`;
