import { GraphQLError } from 'graphql';
import {
  checkPasswordLogin,
  invalidCredentials,
  limitMailLink,
  limitPasswordCheck,
  passwordCheckSucceeded,
  passwordLogin,
  requireUser,
  userMailLanguage,
} from '../auth/accounts.ts';
import { isEmailAddress } from '@portal/domain';
import { assertPasswordRules, hashPassword, normaliseEmail, verifyPassword } from '../auth/passwords.ts';
import { type IssuedPair, consumeOneTimeToken, createOneTimeToken, endSessions } from '../auth/tokens.ts';
import {
  cancelEmailChange,
  confirmEmailChange,
  pendingChange,
  requestEmailChange,
  resendEmailChange,
} from '../auth/email-change.ts';
import { TEXTS, userError } from '../errors.ts';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/data-types.ts';
import { selectsOnly } from '../graphql/selection.ts';
import { passwordResetMail } from '../mail/messages.ts';
import { sendLater } from '../mail/outbox.ts';
import { codeText, limitActivation, lookupCode } from './activation.ts';
import type { RefreshModel } from './models.ts';
import { addTenancyWithCode } from '../tenancy-users/tenancy-users.service.ts';

export const SOCIAL_EMAIL_INVALID = 'The sign-in provider did not give a valid e-mail address.';

function payload(pair: IssuedPair) {
  return {
    email: pair.claims.email,
    exp: pair.claims.exp,
    origIat: pair.claims.origIat,
    impersonated: pair.claims.impersonated,
  };
}

/** The pair in the original API's shape (`ok { token refreshToken }`). */
function tokens(pair: IssuedPair) {
  return { token: pair.token, refreshToken: pair.refreshToken, refreshExpiresIn: pair.refreshExpiresIn };
}

function isLoginExpired(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && error.extensions.code === 'LOGIN_EXPIRED';
}

export const authQueries: Pick<QueryResolvers, 'validateActivationCode'> = {
  async validateActivationCode(_p, args, ctx) {
    await limitActivation(ctx);
    const state = await lookupCode(ctx.db, args.activationCode);
    return { ok: state.state === 'valid', text: codeText(state) };
  },
};

export const authMutations: Pick<
  MutationResolvers,
  | 'tokenAuth'
  | 'loginWithEmailAndPassword'
  | 'refreshToken'
  | 'socialAuth'
  | 'impersonate'
  | 'createEmailPasswordUser'
  | 'revokeToken'
  | 'addTenancy'
  | 'passwordReset'
  | 'requestPasswordReset'
  | 'requestEmailChange'
  | 'changeEmail'
  | 'resendEmailChange'
  | 'cancelEmailChange'
  | 'confirmEmailChange'
> = {
  async tokenAuth(_p, args, ctx) {
    const user = await passwordLogin(ctx, args.email, args.password);
    const pair = await ctx.dataTokens.issue(ctx.db, user);
    return {
      payload: payload(pair),
      token: pair.token,
      refreshToken: pair.refreshToken,
      refreshExpiresIn: pair.refreshExpiresIn,
    };
  },

  // The checks, limits and counters of tokenAuth; only wrong credentials answer differently.
  async loginWithEmailAndPassword(_p, { credentials }, ctx) {
    const user = await checkPasswordLogin(ctx, credentials.username, credentials.password);
    return { ok: user ? tokens(await ctx.dataTokens.issue(ctx.db, user)) : null };
  },

  async refreshToken(_p, args, ctx, info) {
    try {
      return { pair: await ctx.dataTokens.rotate(ctx.db, args.refreshToken) };
    } catch (error) {
      // `ok: null` only for a selection of `ok` alone (the original API's clients); a selection of the
      // pair's own fields (the portal's) gets the error, which ends its session, as before.
      if (isLoginExpired(error) && selectsOnly(info, ['ok'])) return { pair: null, refused: error };
      throw error;
    }
  },

  async socialAuth(_p, args, ctx) {
    await ctx.rateLimiter.hit([[`login:client:${ctx.clientIp}`, ctx.config.rateLimits.loginPerClient]]);
    const identity = await ctx.social.verify(args.provider, args.accessToken);
    if (!isEmailAddress(identity.email)) throw userError(SOCIAL_EMAIL_INVALID, 'SOCIAL_EMAIL_INVALID');
    let user = await ctx.db.selectFrom('users').selectAll().where('email', '=', identity.email).executeTakeFirst();
    if (user && (user.is_admin || user.is_superuser)) {
      throw userError(TEXTS.userExistsAboveDefault, 'ABOVE_DEFAULT_RIGHTS');
    }
    // An existing account of another kind is entered only on an address the provider has verified;
    // else whoever registers the address at the provider would take the account over.
    if (user && user.user_type !== args.provider && !identity.emailVerified) {
      throw userError(TEXTS.socialEmailUnverified, 'SOCIAL_EMAIL_UNVERIFIED');
    }
    const created = !user;
    user ??= await ctx.db
      .insertInto('users')
      .values({
        email: identity.email,
        password_hash: null,
        user_type: args.provider,
        ...(args.language ? { language: args.language } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!user.is_active) throw invalidCredentials();
    const pair = await ctx.dataTokens.issue(ctx.db, user);
    const shortLivedToken = await createOneTimeToken(ctx.db, 'short-lived', user.id, 120);
    return {
      created,
      social: { provider: args.provider, uid: identity.uid },
      user: { email: user.email },
      token: pair.token,
      refreshToken: pair.refreshToken,
      shortLivedToken,
    };
  },

  async impersonate(_p, args, ctx) {
    const userId = await consumeOneTimeToken(ctx.db, 'impersonate', args.token);
    if (userId === null) throw userError(TEXTS.loginExpired, 'LOGIN_EXPIRED');
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const pair = await ctx.dataTokens.issue(ctx.db, user, { impersonated: true });
    const shortLivedToken = await createOneTimeToken(ctx.db, 'short-lived-impersonated', user.id, 120);
    return {
      token: pair.token,
      refreshToken: pair.refreshToken,
      refreshExpiresIn: pair.refreshExpiresIn,
      shortLivedToken,
    };
  },

  async createEmailPasswordUser(_p, args, ctx) {
    const email = normaliseEmail(args.email);
    await limitPasswordCheck(ctx, email);
    const existing = await ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    let user = existing;
    if (existing) {
      const ok = await verifyPassword(existing.password_hash, args.password);
      if (existing.is_admin || existing.is_superuser) {
        throw ok
          ? userError(TEXTS.userExistsAboveDefault, 'ABOVE_DEFAULT_RIGHTS')
          : userError(TEXTS.emailUsedInAdminPortal, 'EMAIL_USED_IN_ADMIN_PORTAL');
      }
      if (!ok) throw userError(TEXTS.emailInUseWrongPassword, 'EMAIL_IN_USE');
      await passwordCheckSucceeded(ctx, email);
    } else {
      assertPasswordRules(args.password);
      user = await ctx.db
        .insertInto('users')
        .values({
          email,
          password_hash: await hashPassword(args.password),
          user_type: 'email-password',
          ...(args.language ? { language: args.language } : {}),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const pair = await ctx.dataTokens.issue(ctx.db, user!);
    return { token: pair.token, refreshToken: pair.refreshToken, user: user! };
  },

  async revokeToken(_p, args, ctx) {
    return { revoked: await ctx.dataTokens.revoke(ctx.db, args.refreshToken) };
  },

  async addTenancy(_p, args, ctx) {
    return addTenancyWithCode(ctx, await requireUser(ctx), args.activationCode, args.idempotencyKey);
  },

  async requestPasswordReset(_p, args, ctx) {
    const email = normaliseEmail(args.email);
    await limitMailLink(ctx, 'reset', email);
    // Everything that depends on the address happens after the answer (docs/decisions/0028).
    const { db, mailer, config } = ctx;
    sendLater('password reset mail', async () => {
      const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      if (!user || !user.is_active || user.user_type !== 'email-password') return;
      const token = await createOneTimeToken(db, 'password-reset', user.id, 3600);
      await mailer.send(
        passwordResetMail({
          to: email,
          language: await userMailLanguage(db, user),
          portalUrl: config.portalUrl,
          token,
        }),
      );
    });
    return { ok: true };
  },

  async passwordReset(_p, args, ctx) {
    const email = normaliseEmail(args.email);
    await limitMailLink(ctx, 'reset', email);
    assertPasswordRules(args.newPassword);
    const user = await ctx.db.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirst();
    const failed = () => userError(TEXTS.passwordUpdateFailed, 'PASSWORD_UPDATE_FAILED');
    if (!user) throw failed();
    const userId = await consumeOneTimeToken(ctx.db, 'password-reset', args.token);
    if (userId !== user.id) throw failed();
    await ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(args.newPassword) })
      .where('id', '=', user.id)
      .execute();
    await endSessions(ctx.db, user.id);
    return { ok: true };
  },

  async requestEmailChange(_p, args, ctx) {
    const user = await requireUser(ctx);
    return pendingChange(await requestEmailChange(ctx, user, args.newEmail, args.password, args.idempotencyKey));
  },

  async changeEmail(_p, args, ctx) {
    await requestEmailChange(ctx, await requireUser(ctx), args.newEmail, args.password);
    return { ok: true };
  },

  async resendEmailChange(_p, args, ctx) {
    return pendingChange(await resendEmailChange(ctx, await requireUser(ctx), args.idempotencyKey));
  },

  async cancelEmailChange(_p, _args, ctx) {
    await cancelEmailChange(ctx, await requireUser(ctx));
    return { ok: true };
  },

  async confirmEmailChange(_p, args, ctx) {
    return confirmEmailChange(ctx, args.token);
  },
};

/**
 * The refreshed pair, for the payload's own fields. A refusal is answered with `ok: null` only when
 * nothing else is selected (refreshToken), so it never reaches them; if it did, it would be the error.
 */
function refreshed(model: RefreshModel): IssuedPair {
  if (!model.pair) throw model.refused;
  return model.pair;
}

export const authTypes: Pick<Resolvers, 'RefreshPayload'> = {
  RefreshPayload: {
    payload: (r) => payload(refreshed(r)),
    token: (r) => refreshed(r).token,
    refreshToken: (r) => refreshed(r).refreshToken,
    refreshExpiresIn: (r) => refreshed(r).refreshExpiresIn,
    ok: (r) => (r.pair ? tokens(r.pair) : null),
  },
};
