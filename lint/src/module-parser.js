/**
 * The parser eslint-plugin-import-x reads imported TypeScript modules with (settings
 * 'import-x/parsers' in ./config.ts), for no-cycle's import graph: typescript-estree's own parse,
 * the same syntax tree typescript-eslint's parser gives ESLint, without the scope analysis and
 * parser services that parser adds, which import-x never reads (it reads only the import and
 * export declarations and any import()). import-x caches what it reads of a module only when the
 * parser names its visitor keys, hence VisitorKeys.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- import-x loads its parsers with require(): this file is CommonJS */
const { parse } = require('@typescript-eslint/typescript-estree');
const { visitorKeys } = require('@typescript-eslint/visitor-keys');
/* eslint-enable @typescript-eslint/no-require-imports */

exports.parse = (code, options) =>
  parse(code, {
    filePath: options.filePath, // .tsx: JSX
    loc: true,
    range: true,
    // import-x asks for comments and tokens only when it reads @deprecated docs
    comment: options.comment,
    tokens: options.tokens,
    // as typescript-eslint's parser without a type-aware project: JSDoc is not parsed
    jsDocParsingMode: 'none',
  });
exports.VisitorKeys = visitorKeys;
