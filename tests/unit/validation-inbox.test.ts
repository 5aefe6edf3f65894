import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import en from '../../public/locales/en/common.json';
import { contactUsSchema, newsletterSchema, productRequestSchema } from '@/shared/validation/inbox';

const english = en as Record<string, string>;

/** Every message a schema gives for `value`, or [] when valid. */
async function messages(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}

describe('inbox validation schemas', () => {
  it('trims text and trims and lower-cases emails', async () => {
    const contact = await contactUsSchema.validate({
      name: '  Ada ',
      email: ' Ada@Example.COM\t',
      subject: ' Hi ',
      description: ' Hello \n',
    });
    expect(contact).toEqual({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', description: 'Hello' });
    expect(await newsletterSchema.validate({ email: 'X@Y.Org ' })).toEqual({ email: 'x@y.org' });
  });

  it('accepts a product request with only the required fields', async () => {
    const request = await productRequestSchema.validate({ name: 'A', email: 'a@b.co', product_name: 'Tea' });
    expect(request).toMatchObject({ name: 'A', email: 'a@b.co', product_name: 'Tea' });
    expect(await messages(productRequestSchema, { name: 'A', email: 'a@b.co', product_name: 'Tea', link: '' })).toEqual(
      [],
    );
  });

  it.each([
    ['contact: empty', contactUsSchema, {}],
    ['contact: bad values', contactUsSchema, { name: [], email: 'a@', subject: 'x'.repeat(201), description: {} }],
    ['newsletter: empty', newsletterSchema, { email: '   ' }],
    ['newsletter: too long', newsletterSchema, { email: `${'a'.repeat(250)}@b.co` }],
    ['request: empty', productRequestSchema, {}],
    [
      'request: bad optional fields',
      productRequestSchema,
      { name: 'A', email: 'a@b.co', product_name: 'T', link: 'ftp://x.y', brand: 'b'.repeat(121), description: 1 },
    ],
  ])('gives only translation keys with an English text (%s)', async (_name, schema, value) => {
    const found = await messages(schema, value);
    expect(found.length).toBeGreaterThan(0);
    for (const key of found) expect(english[key], key).toEqual(expect.any(String));
  });

  it('refuses links that are not http(s) addresses', async () => {
    for (const link of ['javascript:alert(1)', 'ftp://files.example.com/a', 'example.com', 'https://localhost']) {
      expect(
        await messages(productRequestSchema, { name: 'A', email: 'a@b.co', product_name: 'T', link }),
        link,
      ).toEqual(['error-url-format']);
    }
    expect(
      await messages(productRequestSchema, { name: 'A', email: 'a@b.co', product_name: 'T', link: 'https://x.io/p' }),
    ).toEqual([]);
  });

  it('gives one message for an address without a usable domain', async () => {
    for (const address of ['ada@example', 'ada@', 'ada', 'ada@@example.com', 'ada@example.']) {
      expect(await messages(newsletterSchema, { email: address }), address).toEqual(['error-email-format']);
    }
    expect(await messages(newsletterSchema, { email: 'ada.l+news@mail.example.co.uk' })).toEqual([]);
  });

  it('refuses objects and lists as text instead of throwing', async () => {
    expect(await messages(newsletterSchema, { email: { $ne: null } })).toEqual(['error-must-be-text']);
    expect(await messages(contactUsSchema, { name: ['A'], email: 'a@b.co', subject: 's', description: 'd' })).toEqual([
      'error-must-be-text',
    ]);
  });
});
