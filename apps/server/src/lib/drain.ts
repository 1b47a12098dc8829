import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A graceful stop without a lost request (issue #39). Closing a server closes its idle kept-alive connections at
 * once, and a client may be sending its next request on one at that very moment: that request is lost (the
 * client sees a reset, and does not resend a POST). So before the server closes, it drains: every answer from
 * then on says `Connection: close` (the client opens a new connection, which the cluster gives a live worker),
 * and the stop waits until the open connections have closed that way, or `ms` at most. Requests still arriving
 * meanwhile are served as usual.
 */
export class Drain {
  private draining = false;
  private readonly open = new Set<Socket>();

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.open.add(socket);
      socket.once('close', () => this.open.delete(socket));
    });
    // Listeners run in order, after Fastify's own, before any answer is written: the answer then carries
    // `Connection: close` and Node closes the socket once it is sent.
    server.on('request', (_request, response) => {
      if (this.draining) response.shouldKeepAlive = false;
    });
  }

  /** Connections open now. */
  get connections(): number {
    return this.open.size;
  }

  /** From now on every answer closes its connection; resolves when none is open, or after `ms`. */
  async drain(ms: number): Promise<void> {
    this.draining = true;
    const until = performance.now() + ms;
    while (this.open.size > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
