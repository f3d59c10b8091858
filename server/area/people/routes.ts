import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../module.js';

/** Population profile, passenger flow and consumption index reports of a saved area query. */
export function peopleRoutes(scope: FastifyInstance, ctx: AppContext): void {
  void scope;
  void ctx;
}
