import Router, { type RouterContext } from '@koa/router';
import { parseInput, principalOf, requireSession } from '@ghost/events/http';
import type { ServiceIdentityDeps } from '../admins/identity-deps.js';
import type { CommandApiDeps } from '../deps.js';
import { adminContext, visitorContext } from '../handling/context-of.js';
import { exposePosition } from '../handling/position-header.js';
import {
  changePasswordRequest,
  codeRequest,
  acceptCode,
  loginRequest,
  requiredCode,
} from './auth-requests.js';
import { changeOwnPassword } from './change-password.js';
import { signIn } from './sign-in.js';
import { signOut } from './sign-out.js';
import { startTwoFactorSetup, useTwoFactorCode } from './two-factor.js';

/** Sign-in, sign-out, password change and two-factor: the command side of /api/auth. */
export const authRoutes = (deps: CommandApiDeps, identity: ServiceIdentityDeps): Router => {
  const router = new Router();
  const signedIn = requireSession(deps.authenticator);
  // A user without two-factor may only set it up, look at themselves and sign out.
  const signedInWithout2fa = requireSession(deps.authenticator, { allowWithoutTwoFactor: true });

  router.post('/auth/login', async (ctx) => {
    const request = parseInput(loginRequest, ctx.request.body);
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
    ctx.body = { success: true, ...answer };
  });

  router.post('/auth/logout', signedInWithout2fa, async (ctx) => {
    exposePosition(ctx, await signOut(identity, principalOf(ctx), adminContext(ctx, deps)));
    ctx.body = { success: true, message: 'Signed out' };
  });

  router.post('/auth/change-password', signedIn, async (ctx) => {
    const request = parseInput(changePasswordRequest, ctx.request.body);
    const position = await changeOwnPassword(
      identity,
      principalOf(ctx),
      request,
      adminContext(ctx, deps),
    );
    exposePosition(ctx, position);
    ctx.body = { success: true, message: 'Password changed. Your other sessions were signed out.' };
  });

  router.get('/auth/2fa/setup', signedInWithout2fa, async (ctx) => {
    const { position, ...answer } = await startTwoFactorSetup(
      identity,
      principalOf(ctx),
      adminContext(ctx, deps),
    );
    exposePosition(ctx, position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });

  const codeRoute =
    (purpose: Parameters<typeof useTwoFactorCode>[1], answer: Record<string, unknown>) =>
    async (ctx: RouterContext) => {
      const code = requiredCode(parseInput(codeRequest, ctx.request.body).token);
      const position = await useTwoFactorCode(
        identity,
        purpose,
        principalOf(ctx),
        code,
        adminContext(ctx, deps),
      );
      exposePosition(ctx, position);
      ctx.body = { success: true, ...answer };
    };
  router.post(
    '/auth/2fa/enable',
    signedInWithout2fa,
    codeRoute('EnableTwoFactor', { twofa_enabled: true }),
  );
  router.post(
    '/auth/2fa/verify',
    signedInWithout2fa,
    codeRoute('VerifyTwoFactorCode', { valid: true }),
  );
  router.post(
    '/auth/2fa/disable',
    signedIn,
    codeRoute('DisableTwoFactor', { twofa_enabled: false }),
  );

  return router;
};
