import { object } from 'yup';
import { userUpdateSchema } from '@/shared/validation/account';
import { defineRoute } from '../http/route';
import { ref } from '../openapi/schemas/common';
import { idSchema } from '../services/shared/id-schema';
import { deleteAddress } from '../services/user/delete-address';
import { getMe } from '../services/user/get-me';
import { updateUser } from '../services/user/update-user';

const TAG = 'Account';
const idParam = object({ id: idSchema('id').required('id is required') });

export const userRoutes = [
  defineRoute({
    method: 'get',
    path: '/me',
    tag: TAG,
    summary: 'The signed-in user with profile, wallet and address book',
    description:
      'When settings.options.useMustVerifyEmail is on and the email is unverified: 409 with message ' +
      'PICKBAZAR_ERROR.EMAIL_NOT_VERIFIED (the shop then shows its verify-email page).',
    auth: 'required',
    errors: [401, 409],
    response: { description: 'The user', schema: ref('User') },
    handler: async ({ deps, user }) => getMe({ database: deps.database, user: user! }),
  }),
  defineRoute({
    method: 'put',
    path: '/users/{id}',
    tag: TAG,
    summary: 'Change the own name, profile and address book',
    description:
      'Own id only (403 otherwise). profile: bio, socials, avatar (an attachment this user uploaded; only its id ' +
      'is read). profile.contact is not accepted: a phone number changes only through POST /update-contact. ' +
      'address[]: items with an id change that address (someone else’s or unknown: 404), the rest are added; ' +
      'default: true makes an address the only default of its type. Answers the user like GET /me.',
    params: idParam,
    body: userUpdateSchema,
    auth: 'required',
    errors: [401, 403],
    rateLimit: { bucket: 'write' },
    // Reviews and questions show their author's name and avatar.
    invalidatesCache: true,
    response: { description: 'The updated user', schema: ref('User') },
    handler: async ({ params, body, deps, user }) =>
      updateUser({ database: deps.database, user: user!, id: params.id, input: body }),
  }),
  defineRoute({
    method: 'delete',
    path: '/address/{id}',
    tag: TAG,
    summary: 'Delete an address of the own address book',
    description: 'Someone else’s address answers 404, like a missing one.',
    params: idParam,
    auth: 'required',
    errors: [401],
    rateLimit: { bucket: 'write' },
    response: { description: 'Deleted', schema: { type: 'boolean', const: true } },
    handler: async ({ params, deps, user }) => deleteAddress({ database: deps.database, user: user!, id: params.id }),
  }),
];
