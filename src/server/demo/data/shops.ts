import type { SeedShop } from '../seed/types';

const ny = (street: string, zip: string) => ({
  street_address: street,
  city: 'New York',
  state: 'NY',
  zip,
  country: 'United States',
});
const dxb = (street: string, zip: string) => ({
  street_address: street,
  city: 'Dubai',
  state: 'Dubai',
  zip,
  country: 'United Arab Emirates',
});

/** Nine trading vendors in two cities, plus one that has closed (inactive, never listed). */
export const seedShops: SeedShop[] = [
  {
    slug: 'green-valley-grocers',
    name: 'Green Valley Grocers',
    description:
      'A family grocer in the West Village since 1998: fruit and vegetables from Hudson Valley farms, delivered the same day.',
    owner: { name: 'Maria Alvarez', email: 'maria@greenvalley.example' },
    address: ny('214 Bleecker Street', '10012'),
    lat: 40.7303,
    lng: -74.0027,
    contact: '+1 212 555 0110',
    website: 'https://greenvalley.example',
    logo: { motif: 'logo', label: 'GV', colors: ['#2e7d32', '#ffffff'] },
    cover: {
      motif: 'cover',
      label: 'Green Valley Grocers',
      sublabel: 'Farm fresh since 1998',
      colors: ['#c8e6c9', '#1b5e20'],
    },
    i18n: {
      ar: {
        name: 'بقالة الوادي الأخضر',
        description: 'بقالة عائلية في ويست فيليج منذ 1998: فواكه وخضروات من مزارع وادي هدسون، توصيل في اليوم نفسه.',
      },
    },
    notices: [
      {
        priority: 'high',
        notice: 'Storm delays on Friday deliveries',
        description: 'Orders placed after noon on Friday will arrive on Saturday morning.',
        i18n: {
          ar: {
            notice: 'تأخير توصيل طلبات الجمعة بسبب العاصفة',
            description: 'الطلبات بعد ظهر الجمعة تصل صباح السبت.',
          },
        },
      },
      {
        priority: 'low',
        notice: 'New: organic berries are back',
        description: 'Strawberries and blueberries from our partner farm are in season again.',
        i18n: {
          ar: {
            notice: 'جديد: عادت التوتيات العضوية',
            description: 'عاد موسم الفراولة والتوت الأزرق من مزرعتنا الشريكة.',
          },
        },
      },
    ],
  },
  {
    slug: 'harvest-corner-market',
    name: 'Harvest Corner Market',
    description:
      'Neighbourhood market in Brooklyn with a deli counter, dairy, pantry staples and household essentials.',
    owner: { name: 'Daniel Okafor', email: 'daniel@harvestcorner.example' },
    address: ny('87 Atlantic Avenue, Brooklyn', '11201'),
    lat: 40.6906,
    lng: -73.9967,
    contact: '+1 718 555 0123',
    website: 'https://harvestcorner.example',
    logo: { motif: 'logo', label: 'HC', colors: ['#f57c00', '#ffffff'] },
    cover: {
      motif: 'cover',
      label: 'Harvest Corner Market',
      sublabel: 'Your Brooklyn pantry',
      colors: ['#ffe0b2', '#e65100'],
    },
    i18n: {
      ar: {
        name: 'سوق ركن الحصاد',
        description: 'سوق حي في بروكلين مع ركن للأطعمة الجاهزة ومنتجات الألبان ومؤن المطبخ واحتياجات المنزل.',
      },
    },
    notices: [
      {
        priority: 'medium',
        notice: 'Deli counter closes at 6 pm this week',
        description: 'We are refitting the deli. Pre-packed cheeses and meats remain available online.',
        i18n: {
          ar: {
            notice: 'ركن الأطعمة يغلق الساعة 6 مساءً هذا الأسبوع',
            description: 'نجدّد ركن الأطعمة. الأجبان واللحوم المعبأة متوفرة على الإنترنت.',
          },
        },
      },
    ],
  },
  {
    slug: 'dubai-fresh-souk',
    name: 'Dubai Fresh Souk',
    description: 'Dates, spices, fresh produce and Middle Eastern pantry favourites from the heart of Deira.',
    owner: { name: 'Omar Haddad', email: 'omar@freshsouk.example' },
    address: dxb('Al Ras Street, Deira', '00000'),
    lat: 25.2697,
    lng: 55.2962,
    contact: '+971 4 555 0134',
    website: 'https://freshsouk.example',
    logo: { motif: 'logo', label: 'FS', colors: ['#00897b', '#ffffff'] },
    cover: {
      motif: 'cover',
      label: 'Dubai Fresh Souk',
      sublabel: 'Spices, dates and fresh produce',
      colors: ['#b2dfdb', '#004d40'],
    },
    i18n: { ar: { name: 'سوق دبي الطازج', description: 'تمور وبهارات وخضروات طازجة ومؤن شرق أوسطية من قلب ديرة.' } },
    notices: [
      {
        priority: 'medium',
        notice: 'Ramadan opening hours',
        description: 'Deliveries run from 10 am to 2 am during the holy month.',
        i18n: {
          ar: {
            notice: 'ساعات العمل في رمضان',
            description: 'التوصيل من الساعة 10 صباحاً حتى 2 فجراً خلال الشهر الفضيل.',
          },
        },
      },
    ],
  },
  {
    slug: 'rise-and-crumb',
    name: 'Rise & Crumb Bakery',
    description: 'Slow-fermented sourdough, viennoiserie and celebration cakes baked every night in the East Village.',
    owner: { name: 'Hannah Kowalski', email: 'hannah@riseandcrumb.example' },
    address: ny('142 Avenue A', '10009'),
    lat: 40.7265,
    lng: -73.9838,
    contact: '+1 212 555 0145',
    website: 'https://riseandcrumb.example',
    logo: { motif: 'logo', label: 'RC', colors: ['#8d6e63', '#fff8e1'] },
    cover: { motif: 'cover', label: 'Rise & Crumb', sublabel: 'Baked every night', colors: ['#efebe9', '#4e342e'] },
    i18n: {
      ar: {
        name: 'مخبز رايز آند كرمب',
        description: 'خبز بالعجين المخمر ببطء ومعجنات فرنسية وكعك للمناسبات يُخبز كل ليلة في إيست فيليج.',
      },
    },
    notices: [
      {
        priority: 'low',
        notice: 'Order celebration cakes 24 hours ahead',
        description: 'Cakes are baked to order; choose a delivery slot from tomorrow onwards.',
        i18n: {
          ar: {
            notice: 'اطلب كعك المناسبات قبل 24 ساعة',
            description: 'يُخبز الكعك حسب الطلب؛ اختر موعد توصيل بدءاً من الغد.',
          },
        },
      },
    ],
  },
  {
    slug: 'al-manara-bakery',
    name: 'Al Manara Bakery',
    description: 'Stone-oven flatbreads, manakish and date pastries from Jumeirah.',
    owner: { name: 'Layla Mansour', email: 'layla@almanara.example' },
    address: dxb('Jumeirah Beach Road, Jumeirah 1', '00000'),
    lat: 25.2285,
    lng: 55.2594,
    contact: '+971 4 555 0156',
    website: 'https://almanara.example',
    logo: { motif: 'logo', label: 'AM', colors: ['#d84315', '#fff3e0'] },
    cover: { motif: 'cover', label: 'Al Manara Bakery', sublabel: 'Stone-oven breads', colors: ['#ffccbc', '#bf360c'] },
    i18n: { ar: { name: 'مخبز المنارة', description: 'خبز الفرن الحجري والمناقيش ومعجنات التمر من جميرا.' } },
    notices: [],
  },
  {
    slug: 'paper-lantern-books',
    name: 'Paper Lantern Books',
    description:
      'An independent bookshop for fiction, poetry and history, with e-books you can download right after checkout.',
    owner: { name: 'Samuel Reyes', email: 'samuel@paperlantern.example' },
    address: ny('31 Jane Street', '10014'),
    lat: 40.7381,
    lng: -74.0047,
    contact: '+1 212 555 0167',
    website: 'https://paperlantern.example',
    logo: { motif: 'logo', label: 'PL', colors: ['#4527a0', '#ede7f6'] },
    cover: {
      motif: 'cover',
      label: 'Paper Lantern Books',
      sublabel: 'Independent since 2004',
      colors: ['#d1c4e9', '#311b92'],
    },
    i18n: {
      ar: {
        name: 'مكتبة الفانوس الورقي',
        description: 'مكتبة مستقلة للروايات والشعر والتاريخ، مع كتب إلكترونية يمكنك تنزيلها فور الدفع.',
      },
    },
    notices: [
      {
        priority: 'high',
        notice: 'E-book downloads moved to your account page',
        description: 'Find every e-book you bought under Downloads after signing in.',
        i18n: {
          ar: {
            notice: 'نُقلت تنزيلات الكتب الإلكترونية إلى صفحة حسابك',
            description: 'ستجد كل كتاب إلكتروني اشتريته في قسم التنزيلات بعد تسجيل الدخول.',
          },
        },
      },
      {
        priority: 'medium',
        notice: 'Author evening on the 14th',
        description: 'Signed copies ordered before the event ship the morning after.',
        i18n: {
          ar: {
            notice: 'أمسية مع كاتب يوم 14',
            description: 'النسخ الموقّعة المطلوبة قبل الأمسية تُشحن في صباح اليوم التالي.',
          },
        },
      },
    ],
  },
  {
    slug: 'glow-theory',
    name: 'Glow Theory Cosmetics',
    description: 'Make-up and skincare in inclusive shade ranges, cruelty-free and tested on people only.',
    owner: { name: 'Aisha Rahman', email: 'aisha@glowtheory.example' },
    address: dxb('Boulevard Plaza, Downtown Dubai', '00000'),
    lat: 25.1972,
    lng: 55.2744,
    contact: '+971 4 555 0178',
    website: 'https://glowtheory.example',
    logo: { motif: 'logo', label: 'GT', colors: ['#c2185b', '#fce4ec'] },
    cover: { motif: 'cover', label: 'Glow Theory', sublabel: 'Shades for every skin', colors: ['#f8bbd0', '#880e4f'] },
    i18n: {
      ar: {
        name: 'غلو ثيوري لمستحضرات التجميل',
        description: 'مكياج وعناية بالبشرة بدرجات ألوان لكل البشرات، خالية من القسوة على الحيوان.',
      },
    },
    notices: [
      {
        priority: 'low',
        notice: 'Free samples with every order this month',
        description: 'Pick two samples at checkout notes; we will pack them with your order.',
        i18n: {
          ar: {
            notice: 'عينات مجانية مع كل طلب هذا الشهر',
            description: 'اكتب عينتين في ملاحظات الطلب وسنضعهما مع طلبك.',
          },
        },
      },
    ],
  },
  {
    slug: 'thread-and-needle',
    name: 'Thread & Needle',
    description: 'Organic cotton basics, denim and knitwear, cut and sewn in small batches in the Garment District.',
    owner: { name: 'Chen Wei', email: 'chen@threadandneedle.example' },
    address: ny('250 West 39th Street', '10018'),
    lat: 40.7545,
    lng: -73.9891,
    contact: '+1 212 555 0189',
    website: 'https://threadandneedle.example',
    logo: { motif: 'logo', label: 'TN', colors: ['#00695c', '#e0f2f1'] },
    cover: { motif: 'cover', label: 'Thread & Needle', sublabel: 'Small-batch basics', colors: ['#b2dfdb', '#004d40'] },
    i18n: {
      ar: {
        name: 'خيط وإبرة',
        description: 'ملابس أساسية من القطن العضوي وجينز وملابس صوفية تُقص وتُخاط بكميات صغيرة في حي الأزياء.',
      },
    },
    notices: [
      {
        priority: 'medium',
        notice: 'Free exchanges for 30 days',
        description: 'Wrong size? Exchange any unworn item within 30 days of delivery.',
        i18n: {
          ar: {
            notice: 'استبدال مجاني لمدة 30 يوماً',
            description: 'المقاس غير مناسب؟ استبدل أي قطعة غير ملبوسة خلال 30 يوماً من التوصيل.',
          },
        },
      },
    ],
  },
  {
    slug: 'satchel-and-co',
    name: 'Satchel & Co.',
    description: 'Leather satchels, canvas backpacks and travel bags from small workshops, repaired for free for life.',
    owner: { name: 'Youssef Karim', email: 'youssef@satchelco.example' },
    address: dxb('Alserkal Avenue, Al Quoz', '00000'),
    lat: 25.1425,
    lng: 55.2269,
    contact: '+971 4 555 0190',
    website: 'https://satchelco.example',
    logo: { motif: 'logo', label: 'S&', colors: ['#5d4037', '#fff8e1'] },
    cover: {
      motif: 'cover',
      label: 'Satchel & Co.',
      sublabel: 'Repaired for free, for life',
      colors: ['#d7ccc8', '#3e2723'],
    },
    i18n: {
      ar: {
        name: 'ساتشل آند كو',
        description: 'حقائب جلدية وحقائب ظهر من القماش وحقائب سفر من ورش صغيرة، مع إصلاح مجاني مدى الحياة.',
      },
    },
    notices: [],
  },
  {
    slug: 'old-mill-deli',
    name: 'Old Mill Deli',
    description: 'A Lower East Side deli, closed for renovation.',
    isActive: false,
    owner: { name: 'Frank Moretti', email: 'frank@oldmilldeli.example' },
    address: ny('18 Essex Street', '10002'),
    lat: 40.7142,
    lng: -73.9897,
    contact: '+1 212 555 0101',
    website: 'https://oldmilldeli.example',
    logo: { motif: 'logo', label: 'OM', colors: ['#616161', '#fafafa'] },
    cover: {
      motif: 'cover',
      label: 'Old Mill Deli',
      sublabel: 'Closed for renovation',
      colors: ['#e0e0e0', '#424242'],
    },
    i18n: { ar: { name: 'مطعم الطاحونة القديمة', description: 'مطعم أطعمة جاهزة في لوار إيست سايد، مغلق للتجديد.' } },
    notices: [],
  },
];
