// ESLint for the whole repository: the config lives in the lint workspace (lint/src/config.ts), where
// typescript-eslint finds the TypeScript it needs.
export { default } from './lint/src/config';
