import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import schemaDocument from '#graphql/schema.graphql?ast';
import { schemaModule } from '../../scripts/graphql-ast-plugin.ts';

// What the browser's schema is built from (scripts/graphql-ast-plugin.ts, graphql/sdl-nodes.ts):
// the parser's document without its descriptions, written in a shorter form.
const sdl = readFileSync(new URL('../../graphql/schema.graphql', import.meta.url), 'utf8');
const asParsed = (source: string): unknown =>
  JSON.parse(
    JSON.stringify(parse(source, { noLocation: true }), (key, value: unknown) =>
      key === 'description' ? undefined : value,
    ),
  );

describe("the schema's SDL in the browser build", () => {
  it("is the parser's document, descriptions left out", () => {
    expect(JSON.parse(JSON.stringify(schemaDocument))).toEqual(asParsed(sdl));
  });

  it('writes every definition of the SDL as a short call', () => {
    expect(schemaModule(sdl)).not.toMatch(/^\{"kind"/m);
  });

  it("writes the parser's JSON for what the calls cannot say, so the schema builder still refuses it", () => {
    const module = schemaModule(
      'type Query { a(first: Int = 1): Int @deprecated, b: [String!]! }\nunion U = Query',
    );
    expect(module).toMatch(/^\{"kind":"ObjectTypeDefinition"/m);
    expect(module).toMatch(/^\{"kind":"UnionTypeDefinition"/m);
    expect(schemaModule('"""A query."""\ntype Query { b: [String!]! }\nenum E { X Y }')).toMatch(
      /^objectType\("Query",\[\["b","\[String!\]!"\]\]\),\nenumType\("E","X Y"\)$/m,
    );
  });
});
