import Router, { type RouterContext } from '@koa/router';
import {
  changePasswordRequestSchema,
  codeRequestSchema,
  loginRequestSchema,
  stepUpRequestSchema,
  type StepUpAnswer,
  type DoneAnswer,
  type LoginAnswer,
  type TwoFactorDisabledAnswer,
  type TwoFactorEnabledAnswer,
  type TwoFactorSetupAnswer,
  type TwoFactorVerifiedAnswer,
} from '@ghost/events/contract';
import { parseInput, principalOf, requireSession } from '@ghost/events/http';
import type { ServiceIdentityDeps } from '../admins/identity-deps.js';
import type { CommandApiDeps } from '../deps.js';
import { adminContext, visitorContext } from '../handling/context-of.js';
import { exposePosition } from '../handling/position-header.js';
import { changeOwnPassword } from './change-password.js';
import { signIn } from './sign-in.js';
import { signOut } from './sign-out.js';
import { stepUp } from './step-up.js';
import { startTwoFactorSetup, useTwoFactorCode } from './two-factor.js';
import { acceptCode, requiredCode } from './typed-code.js';

/** Sign-in, sign-out, password change and two-factor: the command side of /api/auth. */
export const authRoutes = (deps: CommandApiDeps, identity: ServiceIdentityDeps): Router => {
  const router = new Router();
  const signedIn = requireSession(deps.authenticator);
  // A user without two-factor may only set it up, look at themselves and sign out.
  const signedInWithout2fa = requireSession(deps.authenticator, { allowWithoutTwoFactor: true });
  // A session whose password is one-time reaches its change (before two-factor) and sign-out.
  const changingPassword = requireSession(deps.authenticator, {
    allowWhilePasswordMustChange: true,
  });
  const signingOut = requireSession(deps.authenticator, {
    allowWithoutTwoFactor: true,
    allowWhilePasswordMustChange: true,
  });

  router.post('/auth/login', async (ctx) => {
    const request = parseInput(loginRequestSchema, ctx.request.body);
    const { position, ...answer } = await signIn(
      identity,
      {
        username: request.username,
        password: request.password,
        twofaToken: acceptCode(request.twofa_token, 'twofa_token'),
      },
      visitorContext(ctx, deps),
    );
    exposePosition(ctx, position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, ...answer } satisfies LoginAnswer;
  });

  router.post('/auth/logout', signingOut, async (ctx) => {
    exposePosition(ctx, await signOut(identity, principalOf(ctx), adminContext(ctx, deps)));
    ctx.body = { success: true, message: 'Signed out' } satisfies DoneAnswer;
  });

  router.post('/auth/change-password', changingPassword, async (ctx) => {
    const request = parseInput(changePasswordRequestSchema, ctx.request.body);
    const position = await changeOwnPassword(
      identity,
      principalOf(ctx),
      request,
      adminContext(ctx, deps),
    );
    exposePosition(ctx, position);
    ctx.body = {
      success: true,
      message: 'Password changed. Your other sessions were signed out.',
    } satisfies DoneAnswer;
  });

  router.post('/auth/step-up', signedIn, async (ctx) => {
    const request = parseInput(stepUpRequestSchema, ctx.request.body);
    const { until, position } = await stepUp(
      identity,
      principalOf(ctx),
      {
        password: request.password,
        code: requiredCode(request.twofa_token, 'twofa_token'),
      },
      adminContext(ctx, deps),
    );
    exposePosition(ctx, position);
    ctx.body = { success: true, steppedUpUntil: until } satisfies StepUpAnswer;
  });

  router.get('/auth/2fa/setup', signedInWithout2fa, async (ctx) => {
    const { position, ...answer } = await startTwoFactorSetup(
      identity,
      principalOf(ctx),
      adminContext(ctx, deps),
    );
    exposePosition(ctx, position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer satisfies TwoFactorSetupAnswer;
  });

  const codeRoute =
    (
      purpose: Parameters<typeof useTwoFactorCode>[1],
      answer: TwoFactorEnabledAnswer | TwoFactorVerifiedAnswer | TwoFactorDisabledAnswer,
    ) =>
    async (ctx: RouterContext) => {
      const code = requiredCode(parseInput(codeRequestSchema, ctx.request.body).token);
      const position = await useTwoFactorCode(
        identity,
        purpose,
        principalOf(ctx),
        code,
        adminContext(ctx, deps),
      );
      exposePosition(ctx, position);
      ctx.body = answer;
    };
  router.post(
    '/auth/2fa/enable',
    signedInWithout2fa,
    codeRoute('EnableTwoFactor', { success: true, twofa_enabled: true }),
  );
  router.post(
    '/auth/2fa/verify',
    signedInWithout2fa,
    codeRoute('VerifyTwoFactorCode', { success: true, valid: true }),
  );
  router.post(
    '/auth/2fa/disable',
    signedIn,
    codeRoute('DisableTwoFactor', { success: true, twofa_enabled: false }),
  );

  return router;
};
