/*
 * The credits module's public face: what other modules may use of it. A file outside server/credits/ imports
 * only this file (or its module.ts); eslint's lokasi/boundaries rule holds it.
 */
export { VIP_FREE_CREDITS_PER_MONTH, endOfMonth, getBalance, grantCreditsInTransaction, monthKey, purchase } from './ledger.js';
