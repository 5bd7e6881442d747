import type { Plugin } from 'vite';

/**
 * graphql-js's two validations left out of the browser's build, since both run at build time:
 *
 * - **Documents** (`validation/validate.mjs`: about 40 rules, `ValidationContext`, `TypeInfo`).
 *   Every operation the app sends is a generated document that `npm run codegen` validated
 *   against the schema, as graphql-without-validation.test.ts does; `SchemaLink` runs with
 *   `validate` off (src/core/apollo/schema-link.ts) and the SDL is built with `assumeValidSDL`.
 * - **The schema** (`type/validate.mjs`). The codegen and that test check it with graphql's
 *   `assertValidSchema`, so the browser builds it with `assumeValid` (graphql/schema.ts); `execute`
 *   then only reads the empty list of errors that option leaves on the schema.
 *
 * Both modules would stay in the bundle, because their callers keep them behind a flag
 * (SchemaLink's `validate`, `buildASTSchema`'s `assertValidSDL`, `execute`'s `assertValidSchema`).
 * This plugin gives them stand-ins for the client build only (the dev server, the tests and the
 * server keep the real ones): a future caller that validates in the browser fails loudly at its
 * first operation instead of running unvalidated.
 */
const REFUSE = `const refuse = (name) => () => {
  throw new Error(name + ': not in the browser build (scripts/build/graphql-without-validation.ts); the schema and the documents are checked at build time');
};`;

const STAND_INS: { module: RegExp; id: string; source: string }[] = [
  {
    module: /\/node_modules\/graphql\/validation\/validate\.m?js$/,
    id: '\0cestas:graphql-validate-stand-in',
    source: `${REFUSE}
export const validate = refuse('validate');
export const validateSDL = refuse('validateSDL');
export const assertValidSDL = refuse('assertValidSDL');
export const assertValidSDLExtension = refuse('assertValidSDLExtension');
`,
  },
  {
    module: /\/node_modules\/graphql\/type\/validate\.m?js$/,
    id: '\0cestas:graphql-schema-validate-stand-in',
    source: `${REFUSE}
const refuseUnchecked = refuse('validateSchema of a schema built without assumeValid');
/** A schema built with \`assumeValid\` carries its (empty) list of errors. */
export function validateSchema(schema) {
  return schema.__validationErrors ?? refuseUnchecked();
}
export function assertValidSchema(schema) {
  const errors = validateSchema(schema);
  if (errors.length !== 0) throw new Error(errors.map((error) => error.message).join('\\n\\n'));
}
`,
  },
];

export function graphqlWithoutValidation(): Plugin {
  return {
    name: 'cestas:graphql-without-validation',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async resolveId(source, importer, options) {
      if (
        !importer ||
        !/\/node_modules\/graphql\//.test(importer) ||
        !/validate(\.m?js)?$/.test(source)
      )
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (
        (resolved && STAND_INS.find((standIn) => standIn.module.test(resolved.id))?.id) ?? null
      );
    },
    load(id) {
      return STAND_INS.find((standIn) => standIn.id === id)?.source ?? null;
    },
  };
}
