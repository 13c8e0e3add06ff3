// `npm run lint-and-typecheck`, the lint and the types of `npm test` in one process: `npm run typecheck`'s program
// (tsconfig.typecheck.json) is built and checked once, and ESLint's type-aware rules read their types from it
// (typescript-eslint's `parserOptions.programs`) instead of building a program of their own. Fails on what either
// would fail on alone (`npm run typecheck`, `npm run lint`: zero warnings).
import { ESLint } from 'eslint';
import ts from 'typescript';

const host = {
  ...ts.sys,
  /** @param {ts.Diagnostic} diagnostic */
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
};
const config = ts.getParsedCommandLineOfConfigFile('tsconfig.typecheck.json', undefined, host);
if (!config) throw new Error('tsconfig.typecheck.json: cannot be read');
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
if (diagnostics.length > 0) {
  const formatHost = {
    getCanonicalFileName: (/** @type {string} */ fileName) => fileName,
    getCurrentDirectory: ts.sys.getCurrentDirectory,
    getNewLine: () => ts.sys.newLine,
  };
  process.stdout.write(ts.formatDiagnostics(diagnostics, formatHost));
  console.log(`TypeScript: ${diagnostics.length} ${diagnostics.length === 1 ? 'error' : 'errors'}`);
}

const eslint = new ESLint({
  overrideConfig: [
    { languageOptions: { parserOptions: { programs: [program], projectService: false } } },
    // Linted without types (eslint.config.js): the config files among them are in no program.
    { files: ['**/*.{js,mjs}'], languageOptions: { parserOptions: { programs: null } } },
  ],
});
const results = await eslint.lintFiles(['.']);
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
if (problems > 0) process.stdout.write(await (await eslint.loadFormatter('stylish')).format(results));

process.exitCode = diagnostics.length > 0 || problems > 0 ? 1 : 0;
