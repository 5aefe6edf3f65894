import type { Attachment } from '../../db/schema';

/**
 * The shop-wide options object (CONTRACT §4 Settings). `taxClass` and `shippingClass` name rows of the
 * tax_classes and shipping_classes tables (ids as strings, as the provider sends them); the seeding step passes
 * the ids it made. Pictures are filled in by the seeding step too.
 */
export function settingsOptions(
  logo: Attachment,
  collapseLogo: Attachment,
  ogImage: Attachment,
  classes: { taxClass: number; shippingClass: number },
) {
  return {
    siteTitle: 'PickBazar',
    siteSubtitle: 'Your daily needs from neighbourhood shops, delivered',
    logo,
    collapseLogo,
    // The shop's own address is NEXT_PUBLIC_SITE_URL (it follows PORT); settings name no host of their own.
    siteLink: null,
    copyrightText: 'Copyright © PickBazar demo shop. All rights reserved.',
    externalText: 'Blog',
    // The demo has no blog: the menu's Blog entry appears once this (or NEXT_PUBLIC_BLOG_URL) names one.
    externalLink: null,
    currency: 'USD',
    currencyOptions: { formation: 'en-US', fractions: 2 },
    taxClass: String(classes.taxClass),
    shippingClass: String(classes.shippingClass),
    deliveryTime: [
      { title: 'Express Delivery', description: '90 min express delivery' },
      { title: 'Morning', description: '8.00 AM - 11.00 AM' },
      { title: 'Noon', description: '11.00 AM - 2.00 PM' },
      { title: 'Afternoon', description: '2.00 PM - 5.00 PM' },
      { title: 'Evening', description: '5.00 PM - 8.00 PM' },
    ],
    paymentGateway: [
      { name: 'stripe', title: 'Stripe' },
      { name: 'cash_on_delivery', title: 'Cash on delivery' },
      // The built-in test gateway (no money moves); offered only as SANDBOX_GATEWAY and sandboxOffered say.
      { name: 'sandbox', title: 'Test payment (sandbox, no money moves)' },
    ],
    defaultPaymentGateway: 'cash_on_delivery',
    useCashOnDelivery: true,
    useEnableGateway: true,
    StripeCardOnly: false,
    useOtp: true,
    guestCheckout: true,
    useGoogleMap: false,
    useMustVerifyEmail: true,
    maximumQuestionLimit: 5,
    isProductReview: true,
    freeShipping: true,
    freeShippingAmount: 50,
    minimumOrderAmount: 5,
    signupPoints: 100,
    currencyToWalletRatio: 3,
    maxShopDistance: 1000,
    useAi: false,
    defaultAi: 'openai',
    enableTerms: true,
    seo: {
      metaTitle: 'PickBazar — groceries, bakery, books and more from local shops',
      metaDescription:
        'Shop fresh groceries, bread, books, make-up, clothing and bags from independent vendors near you, with fast delivery.',
      metaTags: 'grocery, bakery, books, makeup, clothing, bags, online shop, delivery',
      // Empty: canonical links use the site URL (NEXT_PUBLIC_SITE_URL).
      canonicalUrl: null,
      ogTitle: 'PickBazar — your neighbourhood shops online',
      ogDescription: 'Fresh food, good books and everyday essentials from independent vendors, delivered.',
      ogImage,
      twitterHandle: '@pickbazar_demo',
      twitterCardType: 'summary_large_image',
    },
    contactDetails: {
      contact: '+1 212 555 0142',
      emailAddress: 'hello@pickbazar.example',
      website: null,
      socials: [
        { url: 'https://facebook.com/pickbazar-demo', icon: 'FacebookIcon' },
        { url: 'https://instagram.com/pickbazar-demo', icon: 'InstagramIcon' },
        { url: 'https://twitter.com/pickbazar_demo', icon: 'TwitterIcon' },
      ],
      location: {
        lat: 40.7128,
        lng: -74.006,
        zip: '10013',
        city: 'New York',
        state: 'NY',
        country: 'United States',
        formattedAddress: '120 Hudson Street, New York, NY 10013, United States',
      },
    },
    smsEvent: {
      admin: { statusChangeOrder: false, refundOrder: false, paymentOrder: false },
      vendor: { statusChangeOrder: false, refundOrder: false, paymentOrder: false },
      customer: { statusChangeOrder: true, refundOrder: true, paymentOrder: true },
    },
    emailEvent: {
      admin: { statusChangeOrder: false, refundOrder: true, paymentOrder: true },
      vendor: {
        statusChangeOrder: true,
        refundOrder: true,
        paymentOrder: true,
        createQuestion: true,
        createReview: true,
      },
      customer: { statusChangeOrder: true, refundOrder: true, paymentOrder: true, answerQuestion: true },
    },
    pushNotification: { all: { order: false, message: false, storeNotice: false } },
  };
}

export type SettingsOptions = ReturnType<typeof settingsOptions>;

/** Tax classes (rate in hundredths of a percent); the first is the one the settings choose. */
export const seedTaxClasses = [
  { name: 'Sales tax', rate: 500, isGlobal: true, onShipping: false },
  { name: 'Reduced rate', rate: 250, isGlobal: false, onShipping: false },
];

/**
 * Delivery charges (fixed in cents, percentage in hundredths of a percent); the first is the global one the
 * settings choose. The others are for products with their own class, used when the global one is unset.
 */
export const seedShippingClasses = [
  { name: 'Standard delivery', amount: 499, type: 'fixed' as const, isGlobal: true },
  { name: 'Bulky items', amount: 999, type: 'fixed' as const, isGlobal: false },
  { name: 'Distance rate', amount: 800, type: 'percentage' as const, isGlobal: false },
];

/** Arabic overrides of the text fields; everything else is shared with English. */
export const settingsArabic = {
  siteSubtitle: 'احتياجاتك اليومية من متاجر الحي، تصلك حتى بابك',
  copyrightText: 'حقوق النشر © متجر PickBazar التجريبي. جميع الحقوق محفوظة.',
  externalText: 'المدونة',
  paymentGateway: [
    { name: 'stripe', title: 'Stripe' },
    { name: 'cash_on_delivery', title: 'الدفع عند الاستلام' },
    { name: 'sandbox', title: 'دفعة تجريبية (بيئة اختبار، لا تُنقل أي أموال)' },
  ],
  deliveryTime: [
    { title: 'توصيل سريع', description: 'توصيل سريع خلال 90 دقيقة' },
    { title: 'صباحاً', description: '8:00 ص - 11:00 ص' },
    { title: 'ظهراً', description: '11:00 ص - 2:00 م' },
    { title: 'بعد الظهر', description: '2:00 م - 5:00 م' },
    { title: 'مساءً', description: '5:00 م - 8:00 م' },
  ],
  seo: {
    metaTitle: 'PickBazar — بقالة ومخبوزات وكتب والمزيد من المتاجر المحلية',
    metaDescription:
      'تسوّق البقالة الطازجة والخبز والكتب ومستحضرات التجميل والملابس والحقائب من بائعين مستقلين بالقرب منك.',
    ogTitle: 'PickBazar — متاجر حيّك على الإنترنت',
    ogDescription: 'طعام طازج وكتب جيدة واحتياجات يومية من بائعين مستقلين، حتى باب بيتك.',
  },
};
