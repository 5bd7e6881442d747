import { badRequest } from './errors.ts';

export { readMultipart } from './multipart.ts';

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
