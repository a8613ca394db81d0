import type { FastifyInstance } from 'fastify';
import { AppError } from '../plugins/app-error.ts';

/**
 * An instance told to stop (SIGTERM) that keeps serving for `SHUTDOWN_DRAIN_MS` before it closes:
 * the "lame duck" a load balancer needs to stop sending it requests without losing one.
 *
 * Closing at once races the balancer: a kept-alive connection closed as idle, or a connection
 * still waiting in the listen queue when the listener closes, may carry the balancer's next
 * request, and that request fails — for a POST, which nginx does not resend, a 502 for the
 * shopper. While draining:
 * - every answer says `Connection: close`, so each connection ends after its answer, on the
 *   balancer's side of the race; the ones it leaves unused it closes itself once idle past its
 *   upstream `keepalive_timeout`, which the drain outlasts (deploy/nginx.conf: 4 s, drain 5 s);
 * - a GET or HEAD (which nginx resends to another instance) is answered 503, so nginx marks the
 *   instance failed (`max_fails=1`) and stops opening connections to it: when the listener
 *   finally closes, nothing is queued on it. POSTs, which nginx never resends once sent, are
 *   still served in full;
 * - `/api/ready` answers 503 too, for balancers that probe it; `/api/health` (liveness) does not.
 */
export class Drain {
  private drainingSince: number | null = null;

  get isDraining(): boolean {
    return this.drainingSince !== null;
  }

  start(): void {
    this.drainingSince ??= Date.now();
  }
}

const LIVENESS_PATH = '/api/health';

export function registerDrain(app: FastifyInstance, drain: Drain): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!drain.isDraining) return;
    const isResendable = request.method === 'GET' || request.method === 'HEAD';
    if (!isResendable || request.url === LIVENESS_PATH) return;
    reply.header('retry-after', 1);
    throw new AppError(503, 'SERVICE_UNAVAILABLE', 'This server is shutting down: try again.');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (drain.isDraining) reply.header('connection', 'close');
  });
}
