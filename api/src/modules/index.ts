/** Every route group of the API, one Fastify plugin each. */
import type { FastifyInstance } from 'fastify';
import health from './health';
import account from './account';
import contact from './contact';
import catalogue from './catalogue';
import media from './media';

export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  health,
  account,
  contact,
  catalogue,
  media,
];
