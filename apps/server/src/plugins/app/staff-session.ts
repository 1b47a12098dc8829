import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@store/shared/api/staff';
import type { Db } from '../../db/client.ts';
import { forbidden, loginRequired } from '../../lib/errors.ts';
import type { SessionStaff } from '../../modules/staff/repo.ts';
import { resolveStaffSession } from '../../modules/staff/service.ts';

/** Staff sessions have their own cookie: a buyer's session never opens /api/admin, and both can live in one browser. */
export const STAFF_COOKIE = 'admin_sid';

/** What an /api/admin route needs: a permission, any signed-in staff member ('staff'), or nobody ('public': the login). */
export type StaffAccess = Permission | 'staff' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api/admin route: the server refuses to start without it. */
    staff?: StaffAccess;
  }
  interface FastifyRequest {
    /** The staff member of this request or undefined; looked up once per request. */
    currentStaff(): Promise<SessionStaff | undefined>;
    /** Set by the staff guard on routes that need a staff member. */
    staff: SessionStaff;
  }
  interface FastifyInstance {
    /** Every /api/admin route and what it declared (the permission matrix test walks it). */
    adminRouteTable: { method: string; url: string; access: StaffAccess }[];
  }
}

export function setStaffCookie(reply: FastifyReply, request: FastifyRequest, token: string): void {
  // A session cookie: the browser drops it on closing, the server after 8 h idle.
  reply.setCookie(STAFF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

const guard =
  (access: Exclude<StaffAccess, 'public'>): onRequestHookHandler =>
  async (request) => {
    const staff = await request.currentStaff();
    if (!staff) throw loginRequired();
    if (access !== 'staff' && !staff.permissions.includes(access)) throw forbidden('没有此操作的权限');
    request.staff = staff;
  };

/**
 * Staff sessions and permissions. Each /api/admin route declares `config.staff`; this plugin puts the
 * matching guard in front of its own onRequest hooks, so a route cannot forget it (and one that declares
 * nothing stops the server from starting).
 */
export const staffSessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    const cache = new WeakMap<FastifyRequest, Promise<SessionStaff | undefined>>();
    app.decorateRequest('staff', null as unknown as SessionStaff);
    app.decorateRequest('currentStaff', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        const token = this.cookies[STAFF_COOKIE];
        pending = token ? resolveStaffSession(opts.db, token) : Promise.resolve(undefined);
        cache.set(this, pending);
      }
      return pending;
    });

    const table: FastifyInstance['adminRouteTable'] = [];
    app.decorate('adminRouteTable', table);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/admin/') || route.method === 'HEAD') return;
      const access = route.config?.staff;
      if (!access) throw new Error(`${String(route.method)} ${route.url}: an /api/admin route declares config.staff`);
      for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
      if (access === 'public') return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [guard(access), ...own];
    });
  },
  { name: 'staff-session', dependencies: ['@fastify/cookie'] },
);
