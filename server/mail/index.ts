/*
 * The mail module's public face: what other modules may use of it. A file outside server/mail/ imports
 * only this file (or its module.ts); eslint's lokasi/boundaries rule holds it.
 */
export { sendMail } from './mailer.js';
