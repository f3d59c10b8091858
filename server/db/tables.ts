/**
 * The database type: every module adds its tables to it in its module.ts, so a new domain is not listed here, e.g.
 * `declare module '../db/tables.js' { interface Database extends AccountsTables {} }`.
 */
export interface Database {}
