import type { RouteDef } from '../platform/routing/route-def.js';
import { routes as account } from '../features/account/routes.js';
import { routes as aiAnalysis } from '../features/ai-analysis/routes.js';
import { routes as area } from '../features/area/routes.js';
import { routes as brand } from '../features/brand/routes.js';
import { routes as city } from '../features/city/routes.js';
import { routes as counter } from '../features/counter/routes.js';
import { routes as info } from '../features/info/routes.js';
import { routes as intro } from '../features/intro/routes.js';
import { routes as member } from '../features/member/routes.js';
import { routes as recommendation } from '../features/recommendation/routes.js';

/** The one route table: every feature's routes. Order does not matter, matching ranks by specificity. */
export const routes: readonly RouteDef[] = [...intro, ...info, ...counter, ...city, ...brand, ...area, ...aiAnalysis, ...member, ...account, ...recommendation];
