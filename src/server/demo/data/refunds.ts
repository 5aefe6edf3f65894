import type { I18n } from '../seed/types';

export interface SeedRefundReason {
  slug: string;
  name: string;
  i18n: I18n<'name'>;
}

export interface SeedRefundPolicy {
  slug: string;
  title: string;
  description: string;
  i18n: I18n<'title' | 'description'>;
}

/** Reasons a shopper picks from when asking for a refund, in the refund form's order. */
export const seedRefundReasons: SeedRefundReason[] = [
  {
    slug: 'damaged-item',
    name: 'The item arrived damaged',
    i18n: {
      ar: { name: 'وصل المنتج تالفًا' },
      he: { name: 'הפריט הגיע פגום' },
      de: { name: 'Der Artikel kam beschädigt an' },
      es: { name: 'El artículo llegó dañado' },
      zh: { name: '商品到货时已损坏' },
    },
  },
  {
    slug: 'wrong-item',
    name: 'I received the wrong item',
    i18n: {
      ar: { name: 'استلمت منتجًا غير الذي طلبته' },
      he: { name: 'קיבלתי פריט שגוי' },
      de: { name: 'Ich habe den falschen Artikel erhalten' },
      es: { name: 'Recibí un artículo equivocado' },
      zh: { name: '收到的商品与订单不符' },
    },
  },
  {
    slug: 'not-as-described',
    name: 'The item is not as described',
    i18n: {
      ar: { name: 'المنتج لا يطابق الوصف' },
      he: { name: 'הפריט אינו תואם לתיאור' },
      de: { name: 'Der Artikel entspricht nicht der Beschreibung' },
      es: { name: 'El artículo no es como se describía' },
      zh: { name: '商品与描述不符' },
    },
  },
  {
    slug: 'file-does-not-open',
    name: 'The digital file does not open',
    i18n: {
      ar: { name: 'الملف الرقمي لا يفتح' },
      he: { name: 'הקובץ הדיגיטלי לא נפתח' },
      de: { name: 'Die digitale Datei lässt sich nicht öffnen' },
      es: { name: 'El archivo digital no se abre' },
      zh: { name: '数字文件无法打开' },
    },
  },
  {
    slug: 'other',
    name: 'Another reason',
    i18n: {
      ar: { name: 'سبب آخر' },
      he: { name: 'סיבה אחרת' },
      de: { name: 'Ein anderer Grund' },
      es: { name: 'Otro motivo' },
      zh: { name: '其他原因' },
    },
  },
];

/** The marketplace's refund rules for shoppers (target customer, approved). */
export const seedRefundPolicies: SeedRefundPolicy[] = [
  {
    slug: 'customer-refund-policy',
    title: 'Refunds for shoppers',
    description:
      'You can ask for a refund of a paid order from your orders page. Describe what went wrong and add photos if they help. We answer within three working days; an approved refund returns the amount paid, including any wallet points used.',
    i18n: {
      ar: {
        title: 'استرداد الأموال للمتسوقين',
        description:
          'يمكنك طلب استرداد مبلغ طلب مدفوع من صفحة طلباتك. صف ما حدث وأضف صورًا إن كانت مفيدة. نرد خلال ثلاثة أيام عمل؛ ويعيد الاسترداد المقبول المبلغ المدفوع بما في ذلك نقاط المحفظة المستخدمة.',
      },
    },
  },
  {
    slug: 'digital-goods-refund-policy',
    title: 'Refunds for digital goods',
    description:
      'E-books and other files can be refunded when the file is faulty or not what the product page described. Once a refund is approved, the download is no longer available.',
    i18n: {
      ar: {
        title: 'استرداد الأموال للمنتجات الرقمية',
        description:
          'يمكن استرداد ثمن الكتب الإلكترونية والملفات الأخرى إذا كان الملف معيبًا أو لا يطابق ما وصفته صفحة المنتج. بعد قبول الاسترداد لا يعود التنزيل متاحًا.',
      },
    },
  },
];
