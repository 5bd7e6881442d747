import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildASTSchema, parse, printSchema, type DocumentNode } from 'graphql';
import schemaDocument from '#graphql/schema.graphql?ast';
import { browserNode, schemaModule } from './graphql-ast.ts';

const sdl = readFileSync(new URL('../../graphql/schema.graphql', import.meta.url), 'utf8');

describe("the schema's SDL as the browser gets it", () => {
  it("is the parser's document without locations, descriptions and empty optional lists", () => {
    expect(schemaModule('"""A query."""\ntype Query { "The answer." a: Int }\n')).toBe(
      'export default {"kind":"Document","definitions":[{"kind":"ObjectTypeDefinition","name":{"kind":"Name","value":"Query"},"fields":[{"kind":"FieldDefinition","name":{"kind":"Name","value":"a"},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}]}]};\n',
    );
  });

  it('builds the schema the whole document does, but for the descriptions', () => {
    const document = (replacer: (key: string, value: unknown) => unknown) =>
      JSON.parse(JSON.stringify(parse(sdl, { noLocation: true }), replacer)) as DocumentNode;
    const slim = buildASTSchema(document(browserNode));
    const whole = buildASTSchema(
      document((key, value) => (key === 'description' ? undefined : value)),
    );
    expect(printSchema(slim)).toBe(printSchema(whole));
  });

  it("gives graphql/schema.graphql's document as the browser needs it", () => {
    const parsed = JSON.parse(
      JSON.stringify(parse(sdl, { noLocation: true }), browserNode),
    ) as unknown;
    expect(JSON.parse(JSON.stringify(schemaDocument))).toEqual(parsed);
  });
});
