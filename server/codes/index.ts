/*
 * The codes module's public face: what other modules may use of it. A file outside server/codes/ imports
 * only this file (or its module.ts); eslint's lokasi/boundaries rule holds it.
 */
export { issueCode, verifyCode, withdrawCode } from './repository.js';
export type { CodeBinding } from './repository.js';
export { CODE_RULES } from './rules.js';
