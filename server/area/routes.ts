import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../module.js';

/** Area query routes: industries, places, saved queries, data query, business district, surroundings, unlock, example. */
export function areaRoutes(scope: FastifyInstance, ctx: AppContext): void {
  void scope;
  void ctx;
}
