import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import schemaDocument from '#graphql/schema.graphql?ast';
import { schemaModule } from './graphql-ast.ts';

const sdl = readFileSync(new URL('../../graphql/schema.graphql', import.meta.url), 'utf8');

describe("the schema's SDL as the browser gets it", () => {
  it("is the parser's document without locations and descriptions", () => {
    expect(schemaModule('"""A query."""\ntype Query { "The answer." a: Int }\n')).toBe(
      'export default {"kind":"Document","definitions":[{"kind":"ObjectTypeDefinition","name":{"kind":"Name","value":"Query"},"interfaces":[],"directives":[],"fields":[{"kind":"FieldDefinition","name":{"kind":"Name","value":"a"},"arguments":[],"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"directives":[]}]}]};\n',
    );
  });

  it("gives graphql/schema.graphql's document, descriptions left out", () => {
    const parsed = JSON.parse(
      JSON.stringify(parse(sdl, { noLocation: true }), (key, value: unknown) =>
        key === 'description' ? undefined : value,
      ),
    ) as unknown;
    expect(JSON.parse(JSON.stringify(schemaDocument))).toEqual(parsed);
  });
});
