/** Every route group of the API, one Fastify plugin each. */
import type { FastifyInstance } from 'fastify';
import health from './health';

export const modules: ((app: FastifyInstance) => Promise<void>)[] = [health];
