import type { JsonSchema } from '../http/route';
import { accountSchemas } from './schemas/account';
import { catalogueSchemas } from './schemas/catalogue';
import { phoneSchemas } from './schemas/phone';
import { commonSchemas } from './schemas/common';
import { productSchemas } from './schemas/product';
import { shopSchemas } from './schemas/shop';
import { brandSchemas } from './schemas/brand';
import { engagementSchemas } from './schemas/engagement';
import { siteSchemas } from './schemas/site';
import { orderSchemas } from './schemas/order';
import { cardSchemas } from './schemas/card';
import { catalogueExtrasSchemas } from './schemas/catalogue-extras';
import { refundSchemas } from './schemas/refund';
import { communitySchemas } from './schemas/community';
import { backOfficeSchemas } from './schemas/back-office';
import { backOfficeCommunitySchemas } from './schemas/back-office-community';
import { backOfficeProductSchemas } from './schemas/back-office-products';
import { backOfficeRefundSchemas } from './schemas/back-office-refunds';
import { backOfficeShopsSchemas } from './schemas/back-office-shops';

/** Named schemas referenced by route responses as `#/components/schemas/<Name>`. */
export const componentSchemas: Record<string, JsonSchema> = {
  ...commonSchemas,
  ...catalogueSchemas,
  ...productSchemas,
  ...shopSchemas,
  ...brandSchemas,
  ...engagementSchemas,
  ...siteSchemas,
  ...accountSchemas,
  ...phoneSchemas,
  ...orderSchemas,
  ...cardSchemas,
  ...catalogueExtrasSchemas,
  ...refundSchemas,
  ...communitySchemas,
  ...backOfficeSchemas,
  ...backOfficeCommunitySchemas,
  ...backOfficeProductSchemas,
  ...backOfficeRefundSchemas,
  ...backOfficeShopsSchemas,
};
