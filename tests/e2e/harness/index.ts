export { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from './chromium.js';
export { startServer, REPO_ROOT, type RunningServer, type StartServerOptions } from './server.js';
export { phoneContext, type PhoneOptions } from './phone.js';
export { userAgentFor, type ClientKind, type PhoneOs } from './user-agents.js';
export { fakeNativeScript, FAKE_NATIVE_ENTRY } from './fake-shell.js';
export { apiData, buyCredits, creditBalance } from './api-client.js';
export { phoneSuite, type PhoneSuite } from './phone-suite.js';
