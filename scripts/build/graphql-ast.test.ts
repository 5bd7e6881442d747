import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildASTSchema, parse, printSchema, type DocumentNode } from 'graphql';
import schemaDocument from '#graphql/schema.graphql?ast';
import { schemaModule } from './graphql-ast.ts';

const sdl = readFileSync(new URL('../../graphql/schema.graphql', import.meta.url), 'utf8');

describe("the schema's SDL as the browser gets it", () => {
  it("is the parser's document without locations, descriptions and empty lists", () => {
    expect(schemaModule('"""A query."""\ntype Query { "The answer." a: Int }\n')).toBe(
      'export default {"kind":"Document","definitions":[{"kind":"ObjectTypeDefinition","name":{"kind":"Name","value":"Query"},"fields":[{"kind":"FieldDefinition","name":{"kind":"Name","value":"a"},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}]}]};\n',
    );
  });

  it("builds the same schema as graphql/schema.graphql's document, descriptions left out", () => {
    const built = (document: DocumentNode) =>
      printSchema(buildASTSchema(document, { assumeValid: true, assumeValidSDL: true }));
    const withoutDescriptions = JSON.parse(
      JSON.stringify(parse(sdl, { noLocation: true }), (key, value: unknown) =>
        key === 'description' ? undefined : value,
      ),
    ) as DocumentNode;
    expect(built(schemaDocument)).toBe(built(withoutDescriptions));
  });
});
