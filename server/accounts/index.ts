/*
 * The accounts module's public face: what other modules may use of it. A file outside server/accounts/ imports
 * only this file (or its module.ts); eslint's lokasi/boundaries rule holds it.
 */
export { lockAccounts } from './merge.js';
export { createPseudonym, createSession, findDeletion, listDeletions, listMembers, markErased, membershipForUpdate, rememberErasedSessions, reviewDeletion, setMembership } from './repository.js';
export { purgeUnusedAccountsJob } from './retention.js';
export { ACCOUNT_TOPIC } from './session-cache.js';
export { signInAccount } from './sign-in.js';
export type { MembershipType } from './tables.js';
