// The envelope and error body are part of the contract (contracts/envelope.ts); routes import them from here.
export { Envelope, FieldErrors } from '../../contracts/envelope.js';
