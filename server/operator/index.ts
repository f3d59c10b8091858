/*
 * The operators' public face: what the modules serving operator endpoints use of it (the operator token check). A file
 * outside server/operator/ imports only this file.
 */
export { operatorOnly } from './authenticate.js';
