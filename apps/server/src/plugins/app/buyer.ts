import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { loginRequired } from '../../lib/errors.ts';
import { viewerOf, type BuyerViewer, type Viewer } from '../../modules/catalogue/viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is looking at prices: a visitor, a buyer under review or an admitted one (catalogue/viewer.ts). */
    viewer(): Promise<Viewer>;
    /** The logged-in buyer as a price viewer with its id; for routes guarded by `requireUser`. */
    buyer(): Promise<BuyerViewer>;
  }
}

/**
 * Price visibility per request, so routes pass `await request.buyer()` to a service instead of
 * assembling a viewer and an owner id by hand (where the id could come from somewhere else).
 */
export const buyerPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    app.decorateRequest('viewer', function (this: FastifyRequest) {
      return viewerOf(opts.db, this);
    });
    app.decorateRequest('buyer', async function (this: FastifyRequest) {
      // Set by requireUser; a route without the guard has no buyer, and must not act for one.
      if (!this.user) throw loginRequired();
      return { ...(await viewerOf(opts.db, this)), userId: this.user.id };
    });
  },
  { name: 'buyer', dependencies: ['session'] },
);
