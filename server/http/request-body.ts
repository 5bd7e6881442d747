import { badRequest } from './errors.ts';

export { readMultipart } from './multipart.ts';

/** Every field of a form by name (the first value of a repeated one), for a contract schema to check. */
export function formFields(form: FormData): Record<string, FormDataEntryValue> {
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form.entries()) if (!(name in fields)) fields[name] = value;
  return fields;
}

/** A file field of a form, or null when absent or empty. */
export function formFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  if (value === null || value === '') return null;
  if (typeof value === 'string') throw badRequest(`O campo ${name} deve ser um arquivo.`);
  return value.size === 0 ? null : value;
}

/**
 * Reads an optional JSON object body. An empty body is `{}`; anything that is not a JSON
 * object (broken JSON, an array, a number) is a 400.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('O corpo da requisição não é um JSON válido.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('O corpo da requisição deve ser um objeto JSON.');
  }
  return parsed as Record<string, unknown>;
}
