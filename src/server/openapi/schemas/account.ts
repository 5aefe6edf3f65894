import type { JsonSchema } from '../../http/route';
import { arrayOf, bool, int, nullable, num, object, ref, str } from './common';

const timestampText: JsonSchema = { type: 'string', description: 'ISO-8601 timestamp (UTC)' };
const role: JsonSchema = { type: 'string', enum: ['customer', 'store_owner', 'staff', 'super_admin'] };
const permissions: JsonSchema = {
  ...arrayOf(str),
  description: 'Permission names, e.g. ["customer"]; the shop needs a non-empty list after registration',
};

export const accountSchemas: Record<string, JsonSchema> = {
  SignIn: object({
    token: { type: 'string', description: 'Bearer token for the Authorization header' },
    permissions,
    email_verified: bool,
    role,
  }),
  SignInRefused: {
    ...object({ token: { type: 'null' }, permissions: { ...arrayOf(str), maxItems: 0 } }),
    description: 'Wrong email or password (the same answer for an unknown email, so it reveals nothing)',
  },
  Registered: object({ token: str, permissions, email_verified: bool, role }),
  AccountResult: object({
    success: bool,
    message: { type: 'string', description: 'Translation key, e.g. PICKBAZAR_MESSAGE.CHECK_YOUR_EMAIL' },
  }),
  PostalAddress: object({ street_address: str, city: str, state: str, zip: str, country: str }),
  AddressLocation: {
    ...object(
      {
        lat: nullable(num),
        lng: nullable(num),
        formattedAddress: nullable(str),
        street_address: nullable(str),
        city: nullable(str),
        state: nullable(str),
        zip: nullable(str),
        country: nullable(str),
      },
      ['lat', 'lng', 'formattedAddress', 'street_address', 'city', 'state', 'zip', 'country'],
    ),
    description: 'Where a map search placed the address',
  },
  Address: object({
    id: int,
    title: str,
    type: { type: 'string', enum: ['billing', 'shipping'] },
    default: bool,
    address: ref('PostalAddress'),
    location: nullable(ref('AddressLocation')),
    customer_id: int,
  }),
  UserProfile: object({
    id: int,
    avatar: nullable(ref('Attachment')),
    bio: nullable(str),
    socials: arrayOf(object({ icon: str, url: str })),
    contact: { ...nullable(str), description: 'Phone number (E.164), set only through a verified code' },
    customer_id: int,
    notifications: { type: 'null', description: 'Notification preferences are not kept yet' },
  }),
  UserWallet: object({ total_points: int, points_used: int, available_points: int }),
  User: object({
    id: int,
    name: str,
    email: str,
    is_active: bool,
    email_verified: bool,
    pending_email: {
      ...nullable(str),
      description: 'Ours: the new address of an email change waiting for its link (POST /update-email), else null',
    },
    has_password: { ...bool, description: 'False for phone or Google sign-ups until they set a password' },
    shop_id: { type: 'null', description: 'Customers manage no shop' },
    created_at: timestampText,
    updated_at: timestampText,
    profile: nullable(ref('UserProfile')),
    wallet: ref('UserWallet'),
    address: arrayOf(ref('Address')),
    permissions,
  }),
  OutboxMessage: object({
    id: int,
    channel: { type: 'string', enum: ['email', 'sms'] },
    recipient: str,
    subject: nullable(str),
    body: str,
    html: nullable(str),
    meta: {
      ...object(
        {
          kind: { type: 'string', description: 'email_verification, password_reset, email_changed or otp' },
          token: { ...nullable(str), description: 'Account mail: the one-time token' },
          link: { ...nullable(str), description: 'Account mail: the link to open' },
          code: { type: 'string', description: 'Text message: the code sent' },
          otp_id: { type: 'string', description: 'Text message: the otp_id of the code' },
          purpose: { type: 'string', description: 'Text message: what the code is for' },
        },
        ['kind', 'token', 'link', 'code', 'otp_id', 'purpose'],
      ),
      description: 'What the message carries apart from its text (empty for other messages)',
    },
    created_at: timestampText,
  }),
};
