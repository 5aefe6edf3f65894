import {
  changePasswordSchema,
  forgotPasswordEmailSchema,
  forgotPasswordTokenSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  setPasswordSchema,
  updateEmailSchema,
  verifyEmailSchema,
} from '@/shared/validation/account';
import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { changePassword } from '../services/auth/change-password';
import { checkPasswordResetToken } from '../services/auth/check-password-reset-token';
import { registerCustomer } from '../services/auth/register-customer';
import { requestPasswordReset } from '../services/auth/request-password-reset';
import { resendEmailVerification } from '../services/auth/resend-email-verification';
import { resetPassword } from '../services/auth/reset-password';
import { setPassword } from '../services/auth/set-password';
import { signIn } from '../services/auth/sign-in';
import { signOut } from '../services/auth/sign-out';
import { updateEmail } from '../services/auth/update-email';
import { verifyEmail } from '../services/auth/verify-email';

const TAG = 'Account';

const result = (description: string) => ({ description, schema: ref('AccountResult') });

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/token',
    tag: TAG,
    summary: 'Sign in with email and password',
    description:
      'Wrong email or password answers HTTP 200 {token: null, permissions: []}, the same for an unknown email and ' +
      'after the same hashing work. Disabled accounts cannot sign in. Rate limited per client address and per email.',
    body: loginSchema,
    rateLimit: { bucket: 'sign-in', limit: 'signInPerAddress' },
    response: {
      description: 'A bearer token, or token null when the credentials are wrong',
      schema: { anyOf: [ref('SignIn'), ref('SignInRefused')] },
    },
    handler: async ({ body, deps }) =>
      signIn({
        database: deps.database,
        limiter: deps.limiter,
        email: body.email,
        password: body.password,
        ttlHours: deps.authTokenTtlHours,
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/register',
    tag: TAG,
    summary: 'Create a customer account',
    description:
      'Fields other than name, email and password (role, permissions, wallet, email_verified, …) are ignored. ' +
      'A taken email is a field error (error-email-taken); weak passwords are refused (error-password-too-short, ' +
      '-too-common, -personal). Gives the shop’s signupPoints and mails a verification link. Rate limited per address.',
    body: registerSchema,
    rateLimit: { bucket: 'register', limit: 'registerPerAddress' },
    response: { description: 'Signed in as the new customer', schema: ref('Registered') },
    handler: async ({ body, deps, language }) =>
      registerCustomer({
        database: deps.database,
        mailer: deps.mailer,
        siteUrl: deps.siteUrl,
        input: body,
        ttlHours: deps.authTokenTtlHours,
        language,
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/logout',
    tag: TAG,
    summary: 'Sign out (this token stops working)',
    auth: 'required',
    errors: [401],
    response: { description: 'Always true', schema: { type: 'boolean', const: true } },
    handler: async ({ deps, user }) => signOut({ database: deps.database, user: user! }),
  }),
  defineRoute({
    method: 'post',
    path: '/email/verification-notification',
    tag: TAG,
    summary: 'Mail a new email verification link',
    description:
      'The link opens the storefront’s /verify-email?token=…; earlier links stop working. Already verified accounts ' +
      'get PICKBAZAR_MESSAGE.EMAIL_ALREADY_VERIFIED and no mail. Rate limited per address and per account.',
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'verification-mail', limit: 'verificationMailPerAddress' },
    response: result('Sent: message is PICKBAZAR_MESSAGE.EMAIL_SENT_SUCCESSFUL'),
    handler: async ({ deps, user, language }) =>
      resendEmailVerification({
        database: deps.database,
        mailer: deps.mailer,
        limiter: deps.limiter,
        siteUrl: deps.siteUrl,
        user: user!,
        language,
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/email/verify',
    tag: TAG,
    summary: 'Confirm an email address with the token from the verification mail',
    description:
      'Ours (the provider verifies through a signed link). The token works once, until it expires, and only while ' +
      'the account still has the email it was sent to; otherwise 422 with PICKBAZAR_ERROR.INVALID_TOKEN. The link ' +
      'of a pending email change makes the change (422 errors.email error-email-taken if another account has ' +
      'taken the address since).',
    body: verifyEmailSchema,
    rateLimit: { bucket: 'token-check', limit: 'tokenCheckPerAddress' },
    response: result('Verified: message is PICKBAZAR_MESSAGE.EMAIL_VERIFIED'),
    handler: async ({ body, deps }) => verifyEmail({ database: deps.database, token: body.token }),
  }),
  defineRoute({
    method: 'post',
    path: '/forget-password',
    tag: TAG,
    summary: 'Mail a password reset code',
    description:
      'Always answers success with PICKBAZAR_MESSAGE.CHECK_YOUR_EMAIL, whether or not the email has an account; ' +
      'an account gets a single-use code valid 60 minutes, mailed in the request’s ?language= (English by default; ' +
      'the verification and email-change mails too). Rate limited per address and per email.',
    body: forgotPasswordEmailSchema,
    rateLimit: { bucket: 'reset-request', limit: 'resetRequestPerAddress' },
    response: result('Accepted: message is PICKBAZAR_MESSAGE.CHECK_YOUR_EMAIL'),
    handler: async ({ body, deps, language }) =>
      requestPasswordReset({
        database: deps.database,
        mailer: deps.mailer,
        limiter: deps.limiter,
        siteUrl: deps.siteUrl,
        email: body.email,
        language,
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/verify-forget-password-token',
    tag: TAG,
    summary: 'Check a password reset code (without using it up)',
    description:
      'success false with PICKBAZAR_ERROR.INVALID_TOKEN when the code is wrong, used, expired or for another email.',
    body: forgotPasswordTokenSchema,
    rateLimit: { bucket: 'token-check', limit: 'tokenCheckPerAddress' },
    response: result('success true with PICKBAZAR_MESSAGE.TOKEN_IS_VALID, or success false'),
    handler: async ({ body, deps }) =>
      checkPasswordResetToken({ database: deps.database, email: body.email, token: body.token }),
  }),
  defineRoute({
    method: 'post',
    path: '/reset-password',
    tag: TAG,
    summary: 'Set a new password with a reset code',
    description:
      'Uses the code up and signs the account out everywhere; an email verified only now also drops the ' +
      'phone number someone else may have attached (phone sign-in stops working). A bad code answers success ' +
      'false with PICKBAZAR_ERROR.INVALID_TOKEN; a weak password is a 422 field error on password.',
    body: resetPasswordSchema,
    rateLimit: { bucket: 'token-check', limit: 'tokenCheckPerAddress' },
    response: result('success true with PICKBAZAR_MESSAGE.PASSWORD_RESET_SUCCESSFUL, or success false'),
    handler: async ({ body, deps }) =>
      resetPassword({ database: deps.database, email: body.email, token: body.token, password: body.password }),
  }),
  defineRoute({
    method: 'post',
    path: '/change-password',
    tag: TAG,
    summary: 'Change the password (needs the current one)',
    description:
      'A wrong current password answers success false with PICKBAZAR_ERROR.OLD_PASSWORD_INCORRECT; a weak new one ' +
      'is a 422 field error on newPassword. Every other token of the account and any reset code mailed earlier ' +
      'stop working.',
    body: changePasswordSchema,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'account-change', limit: 'accountChangePerAddress' },
    response: result('success true with PICKBAZAR_MESSAGE.PASSWORD_CHANGED_SUCCESSFULLY, or success false'),
    handler: async ({ body, deps, user }) =>
      changePassword({
        database: deps.database,
        limiter: deps.limiter,
        user: user!,
        oldPassword: body.oldPassword,
        newPassword: body.newPassword,
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/set-password',
    tag: TAG,
    summary: 'Set a first password (accounts made by Google or phone sign-in)',
    description: 'Accounts that have a password get success false with PICKBAZAR_ERROR.PASSWORD_ALREADY_SET.',
    body: setPasswordSchema,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'account-change', limit: 'accountChangePerAddress' },
    response: result('success true with PICKBAZAR_MESSAGE.PASSWORD_SET_SUCCESSFULLY, or success false'),
    handler: async ({ body, deps, user }) =>
      setPassword({ database: deps.database, user: user!, newPassword: body.newPassword }),
  }),
  defineRoute({
    method: 'post',
    path: '/update-email',
    tag: TAG,
    summary: 'Change the account email',
    description:
      'The change waits for the new address: a link is mailed there (POST /email/verify makes the change, the ' +
      'address then verified), and the account keeps its email until then (sign-in, mail, reset codes); the ' +
      'current address is told. GET /me shows pending_email. A new request replaces a pending one; the current ' +
      'email cancels it (EMAIL_UPDATED). A taken email is a 422 field error (error-email-taken), now and when ' +
      'the link is used.',
    body: updateEmailSchema,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'account-change', limit: 'accountChangePerAddress' },
    response: result(
      'Pending: message is PICKBAZAR_MESSAGE.EMAIL_CHANGE_PENDING (or EMAIL_UPDATED for the current email)',
    ),
    handler: async ({ body, deps, user, language }) =>
      updateEmail({
        database: deps.database,
        mailer: deps.mailer,
        siteUrl: deps.siteUrl,
        user: user!,
        email: body.email,
        language,
      }),
  }),
];
