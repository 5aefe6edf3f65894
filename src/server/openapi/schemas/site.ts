import type { JsonSchema } from '../../http/route';
import { object } from './common';

export const siteSchemas: Record<string, JsonSchema> = {
  SuccessMessage: object({
    success: { type: 'boolean', const: true },
    message: { type: 'string', description: 'Translation key, e.g. PICKBAZAR_MESSAGE.CONTACT_US_SUCCESSFUL' },
  }),
};
