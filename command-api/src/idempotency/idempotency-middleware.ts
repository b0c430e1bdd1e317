import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Context, Middleware } from 'koa';
import { DomainError, ValidationError, streams } from '@ghost/events';
import { correlationIdOf, requireSession, type Authenticator } from '@ghost/events/http';
import type { CommandApiDeps } from '../deps.js';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { logPositionHeader } from '../handling/position-header.js';
import { fold } from '../handling/stream-state.js';
import { claimBeforeFirstWrite } from './claim-before-write.js';
import {
  idempotencyDecider,
  type IdempotencyCommand,
  type RecordedAnswer,
} from './idempotency-decider.js';

export const idempotencyKeyHeader = 'Idempotency-Key';
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyFormat = /^[\x21-\x7e]{1,255}$/;
/** Longer than any request takes: a claim this old was left by a request that died. */
const staleClaimMs = 60_000;
/** The headers of an answer a retry must get back too. */
const replayedHeaders = ['location', logPositionHeader.toLowerCase()];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The same request: same method, path, query and body, from the same caller. */
const fingerprintOf = (ctx: Context): string =>
  sha256(
    canonicalize({
      method: ctx.method,
      path: ctx.path,
      query: ctx.querystring,
      body: ctx.request.body ?? null,
      caller: sha256(ctx.get('authorization')),
    }) ?? '',
  );

const statusOf = (error: unknown): number => (error instanceof DomainError ? error.status : 500);

/** An answer that says it must not be stored (a sign-in's token) is not kept for retries. */
const mustNotStore = (ctx: Context): boolean =>
  /\bno-store\b/i.test(ctx.response.get('cache-control'));

/**
 * A recorded answer given to a session goes back only to that session while it is open: the
 * replay skips the route, so it checks what the route's guard would (401 TOKEN_EXPIRED).
 */
const assertSessionOpen = async (ctx: Context, authenticator: Authenticator, sessionId: string) => {
  await requireSession(authenticator, { allowWithoutTwoFactor: true })(ctx, () =>
    Promise.resolve(),
  );
  if (ctx.state.principal?.sessionId !== sessionId) throw new DomainError('TOKEN_EXPIRED');
};

/**
 * Any write sent with an Idempotency-Key happens at most once. The key is claimed on its own
 * stream, carrying the request's fingerprint, just before the request's first write (so a
 * request refused before it writes leaves nothing in the log); a successful answer is recorded
 * there and given back to every retry without running the write again. A retry while the first
 * request is still being handled gets 409 IDEMPOTENCY_KEY_IN_USE, the same key with another
 * request 422 IDEMPOTENCY_KEY_REUSED. A request refused after it wrote (a failed sign-in counts
 * towards the lockout) lets the key go, so it may be sent again once corrected; so does an answer
 * marked `Cache-Control: no-store`, which is never written to the log.
 */
export const idempotency =
  (
    deps: Pick<CommandApiDeps, 'eventStore' | 'clock' | 'newId' | 'log' | 'authenticator'>,
  ): Middleware =>
  async (ctx, next) => {
    const key = ctx.get(idempotencyKeyHeader);
    if (!writes.has(ctx.method) || key === '') {
      await next();
      return;
    }
    if (!keyFormat.test(key)) {
      throw new ValidationError(
        idempotencyKeyHeader,
        'Idempotency-Key must be 1 to 255 visible ASCII characters',
      );
    }
    const streamId = streams.idempotency(key);
    const claimId = deps.newId();
    const contextOf = (commandId: string): CommandContext => ({
      actor: { kind: 'system', id: 'idempotency', ip: ctx.ip },
      commandId,
      correlationId: correlationIdOf(ctx),
      now: deps.clock(),
    });
    const send = (command: IdempotencyCommand) =>
      handleCommand(
        deps.eventStore,
        streamId,
        idempotencyDecider,
        command,
        contextOf(deps.newId()),
      );

    const claimCommand: IdempotencyCommand = {
      kind: 'Claim',
      claimId,
      fingerprint: fingerprintOf(ctx),
      method: ctx.method,
      path: ctx.path,
      now: deps.clock(),
      staleAfterMs: staleClaimMs,
    };
    // What the key says now, decided without writing: a retry of an answered request gets its
    // answer; another request with the key, or one while the first is handled, is refused.
    const history = await deps.eventStore.readStream(streamId);
    const now = fold(idempotencyDecider, history);
    if (idempotencyDecider.decide(claimCommand, now).length === 0 && now.kind === 'answered') {
      const { sessionId } = now.answer;
      if (sessionId !== undefined) await assertSessionOpen(ctx, deps.authenticator, sessionId);
      replay(ctx, now.answer);
      return;
    }

    // The key is claimed only when the request first writes (see CommandContext.beforeFirstWrite).
    let claim: Promise<void> | null = null;
    const claimOnce = () => {
      claim ??= handleCommand(
        deps.eventStore,
        streamId,
        idempotencyDecider,
        claimCommand,
        contextOf(claimId),
        // Decided first on the stream as looked at; a twin's write since costs one more read.
        { history },
      ).then(({ state }) => {
        // A twin request answered or took the key since the look above: this one writes nothing.
        if (state.kind !== 'claimed' || state.claimId !== claimId) {
          throw new DomainError('IDEMPOTENCY_KEY_IN_USE', undefined, { retryAfter: 1 });
        }
      });
      return claim;
    };
    const claimed = async () => {
      if (claim === null) return false;
      return claim.then(
        () => true,
        () => false,
      );
    };

    const release = async (status: number) => {
      if (!(await claimed())) return;
      await send({ kind: 'Release', claimId, status }).catch((error: unknown) => {
        deps.log.error({ err: error, streamId }, 'an idempotency key could not be released');
      });
    };
    try {
      claimBeforeFirstWrite(ctx, claimOnce);
      await next();
    } catch (error) {
      await release(statusOf(error));
      throw error;
    }
    if (ctx.status < 200 || ctx.status > 299 || mustNotStore(ctx)) {
      await release(ctx.status);
      return;
    }
    // A request that wrote nothing has nothing a retry could repeat: its answer is not kept.
    if (!(await claimed())) return;
    const headers: Record<string, string> = {};
    for (const name of replayedHeaders) {
      const value: unknown = ctx.response.get(name);
      if (typeof value === 'string' && value !== '') headers[name] = value;
    }
    const body = JSON.parse(JSON.stringify(ctx.body ?? null)) as RecordedAnswer['body'];
    const sessionId = ctx.state.principal?.sessionId;
    await send({
      kind: 'RecordAnswer',
      claimId,
      status: ctx.status,
      headers,
      body,
      ...(sessionId === undefined ? {} : { sessionId }),
    }).catch((error: unknown) => {
      // The write happened and its answer goes out; only a later retry would run it again.
      deps.log.error({ err: error, streamId }, 'an idempotent answer could not be recorded');
    });
  };

const replay = (ctx: Context, answer: RecordedAnswer) => {
  ctx.status = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
  ctx.set('Idempotent-Replayed', 'true');
  ctx.body = answer.body;
};
