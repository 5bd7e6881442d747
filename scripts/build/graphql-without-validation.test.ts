import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildASTSchema,
  Kind,
  lexicographicSortSchema,
  parse,
  printSchema,
  validate,
  validateSchema,
  visit,
  type DocumentNode,
} from 'graphql';
import * as operations from '#graphql/generated/operations.ts';
import { createSchema } from '#graphql/schema.ts';
import { staffResolvers } from '#graphql/staff-resolvers.ts';

// The browser builds its schema with `assumeValid` and runs operations without validating them;
// its build has none of graphql's validation (graphql-without-validation.ts). These checks are what
// stands in for it, with the real graphql-js.
const sdl = readFileSync(new URL('../../graphql/schema.graphql', import.meta.url), 'utf8');
const checkedSchema = buildASTSchema(parse(sdl));

const documents = Object.entries(operations).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') && (entry[1] as Partial<DocumentNode>).kind === Kind.DOCUMENT,
);

describe('what the browser assumes of its schema and operations', () => {
  it('the SDL makes a valid schema', () => {
    expect(validateSchema(checkedSchema)).toEqual([]);
  });

  it('every generated operation is valid against it', () => {
    expect(documents.length).toBeGreaterThan(40);
    const invalid = documents.flatMap(([name, document]) =>
      validate(checkedSchema, document).map((error) => `${name}: ${error.message}`),
    );
    expect(invalid).toEqual([]);
  });

  it('the executable schema is the checked one, without its descriptions, and is not checked again', () => {
    const schema = createSchema(staffResolvers);
    // `assumeValid` leaves an empty list of errors on the schema, which `execute` reads.
    expect(validateSchema(schema)).toEqual([]);
    const withoutDescriptions = buildASTSchema(
      visit(parse(sdl), {
        enter: (node) =>
          'description' in node && node.description
            ? { ...node, description: undefined }
            : undefined,
      }),
    );
    expect(printSchema(lexicographicSortSchema(schema))).toBe(
      printSchema(lexicographicSortSchema(withoutDescriptions)),
    );
  });
});
