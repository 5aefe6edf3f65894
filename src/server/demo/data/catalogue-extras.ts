import type { ArtSpec } from '../art-spec';
import type { I18n } from '../seed/types';

export interface SeedFaq {
  slug: string;
  title: string;
  description: string;
  i18n: I18n<'title' | 'description'>;
}

export interface SeedTerm extends SeedFaq {
  isApproved: boolean;
}

export interface SeedFlashSale {
  slug: string;
  title: string;
  description: string;
  type: 'percentage' | 'fixed';
  /** Whole percent, or currency units for `fixed`. */
  rate: number;
  /** Days from the seed time; the active campaign started yesterday and runs for a month. */
  startDays: number;
  endDays: number;
  /** How many of the grocery type's simple products the campaign covers. */
  productCount: number;
  art: ArtSpec;
  i18n: I18n<'title' | 'description'>;
}

/** The help page's questions, marketplace-wide (faq_type global). */
export const seedFaqs: SeedFaq[] = [
  {
    slug: 'how-to-shop',
    title: 'How do I place an order?',
    description:
      'Browse a shop or search from the header, add what you need to the cart, then open the cart and choose Checkout. You can order from several shops at once; each shop prepares its part of the order.',
    i18n: {
      ar: {
        title: 'كيف أقدّم طلبًا؟',
        description:
          'تصفّح متجرًا أو ابحث من أعلى الصفحة، وأضف ما تحتاجه إلى السلة، ثم افتح السلة واختر إتمام الشراء. يمكنك الطلب من عدة متاجر في وقت واحد؛ ويجهّز كل متجر الجزء الخاص به من الطلب.',
      },
    },
  },
  {
    slug: 'payment-methods',
    title: 'Which payment methods can I use?',
    description:
      'Cash on delivery, wallet points and the online payment methods the shop has switched on. Online payments are processed by the payment provider; we never see your card number.',
    i18n: {
      ar: {
        title: 'ما طرق الدفع المتاحة؟',
        description:
          'الدفع عند الاستلام ونقاط المحفظة وطرق الدفع الإلكتروني التي فعّلها المتجر. تتم معالجة المدفوعات الإلكترونية لدى مزوّد الدفع، ولا نطّلع أبدًا على رقم بطاقتك.',
      },
    },
  },
  {
    slug: 'delivery-times',
    title: 'When will my order arrive?',
    description:
      'Choose a delivery slot at checkout. Most orders arrive the same or the next day; you can follow every step on your order page.',
    i18n: {
      ar: {
        title: 'متى يصل طلبي؟',
        description:
          'اختر موعد التوصيل عند إتمام الشراء. تصل معظم الطلبات في اليوم نفسه أو في اليوم التالي، ويمكنك متابعة كل خطوة من صفحة طلبك.',
      },
    },
  },
  {
    slug: 'returns',
    title: 'Can I return a product?',
    description:
      'Yes. Unopened products can be returned within 14 days, and fresh food on the day of delivery if something is wrong with it. Ask for a refund from your order page.',
    i18n: {
      ar: {
        title: 'هل يمكنني إرجاع منتج؟',
        description:
          'نعم. يمكن إرجاع المنتجات غير المفتوحة خلال 14 يومًا، والأطعمة الطازجة في يوم التوصيل إذا كان فيها عيب. اطلب الاسترداد من صفحة طلبك.',
      },
    },
  },
  {
    slug: 'flash-sales',
    title: 'How do flash sales work?',
    description:
      'During a flash sale the products of the campaign cost less for a limited time. The price you see on the product is the price you pay at checkout, as long as the campaign is running.',
    i18n: {
      ar: {
        title: 'كيف تعمل التخفيضات السريعة؟',
        description:
          'خلال التخفيض السريع تنخفض أسعار منتجات الحملة لفترة محدودة. السعر الذي تراه على المنتج هو السعر الذي تدفعه عند إتمام الشراء ما دامت الحملة قائمة.',
      },
    },
  },
];

/** Terms and conditions, in the order the terms page shows them. The last one is a draft, never public. */
export const seedTerms: SeedTerm[] = [
  {
    slug: 'using-the-marketplace',
    title: 'Using the marketplace',
    description:
      'The marketplace connects you with independent shops. Each shop sells its own products and is responsible for them; we run the site, the checkout and your account.',
    isApproved: true,
    i18n: {
      ar: {
        title: 'استخدام السوق',
        description:
          'يربطك السوق بمتاجر مستقلة. يبيع كل متجر منتجاته وهو مسؤول عنها، ونحن ندير الموقع وإتمام الشراء وحسابك.',
      },
    },
  },
  {
    slug: 'prices-and-payment',
    title: 'Prices and payment',
    description:
      'Prices include the discounts in effect when you order. The amount charged is the one shown at checkout; if a price changes before you order, we ask you to check your cart again.',
    isApproved: true,
    i18n: {
      ar: {
        title: 'الأسعار والدفع',
        description:
          'تشمل الأسعار التخفيضات السارية وقت الطلب. المبلغ المحصَّل هو المبلغ الظاهر عند إتمام الشراء؛ وإذا تغيّر سعر قبل أن تطلب، نطلب منك مراجعة سلتك مرة أخرى.',
      },
    },
  },
  {
    slug: 'delivery-and-returns',
    title: 'Delivery and returns',
    description:
      'Shops deliver in the slot you choose. Returns follow the return policy published on the site; refunds go back to the way you paid.',
    isApproved: true,
    i18n: {
      ar: {
        title: 'التوصيل والإرجاع',
        description:
          'تقوم المتاجر بالتوصيل في الموعد الذي تختاره. يخضع الإرجاع لسياسة الإرجاع المنشورة على الموقع، وتُعاد المبالغ المستردة بطريقة الدفع نفسها.',
      },
    },
  },
  {
    slug: 'draft-loyalty-programme',
    title: 'Loyalty programme (draft)',
    description: 'Not yet approved: must never be shown.',
    isApproved: false,
    i18n: { ar: { title: 'برنامج الولاء (مسودة)', description: 'غير معتمد بعد: لا يُعرض أبدًا.' } },
  },
];

export const seedFlashSales: SeedFlashSale[] = [
  {
    slug: 'fresh-week',
    title: 'Fresh Week',
    description: 'Twenty percent off a selection of groceries for a limited time.',
    type: 'percentage',
    rate: 20,
    startDays: -1,
    endDays: 30,
    productCount: 6,
    art: { motif: 'banner', label: 'Fresh Week', sublabel: '20% off', colors: ['#2e7d32', '#fff8e1'] },
    i18n: {
      ar: { title: 'أسبوع الطازج', description: 'خصم عشرين بالمئة على تشكيلة من البقالة لفترة محدودة.' },
    },
  },
  {
    slug: 'spring-clearance',
    title: 'Spring Clearance',
    description: 'A campaign that has ended: never shown.',
    type: 'fixed',
    rate: 1,
    startDays: -60,
    endDays: -30,
    productCount: 3,
    art: { motif: 'banner', label: 'Spring Clearance', colors: ['#6a1b9a', '#f3e5f5'] },
    i18n: { ar: { title: 'تصفية الربيع', description: 'حملة انتهت: لا تُعرض أبدًا.' } },
  },
];
