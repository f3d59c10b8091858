/** Account figures of `GET /v1/me`, as the server declares them (contracts/): the session's names for them. */
export type { CreditBalance as Credits } from '../../contracts/credits.js';
export type { Me, Membership } from '../../contracts/accounts.js';
