import { object, string } from 'yup';
import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { socialLogin } from '../services/social/social-login';

const socialLoginSchema = object({
  provider: string()
    .typeError('error-must-be-text')
    .required('error-provider-required')
    .oneOf(['google'] as const, 'error-provider-unsupported'),
  access_token: string()
    .typeError('error-must-be-text')
    .trim()
    .required('error-access-token-required')
    .max(4096, 'error-too-long'),
});

export const socialRoutes = [
  defineRoute({
    method: 'post',
    path: '/social-login-token',
    tag: 'Social sign-in',
    summary: 'Sign in with a Google access token',
    description:
      'Needs this shop’s Google app (GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET); without it 422 errors.provider ' +
      'error-provider-unsupported. The token is checked with Google (tokeninfo must name this app as audience, ' +
      'userinfo names the account) and the Google email must be verified. Signs in the account linked to that ' +
      'Google account, else the account with that email (then linked; if its email was never verified, its ' +
      'password, sessions and phone number are dropped because whoever set them never proved the address), else ' +
      'a new customer. Google refusing the token: ' +
      '401 PICKBAZAR_ERROR.INVALID_SOCIAL_TOKEN; Google unreachable: 422 PICKBAZAR_ERROR.INVALID_GATEWAY.',
    body: socialLoginSchema,
    rateLimit: { bucket: 'social-login' },
    errors: [401, 403],
    response: { description: 'Signed in', schema: ref('SignIn') },
    handler: async ({ body, deps }) =>
      socialLogin({
        database: deps.database,
        provider: body.provider,
        accessToken: body.access_token,
        ttlHours: deps.authTokenTtlHours,
      }),
  }),
];
