import Router from '@koa/router';
import {
  auditorRoles,
  chainFindingsRecorded,
  LogVerified,
  publicKeyFromText,
  streams,
  verifyLog,
  type ChainReport,
} from '@ghost/events';
import { verifyChainRequestSchema } from '@ghost/events/contract';
import { parseInput, requireRole, requireSession } from '@ghost/events/http';
import type { CommandApiDeps } from '../deps.js';
import { adminContext } from '../handling/context-of.js';
import { writeToStream } from '../handling/write-events.js';
import { exposePosition } from '../handling/position-header.js';

/**
 * POST /api/audit/chain/verify (auditors, super admins): walks the whole log as the audit CLI
 * does, with the public key the auditor pinned in their browser (else the portal's own) and the
 * checkpoint they verified last (their witness, kept in their browser), answers the report, and records who verified and what
 * they found (`LogVerified`, with its first findings). One verification at a time; it walks the
 * log in slices, so requests go on being answered meanwhile.
 */
export const auditRoutes = (deps: CommandApiDeps): Router => {
  const router = new Router();
  let running: Promise<unknown> = Promise.resolve();

  router.post(
    '/audit/chain/verify',
    requireSession(deps.authenticator),
    requireRole(...auditorRoles),
    async (ctx) => {
      const { witness, publicKey } = parseInput(
        verifyChainRequestSchema,
        ctx.request.body ?? {},
        'body',
      );
      const context = adminContext(ctx, deps);
      const verification = running.then(() =>
        verifyLog(deps.eventStore, {
          // The key the auditor pinned, else the portal's own (which its data's owner could replace).
          publicKey: publicKey ? publicKeyFromText(publicKey) : deps.auditKey.publicKey,
          witness: witness ?? null,
          yieldBetweenPages: true,
          clock: deps.clock,
        }),
      );
      running = verification.catch(() => undefined);
      const report: ChainReport = await verification;
      const stream = streams.auditVerifications();
      const recorded = await writeToStream(
        deps.eventStore,
        {
          streamId: stream,
          expected: 'any',
          events: [
            {
              type: LogVerified.type,
              data: { ...report, findings: report.findings.slice(0, chainFindingsRecorded) },
            },
          ],
        },
        context,
      );
      exposePosition(ctx, recorded.position);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = report;
    },
  );

  return router;
};
