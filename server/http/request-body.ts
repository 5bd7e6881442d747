import { badRequest } from './errors.ts';

export { readMultipart } from './multipart.ts';

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
