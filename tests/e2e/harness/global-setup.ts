import { ensureTemplate } from './server.js';

/** Before any e2e file starts: the template database every test server copies, made once (the whole data import). */
export default async function setup(): Promise<void> {
  await ensureTemplate();
}
