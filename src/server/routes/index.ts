import type { AnyRoute } from '../http/route';
import { attachmentRoutes } from './attachment';
import { authRoutes } from './auth';
import { authorRoutes } from './author';
import { cardRoutes } from './card';
import { backOfficeRoutes } from './back-office';
import { backOfficeCommunityRoutes } from './back-office-community';
import { backOfficeProductRoutes } from './back-office-products';
import { backOfficeRefundRoutes } from './back-office-refunds';
import { backOfficeShopsRoutes } from './back-office-shops';
import { categoryRoutes } from './category';
import { communityRoutes } from './community';
import { concernRoutes } from './concern';
import { contactRoutes } from './contact';
import { couponRoutes } from './coupon';
import { devRoutes } from './dev';
import { downloadRoutes } from './download';
import { faqRoutes } from './faq';
import { flashSaleRoutes } from './flash-sale';
import { manufacturerRoutes } from './manufacturer';
import { orderRoutes } from './order';
import { otpRoutes } from './otp';
import { paymentRoutes } from './payment';
import { productRoutes } from './product';
import { productFacetsRoutes } from './product-facets';
import { questionRoutes } from './question';
import { refundRoutes } from './refund';
import { reviewRoutes } from './review';
import { settingRoutes } from './setting';
import { shopRoutes } from './shop';
import { socialRoutes } from './social';
import { storeNoticeRoutes } from './store-notice';
import { tagRoutes } from './tag';
import { termsRoutes } from './terms';
import { typeRoutes } from './type';
import { userRoutes } from './user';

/** Every endpoint of the built-in API, in the order the OpenAPI document lists them. */
export const apiRoutes: readonly AnyRoute[] = [
  ...settingRoutes,
  ...typeRoutes,
  ...categoryRoutes,
  ...tagRoutes,
  ...productFacetsRoutes,
  ...productRoutes,
  ...shopRoutes,
  ...storeNoticeRoutes,
  ...authorRoutes,
  ...manufacturerRoutes,
  ...concernRoutes,
  ...flashSaleRoutes,
  ...couponRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...cardRoutes,
  ...refundRoutes,
  ...downloadRoutes,
  ...reviewRoutes,
  ...questionRoutes,
  ...communityRoutes,
  ...contactRoutes,
  ...faqRoutes,
  ...termsRoutes,
  ...authRoutes,
  ...userRoutes,
  ...otpRoutes,
  ...socialRoutes,
  ...attachmentRoutes,
  ...backOfficeRoutes,
  ...backOfficeCommunityRoutes,
  ...backOfficeProductRoutes,
  ...backOfficeRefundRoutes,
  ...backOfficeShopsRoutes,
  ...devRoutes,
];
