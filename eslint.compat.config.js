// The browser-support gate of `npm test` (`npm run lint:compat`): production code uses only what every engine of
// package.json's browserslist has, unless src/polyfills.ts installs it. The full rule set is eslint.config.js.
import tseslint from 'typescript-eslint';
import compat from 'eslint-plugin-compat';
import reactHooks from 'eslint-plugin-react-hooks';
import { polyfills } from './eslint.config.js';

export default tseslint.config({
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
  languageOptions: { parser: tseslint.parser },
  linterOptions: { reportUnusedDisableDirectives: 'off' },
  // react-hooks only so the code's directives for its rules resolve; none of its rules run here.
  plugins: { compat, 'react-hooks': reactHooks },
  rules: { 'compat/compat': 'error' },
  settings: { polyfills },
});
