import type { ArtSpec, Motif } from '../../art-spec';
import type { SeedTypeCatalogue, SeedVariation } from '../../seed/types';
import { seedAttributes } from '../attributes';

const SHOP = 'satchel-and-co';
const PIECE_AR = 'قطعة واحدة';

/** The swatch of a `color` attribute value, so a product picture shows the colour of its default variation. */
function swatch(color: string): string {
  const value = seedAttributes.find((a) => a.slug === 'color')?.values.find((v) => v.slug === color);
  if (!value?.meta) throw new Error(`bags seed: unknown colour "${color}"`);
  return value.meta;
}

/** A product picture: the bag in one of the attribute colours on a soft background. */
function art(motif: Motif, color: string, background = '#f5f1ea', variant?: number): ArtSpec {
  return variant
    ? { motif, colors: [swatch(color), background], variant }
    : { motif, colors: [swatch(color), background] };
}

/** One colour of a bag: its price, an optional sale price and the units in stock (0 = sold out). */
interface ColourOption {
  color: string;
  price: number;
  sale?: number;
  stock: number;
}

/** One variation per colour. */
function byColour(options: ColourOption[]): SeedVariation[] {
  return options.map((o) => ({
    options: { color: o.color },
    price: o.price,
    ...(o.sale !== undefined ? { salePrice: o.sale } : {}),
    quantity: o.stock,
  }));
}

export const bagsCatalogue: SeedTypeCatalogue = {
  type: 'bags',
  categories: [
    {
      slug: 'backpacks',
      name: 'Backpacks',
      icon: 'Backpack',
      details: 'Daypacks and laptop backpacks in canvas, nylon and leather.',
      art: { motif: 'backpack', colors: ['#827717', '#f4f6e8'] },
      i18n: { ar: { name: 'حقائب الظهر', details: 'حقائب ظهر يومية وحقائب ظهر للحاسوب من القماش والنايلون والجلد.' } },
      children: [
        { slug: 'daypacks', name: 'Daypacks', art: { motif: 'backpack' }, i18n: { ar: { name: 'حقائب ظهر يومية' } } },
        {
          slug: 'laptop-backpacks',
          name: 'Laptop Backpacks',
          art: { motif: 'backpack', variant: 2 },
          i18n: { ar: { name: 'حقائب ظهر للحاسوب' } },
        },
      ],
    },
    {
      slug: 'totes-shoppers',
      name: 'Totes & Shoppers',
      icon: 'Tote',
      details: 'Open and zip-top totes for work, market and beach.',
      art: { motif: 'tote', colors: ['#d8c8a8', '#fff8e1'] },
      i18n: {
        ar: { name: 'حقائب الحمل والتسوق', details: 'حقائب حمل مفتوحة وأخرى بسحاب للعمل والسوق والشاطئ.' },
      },
      children: [
        {
          slug: 'everyday-totes',
          name: 'Everyday Totes',
          art: { motif: 'tote' },
          i18n: { ar: { name: 'حقائب يومية' } },
        },
        {
          slug: 'leather-totes',
          name: 'Leather Totes',
          art: { motif: 'tote', variant: 2 },
          i18n: { ar: { name: 'حقائب حمل جلدية' } },
        },
      ],
    },
    {
      slug: 'handbags',
      name: 'Handbags',
      icon: 'Handbag',
      details: 'Crossbody, shoulder and top-handle bags, many made by hand in Dubai.',
      art: { motif: 'handbag', colors: ['#9a4a1f', '#fbe9e7'] },
      i18n: {
        ar: { name: 'حقائب اليد', details: 'حقائب كروس وحقائب كتف وحقائب بمقبض علوي، صُنع كثير منها يدوياً في دبي.' },
      },
      children: [
        {
          slug: 'crossbody-bags',
          name: 'Crossbody Bags',
          art: { motif: 'handbag' },
          i18n: { ar: { name: 'حقائب كروس' } },
        },
        {
          slug: 'shoulder-bags',
          name: 'Shoulder Bags',
          art: { motif: 'handbag', variant: 2 },
          i18n: { ar: { name: 'حقائب الكتف' } },
        },
        {
          slug: 'top-handle-bags',
          name: 'Top-Handle Bags',
          art: { motif: 'handbag', variant: 3 },
          i18n: { ar: { name: 'حقائب بمقبض علوي' } },
        },
      ],
    },
    {
      slug: 'travel-bags',
      name: 'Travel',
      icon: 'Luggage',
      details: 'Suitcases and duffels for weekends away and long hauls.',
      art: { motif: 'suitcase', colors: ['#1a237e', '#e8eaf6'] },
      i18n: { ar: { name: 'السفر', details: 'حقائب سفر بعجلات وحقائب دافل لعطلات نهاية الأسبوع والرحلات الطويلة.' } },
      children: [
        {
          slug: 'suitcases',
          name: 'Suitcases',
          art: { motif: 'suitcase' },
          i18n: { ar: { name: 'حقائب سفر بعجلات' } },
        },
        { slug: 'duffel-bags', name: 'Duffel Bags', art: { motif: 'duffel' }, i18n: { ar: { name: 'حقائب دافل' } } },
      ],
    },
    {
      slug: 'small-leather-goods',
      name: 'Small Leather Goods',
      icon: 'Wallet',
      details: 'Wallets, card holders and clutches.',
      art: { motif: 'wallet', colors: ['#5d4037', '#efebe9'] },
      i18n: { ar: { name: 'المنتجات الجلدية الصغيرة', details: 'محافظ وحافظات بطاقات وحقائب كلاتش.' } },
      children: [
        {
          slug: 'wallets-card-holders',
          name: 'Wallets & Card Holders',
          art: { motif: 'wallet' },
          i18n: { ar: { name: 'المحافظ وحافظات البطاقات' } },
        },
        { slug: 'clutches', name: 'Clutches', art: { motif: 'clutch' }, i18n: { ar: { name: 'حقائب الكلاتش' } } },
      ],
    },
  ],
  tags: [
    {
      slug: 'full-grain-leather',
      name: 'Full-Grain Leather',
      details: 'The strongest top layer of the hide, left uncorrected.',
      i18n: {
        ar: { name: 'جلد طبيعي كامل الحبيبات', details: 'الطبقة العليا الأقوى من الجلد، تُترك على طبيعتها دون صنفرة.' },
      },
    },
    {
      slug: 'vegetable-tanned',
      name: 'Vegetable-Tanned',
      details: 'Tanned slowly with tree-bark extracts instead of chromium.',
      i18n: { ar: { name: 'مدبوغ نباتياً', details: 'مدبوغ ببطء بمستخلصات لحاء الأشجار بدلاً من الكروم.' } },
    },
    {
      slug: 'water-resistant',
      name: 'Water-Resistant',
      details: 'Shrugs off showers and spills.',
      i18n: { ar: { name: 'مقاوم للماء', details: 'يصمد أمام زخات المطر والسوائل المنسكبة.' } },
    },
    {
      slug: 'carry-on-size',
      name: 'Carry-On Size',
      details: 'Fits the cabin limits of most airlines.',
      i18n: { ar: { name: 'بحجم الأمتعة المحمولة', details: 'يتوافق مع قيود المقصورة لدى معظم شركات الطيران.' } },
    },
    {
      slug: 'bag-bestseller',
      name: 'Bestseller',
      details: 'Our most-loved bags.',
      i18n: { ar: { name: 'الأكثر مبيعاً', details: 'الحقائب الأحب إلى عملائنا.' } },
    },
    {
      slug: 'handmade-in-dubai',
      name: 'Handmade in Dubai',
      details: 'Made by hand in our Al Quoz workshop.',
      i18n: { ar: { name: 'صُنع يدوياً في دبي', details: 'مصنوع يدوياً في ورشتنا في القوز.' } },
    },
  ],
  manufacturers: [
    {
      slug: 'saddlebrook-leatherworks',
      name: 'Saddlebrook Leatherworks',
      concern: 'atlas-apparel-group',
      description: 'Leather bags and wallets in vegetable-tanned full-grain hides, stitched by hand.',
      website: 'https://saddlebrook.example',
      art: { motif: 'logo', label: 'SL', colors: ['#5d4037', '#efebe9'] },
      i18n: {
        ar: {
          name: 'ورش سادلبروك للجلود',
          description: 'حقائب ومحافظ من جلود طبيعية كاملة الحبيبات مدبوغة نباتياً، مخيطة يدوياً.',
        },
      },
    },
    {
      slug: 'northtrail-canvas',
      name: 'Northtrail Canvas Co.',
      concern: 'atlas-apparel-group',
      description: 'Waxed canvas and recycled nylon backpacks and totes, built for commuting and weekends outdoors.',
      website: 'https://northtrail.example',
      art: { motif: 'logo', label: 'NC', colors: ['#827717', '#f4f6e8'] },
      i18n: {
        ar: {
          name: 'شركة نورثتريل للقماش',
          description:
            'حقائب ظهر وحقائب حمل من القماش المشمّع والنايلون المعاد تدويره، مصنوعة للتنقل اليومي وعطلات نهاية الأسبوع في الهواء الطلق.',
        },
      },
    },
    {
      slug: 'dunewood-travel',
      name: 'Dunewood Travel',
      concern: 'atlas-apparel-group',
      description: 'Hard-shell luggage and packable travel bags with a ten-year warranty.',
      website: 'https://dunewood.example',
      art: { motif: 'logo', label: 'DT', colors: ['#1a237e', '#e8eaf6'] },
      i18n: {
        ar: { name: 'ديونوود للسفر', description: 'حقائب سفر ذات هيكل صلب وحقائب قابلة للطي مع ضمان لعشر سنوات.' },
      },
    },
    {
      slug: 'atelier-nour',
      name: 'Atelier Nour',
      description: 'A Dubai leather studio making woven bags, clutches and wallets by hand in Al Quoz.',
      website: 'https://ateliernour.example',
      art: { motif: 'logo', label: 'AN', colors: ['#9a4a1f', '#fff3e0'] },
      i18n: {
        ar: {
          name: 'أتيليه نور',
          description: 'مشغل جلود في دبي يصنع يدوياً الحقائب المنسوجة وحقائب الكلاتش والمحافظ في منطقة القوز.',
        },
      },
    },
  ],
  products: [
    // ——— Backpacks ———
    {
      slug: 'waxed-canvas-rolltop-backpack',
      name: 'Waxed Canvas Roll-Top Backpack',
      description:
        'A 22-litre roll-top backpack in waxed cotton canvas with leather straps and a padded sleeve for a 15-inch laptop. The roll closure expands for a gym kit and keeps the rain out. Re-wax the canvas once a season and wipe the leather with a damp cloth.',
      shop: SHOP,
      categories: ['daypacks'],
      tags: ['water-resistant', 'bag-bestseller'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      featured: true,
      manufacturer: 'northtrail-canvas',
      art: art('backpack', 'olive', '#f4f6e8'),
      gallery: [art('backpack', 'navy', '#e8eaf6', 2), art('backpack', 'black', '#eceff1', 3)],
      variations: byColour([
        { color: 'olive', price: 145, stock: 14 },
        { color: 'navy', price: 145, stock: 9 },
        { color: 'black', price: 145, stock: 0 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة ظهر بإغلاق ملفوف من القماش المشمّع',
          description:
            'حقيبة ظهر بسعة 22 لتراً من قماش قطني مشمّع بأحزمة جلدية وجيب مبطّن لحاسوب محمول بقياس 15 إنشاً. يتّسع الإغلاق الملفوف لملابس الرياضة ويمنع دخول المطر. يُعاد تشميع القماش مرة كل موسم، ويُمسح الجلد بقطعة قماش رطبة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'full-grain-leather-city-backpack',
      name: 'Full-Grain Leather City Backpack',
      description:
        'Built from 1.6 mm vegetable-tanned full-grain leather that deepens to a rich patina, with a zip-around main compartment and a padded 14-inch laptop pocket. Slim enough for a crowded train, with a sleeve on the back that slides over a suitcase handle. Condition the leather twice a year.',
      shop: SHOP,
      categories: ['laptop-backpacks'],
      tags: ['full-grain-leather', 'vegetable-tanned'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'saddlebrook-leatherworks',
      art: art('backpack', 'cognac', '#f6ece4'),
      variations: byColour([
        { color: 'cognac', price: 289, sale: 245, stock: 5 },
        { color: 'black', price: 289, stock: 7 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة ظهر للمدينة من الجلد الطبيعي كامل الحبيبات',
          description:
            'مصنوعة من جلد طبيعي كامل الحبيبات مدبوغ نباتياً بسماكة 1.6 ملم، يزداد لونه عمقاً مع الوقت، بحجرة رئيسية بسحاب محيط وجيب مبطّن لحاسوب بقياس 14 إنشاً. نحيفة بما يكفي لقطار مزدحم، وفي ظهرها شريط ينزلق على مقبض حقيبة السفر. يُرطَّب الجلد مرتين في السنة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'everyday-recycled-nylon-daypack',
      name: 'Everyday Recycled Nylon Daypack',
      description:
        'A light 18-litre daypack in ripstop nylon made from recycled fishing nets, with a water-resistant coating and a quick-access front pocket. Padded mesh back panel and a hidden passport pocket. Hand wash with mild soap and air dry.',
      shop: SHOP,
      categories: ['daypacks'],
      tags: ['water-resistant', 'bag-bestseller'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'northtrail-canvas',
      art: art('backpack', 'black', '#eceff1'),
      variations: byColour([
        { color: 'black', price: 79, stock: 32 },
        { color: 'grey', price: 79, stock: 18 },
        { color: 'red', price: 79, sale: 59, stock: 11 },
        { color: 'navy', price: 79, stock: 0 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة ظهر يومية من النايلون المعاد تدويره',
          description:
            'حقيبة ظهر يومية خفيفة بسعة 18 لتراً من نايلون ريب ستوب مصنوع من شباك صيد معاد تدويرها، بطبقة مقاومة للماء وجيب أمامي سريع الوصول. لوح خلفي مبطّن من الشبك وجيب مخفي لجواز السفر. تُغسل يدوياً بصابون لطيف وتُجفَّف في الهواء.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'commuter-laptop-backpack-16',
      name: '16-Inch Commuter Laptop Backpack',
      description:
        'A clamshell backpack that opens flat for airport security, with a suspended sleeve for laptops up to 16 inches and a separate tablet pocket. An organiser panel holds cables and chargers, and there is a bottle pocket on each side. Spot clean the coated polyester with a damp cloth.',
      shop: SHOP,
      categories: ['laptop-backpacks'],
      tags: ['water-resistant'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'northtrail-canvas',
      art: art('backpack', 'grey', '#eef1f4', 2),
      variations: byColour([
        { color: 'grey', price: 129, stock: 16 },
        { color: 'black', price: 129, stock: 22 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة ظهر للتنقل اليومي لحاسوب 16 إنشاً',
          description:
            'حقيبة ظهر تنفتح بالكامل كالصدفة لتسهيل التفتيش في المطار، بجيب معلّق لأجهزة الحاسوب حتى 16 إنشاً وجيب مستقل للجهاز اللوحي. لوح تنظيم يحفظ الكابلات والشواحن، وجيب لقارورة الماء على كل جانب. يُنظَّف البوليستر المطلي موضعياً بقطعة قماش رطبة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'mini-canvas-backpack',
      name: 'Mini Canvas Backpack',
      description:
        'A compact 8-litre backpack in washed cotton canvas, sized for children or for days when you carry little more than a book and a water bottle. Adjustable padded straps and a chest clip. Machine wash cold in a laundry bag.',
      shop: SHOP,
      categories: ['daypacks'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'northtrail-canvas',
      art: art('backpack', 'mustard', '#f7f3e8'),
      variations: byColour([
        { color: 'mustard', price: 49, stock: 12 },
        { color: 'pink', price: 49, stock: 8 },
        { color: 'navy', price: 49, stock: 15 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة ظهر صغيرة من القماش',
          description:
            'حقيبة ظهر صغيرة بسعة 8 لترات من قماش قطني مغسول، بحجم يناسب الأطفال أو الأيام التي لا تحمل فيها أكثر من كتاب وقارورة ماء. أحزمة مبطّنة قابلة للتعديل ومشبك عند الصدر. تُغسل في الغسالة بماء بارد داخل كيس غسيل.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Totes & shoppers ———
    {
      slug: 'heavy-canvas-market-tote',
      name: 'Heavy Canvas Market Tote',
      description:
        "A sturdy 16 oz cotton canvas tote with a flat base, long shoulder handles and an inner zip pocket. It holds a full week's groceries without losing its shape. Machine wash cold; it softens and creases with use.",
      shop: SHOP,
      categories: ['everyday-totes'],
      tags: ['bag-bestseller'],
      unit: '1 pc',
      price: 38,
      quantity: 90,
      manufacturer: 'northtrail-canvas',
      art: art('tote', 'beige', '#f3efe6'),
      i18n: {
        ar: {
          name: 'حقيبة تسوق متينة من القماش الثقيل',
          description:
            'حقيبة من قماش قطني متين بوزن 16 أونصة بقاعدة مسطحة ومقابض طويلة للكتف وجيب داخلي بسحاب. تتسع لمشتريات أسبوع كامل دون أن تفقد شكلها. تُغسل في الغسالة بماء بارد، وتزداد ليونة وتجعّداً مع الاستعمال.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'structured-leather-work-tote',
      name: 'Structured Leather Work Tote',
      description:
        'A structured tote in pebbled full-grain leather with a magnetic closure, a padded laptop divider and room for A4 files. The handles are hand-stitched with waxed linen thread. Keep it out of prolonged rain and condition the leather every few months.',
      shop: SHOP,
      categories: ['leather-totes'],
      tags: ['full-grain-leather'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      featured: true,
      manufacturer: 'saddlebrook-leatherworks',
      art: art('tote', 'tan', '#f6f1ea'),
      gallery: [art('tote', 'black', '#eceff1', 2)],
      variations: byColour([
        { color: 'tan', price: 235, stock: 6 },
        { color: 'black', price: 235, stock: 9 },
        { color: 'burgundy', price: 245, stock: 3 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة عمل جلدية متماسكة الشكل',
          description:
            'حقيبة حمل متماسكة من جلد طبيعي كامل الحبيبات بملمس محبّب، بإغلاق مغناطيسي وفاصل مبطّن للحاسوب المحمول ومتسع لملفات بحجم A4. المقابض مخيطة يدوياً بخيط كتان مشمّع. تُبعد عن المطر لفترات طويلة ويُرطَّب جلدها كل بضعة أشهر.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'zip-top-nylon-tote',
      name: 'Zip-Top Nylon Tote',
      description:
        'A lightweight tote in a dense, water-resistant nylon twill with a full zip top and leather-trimmed handles. It folds flat into a suitcase as a spare bag. Wipe clean with a damp cloth.',
      shop: SHOP,
      categories: ['everyday-totes'],
      tags: ['water-resistant'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'northtrail-canvas',
      art: art('tote', 'black', '#eceff1', 2),
      variations: byColour([
        { color: 'black', price: 89, sale: 69, stock: 20 },
        { color: 'navy', price: 89, stock: 13 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة حمل من النايلون بسحاب علوي',
          description:
            'حقيبة خفيفة من تويل النايلون الكثيف المقاوم للماء، بسحاب علوي كامل ومقابض مزيّنة بالجلد. تُطوى مسطّحة داخل حقيبة السفر لتكون حقيبة احتياطية. تُمسح بقطعة قماش رطبة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'striped-canvas-beach-tote',
      name: 'Striped Canvas Beach Tote',
      description:
        'An oversized beach tote in striped recycled cotton canvas with rope handles and a waterproof inner pocket for a phone and keys. Sand brushes off easily. Machine wash cold.',
      shop: SHOP,
      categories: ['everyday-totes'],
      unit: '1 pc',
      price: 42,
      salePrice: 34,
      quantity: 35,
      manufacturer: 'northtrail-canvas',
      art: art('tote', 'navy', '#fdf6e9', 3),
      i18n: {
        ar: {
          name: 'حقيبة شاطئ مخططة من القماش',
          description:
            'حقيبة شاطئ كبيرة من قماش قطني مخطط معاد تدويره، بمقابض من الحبال وجيب داخلي مقاوم للماء للهاتف والمفاتيح. يُنفض عنها الرمل بسهولة. تُغسل في الغسالة بماء بارد.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'hand-woven-leather-shopper',
      name: 'Hand-Woven Leather Shopper',
      description:
        'Strips of soft vegetable-tanned leather are hand-woven in our Al Quoz workshop into a roomy, open shopper with a detachable zip pouch. Each bag takes a day to weave, so small variations are part of its character. Store it stuffed with paper to keep its shape.',
      shop: SHOP,
      categories: ['leather-totes'],
      tags: ['handmade-in-dubai', 'vegetable-tanned'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'atelier-nour',
      art: art('tote', 'tan', '#fff8ef', 3),
      variations: byColour([
        { color: 'tan', price: 198, stock: 4 },
        { color: 'brown', price: 198, stock: 2 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة تسوق جلدية منسوجة يدوياً',
          description:
            'شرائط من جلد ناعم مدبوغ نباتياً تُنسج يدوياً في ورشتنا في القوز لتصبح حقيبة تسوق واسعة مفتوحة مع جراب بسحاب قابل للفصل. يستغرق نسج كل حقيبة يوماً كاملاً، لذا فالفروق الصغيرة بينها جزء من طابعها. تُحفظ محشوة بالورق لتحافظ على شكلها.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Handbags ———
    {
      slug: 'half-moon-crossbody-bag',
      name: 'Half-Moon Crossbody Bag',
      description:
        'A neat half-moon bag in smooth full-grain leather with an adjustable webbing strap and a single zip compartment that fits a phone, a card holder and keys. The edges are hand-painted and burnished. Wipe with a dry cloth and keep away from oils.',
      shop: SHOP,
      categories: ['crossbody-bags'],
      tags: ['handmade-in-dubai', 'full-grain-leather'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'atelier-nour',
      art: art('handbag', 'cognac', '#f6ece4'),
      gallery: [art('handbag', 'black', '#efebe9', 2)],
      variations: byColour([
        { color: 'cognac', price: 165, stock: 8 },
        { color: 'black', price: 165, stock: 11 },
        { color: 'burgundy', price: 165, sale: 129, stock: 4 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة كروس على شكل نصف قمر',
          description:
            'حقيبة أنيقة على شكل نصف قمر من جلد طبيعي أملس كامل الحبيبات، بحزام قماشي قابل للتعديل وحجرة واحدة بسحاب تتسع للهاتف وحافظة البطاقات والمفاتيح. حوافها مطلية يدوياً ومصقولة. تُمسح بقطعة قماش جافة وتُبعد عن الزيوت.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'top-handle-leather-satchel',
      name: 'Top-Handle Leather Satchel',
      description:
        'A classic satchel with a rolled top handle, a detachable shoulder strap and twin buckled straps over a magnetic flap. Inside are two open pockets and a zip pocket, lined in cotton twill. Condition the leather twice a year and store the bag in the dust bag provided.',
      shop: SHOP,
      categories: ['top-handle-bags'],
      tags: ['full-grain-leather'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'saddlebrook-leatherworks',
      art: art('handbag', 'tan', '#f6f1ea', 3),
      gallery: [art('handbag', 'green', '#eef3ec', 2)],
      variations: byColour([
        { color: 'tan', price: 265, stock: 5 },
        { color: 'black', price: 265, stock: 6 },
        { color: 'green', price: 275, stock: 2 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة ساتشل جلدية بمقبض علوي',
          description:
            'حقيبة ساتشل كلاسيكية بمقبض علوي ملفوف وحزام كتف قابل للفصل وحزامين بإبزيمين فوق غطاء مغناطيسي. في داخلها جيبان مفتوحان وجيب بسحاب، مع بطانة من تويل القطن. يُرطَّب الجلد مرتين في السنة وتُحفظ الحقيبة في كيس الغبار المرفق.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'slouchy-suede-hobo-bag',
      name: 'Slouchy Suede Hobo Bag',
      description:
        "A soft, unlined hobo in split suede that slouches beautifully against the body, with a wide shoulder strap and a zip-top closure. Roomy enough for a day's essentials and a scarf. Brush with a suede brush and treat with a suede protector before first use.",
      shop: SHOP,
      categories: ['shoulder-bags'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'saddlebrook-leatherworks',
      art: art('handbag', 'brown', '#f3ece6', 2),
      variations: byColour([
        { color: 'brown', price: 178, stock: 0 },
        { color: 'beige', price: 178, stock: 0 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة هوبو مرنة من جلد الشمواه',
          description:
            'حقيبة هوبو ناعمة غير مبطّنة من جلد الشمواه، تنسدل بجمال على الجسم، بحزام كتف عريض وإغلاق علوي بسحاب. تتسع لمستلزمات اليوم ووشاح. تُنظَّف بفرشاة الشمواه وتُعالَج بواقٍ مخصّص قبل أول استعمال.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'quilted-chain-shoulder-bag',
      name: 'Quilted Chain Shoulder Bag',
      description:
        'A small shoulder bag in diamond-quilted nappa leather with a leather-threaded chain strap that can be worn long or doubled. The turn-lock flap opens onto two compartments. Store it flat in its dust bag, away from direct sunlight.',
      shop: SHOP,
      categories: ['shoulder-bags'],
      tags: ['handmade-in-dubai'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'atelier-nour',
      art: art('handbag', 'black', '#f3eef0'),
      variations: byColour([
        { color: 'black', price: 145, stock: 10 },
        { color: 'beige', price: 145, sale: 115, stock: 6 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة كتف مبطّنة بحزام سلسلة',
          description:
            'حقيبة كتف صغيرة من جلد النابا المبطّن بنقشة المعيّنات، بحزام سلسلة يتخلله شريط جلدي يمكن حمله طويلاً أو مضاعفاً. يفتح غطاؤها ذو القفل الدوّار على حجرتين. تُحفظ مسطّحة في كيس الغبار الخاص بها بعيداً عن أشعة الشمس المباشرة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'convertible-nylon-belt-bag',
      name: 'Convertible Nylon Belt Bag',
      description:
        'A compact belt bag in water-resistant recycled nylon that you can wear around the waist or across the chest. Two zip pockets and a key clip keep the essentials sorted. Wipe clean with a damp cloth.',
      shop: SHOP,
      categories: ['crossbody-bags'],
      tags: ['water-resistant'],
      unit: '1 pc',
      price: 58,
      quantity: 40,
      manufacturer: 'northtrail-canvas',
      art: art('handbag', 'black', '#e9eef0', 4),
      i18n: {
        ar: {
          name: 'حقيبة خصر قابلة للتحويل من النايلون',
          description:
            'حقيبة خصر صغيرة من نايلون معاد تدويره مقاوم للماء، تُلبس حول الخصر أو مائلة على الصدر. جيبان بسحاب ومشبك للمفاتيح ينظّمان الأغراض الأساسية. تُمسح بقطعة قماش رطبة.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Travel ———
    {
      slug: 'hardshell-carry-on-spinner',
      name: 'Hardshell Carry-On Spinner',
      description:
        'A 55 × 40 × 23 cm carry-on in a polycarbonate shell that flexes under impact instead of cracking, on four double spinner wheels. Built-in combination lock and a compression panel inside. Wipe the shell with warm, soapy water.',
      shop: SHOP,
      categories: ['suitcases'],
      tags: ['carry-on-size'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      featured: true,
      manufacturer: 'dunewood-travel',
      art: art('suitcase', 'navy', '#e8eaf6'),
      gallery: [art('suitcase', 'green', '#eef3ec', 2)],
      variations: byColour([
        { color: 'navy', price: 295, stock: 12 },
        { color: 'black', price: 295, stock: 18 },
        { color: 'grey', price: 295, stock: 7 },
        { color: 'green', price: 295, stock: 4 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة مقصورة صلبة بعجلات دوّارة',
          description:
            'حقيبة مقصورة بقياس 55 × 40 × 23 سم بهيكل من البولي كربونات ينثني عند الصدمات بدلاً من أن يتشقق، على أربع عجلات دوّارة مزدوجة. قفل أرقام مدمج ولوح ضغط في الداخل. يُمسح الهيكل بماء دافئ وصابون.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'large-hardshell-check-in-spinner',
      name: 'Large Hardshell Check-In Spinner',
      description:
        'A 75 cm check-in case with an expansion zip that adds 4 cm of packing space for the trip home. It shares the impact-resistant polycarbonate shell, telescopic handle and near-silent spinner wheels of our carry-on, and weighs 4.3 kg empty. Wipe clean with warm, soapy water.',
      shop: SHOP,
      categories: ['suitcases'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'dunewood-travel',
      art: art('suitcase', 'black', '#eceff1', 2),
      variations: byColour([
        { color: 'black', price: 365, stock: 9 },
        { color: 'grey', price: 365, sale: 299, stock: 5 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة سفر كبيرة صلبة للشحن',
          description:
            'حقيبة شحن بطول 75 سم بسحاب توسعة يضيف 4 سم من المساحة لرحلة العودة. تشترك مع حقيبة المقصورة لدينا في هيكل البولي كربونات المقاوم للصدمات والمقبض المتداخل والعجلات الدوّارة شبه الصامتة، ويبلغ وزنها فارغة 4.3 كغ. تُمسح بماء دافئ وصابون.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'waxed-canvas-weekender-duffel',
      name: 'Waxed Canvas Weekender Duffel',
      description:
        'A 45-litre weekender in waxed cotton canvas with leather handles, a detachable padded shoulder strap and a zipped shoe compartment at one end. It meets most airline cabin limits. Re-wax when the canvas starts to look dry.',
      shop: SHOP,
      categories: ['duffel-bags'],
      tags: ['water-resistant', 'carry-on-size'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'northtrail-canvas',
      art: art('duffel', 'olive', '#f4f6e8'),
      gallery: [art('duffel', 'brown', '#efebe9', 2)],
      variations: byColour([
        { color: 'olive', price: 168, stock: 10 },
        { color: 'brown', price: 168, stock: 6 },
        { color: 'navy', price: 168, stock: 0 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة دافل لعطلة نهاية الأسبوع من القماش المشمّع',
          description:
            'حقيبة لعطلة نهاية الأسبوع بسعة 45 لتراً من قماش قطني مشمّع بمقابض جلدية وحزام كتف مبطّن قابل للفصل وحجرة للأحذية بسحاب في أحد طرفيها. تتوافق مع قيود معظم شركات الطيران للأمتعة المحمولة. يُعاد تشميعها عندما يبدو القماش جافاً.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'leather-weekender-duffel',
      name: 'Leather Weekender Duffel',
      description:
        'An heirloom duffel in 2 mm vegetable-tanned full-grain leather with solid brass hardware and a cotton canvas lining. Each one is cut and stitched by a single craftsperson, and the next batch is in the workshop now. Condition the leather twice a year.',
      shop: SHOP,
      categories: ['duffel-bags'],
      tags: ['full-grain-leather', 'vegetable-tanned'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'saddlebrook-leatherworks',
      art: art('duffel', 'cognac', '#f6ece4'),
      variations: byColour([
        { color: 'cognac', price: 395, stock: 0 },
        { color: 'brown', price: 395, stock: 0 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة دافل جلدية لعطلة نهاية الأسبوع',
          description:
            'حقيبة دافل متينة تدوم لأجيال من جلد طبيعي كامل الحبيبات مدبوغ نباتياً بسماكة 2 ملم، بتجهيزات من النحاس الأصفر الصلب وبطانة من القماش القطني. يقصّ كل حقيبة ويخيطها حِرفيّ واحد، والدفعة التالية قيد التصنيع في الورشة الآن. يُرطَّب الجلد مرتين في السنة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'packable-ripstop-travel-duffel',
      name: 'Packable Ripstop Travel Duffel',
      description:
        'A 35-litre duffel in ripstop nylon that folds into its own pocket, ready for souvenirs or a last-minute gym session. Two-way zip and grab handles at both ends. Hand wash and air dry.',
      shop: SHOP,
      categories: ['duffel-bags'],
      unit: '1 pc',
      price: 45,
      quantity: 0,
      manufacturer: 'dunewood-travel',
      art: art('duffel', 'black', '#e9eef0', 3),
      i18n: {
        ar: {
          name: 'حقيبة دافل للسفر قابلة للطي',
          description:
            'حقيبة دافل بسعة 35 لتراً من نايلون ريب ستوب تُطوى داخل جيبها الخاص، جاهزة للتذكارات أو لحصة رياضية في اللحظة الأخيرة. سحاب باتجاهين ومقابض للإمساك في الطرفين. تُغسل يدوياً وتُجفَّف في الهواء.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Small leather goods ———
    {
      slug: 'bifold-leather-wallet',
      name: 'Bifold Leather Wallet',
      description:
        'A slim bifold in vegetable-tanned full-grain leather with six card slots, two hidden pockets and a full-length note compartment. It is saddle-stitched by hand, so the seams will not unravel. The leather softens and takes on a patina with daily use.',
      shop: SHOP,
      categories: ['wallets-card-holders'],
      tags: ['bag-bestseller', 'full-grain-leather', 'vegetable-tanned'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'saddlebrook-leatherworks',
      art: art('wallet', 'brown', '#f3ece6'),
      gallery: [art('wallet', 'black', '#eceff1', 2)],
      variations: byColour([
        { color: 'brown', price: 75, sale: 59, stock: 25 },
        { color: 'black', price: 75, stock: 30 },
        { color: 'tan', price: 75, sale: 59, stock: 14 },
      ]),
      i18n: {
        ar: {
          name: 'محفظة جلدية قابلة للطي',
          description:
            'محفظة نحيفة قابلة للطي من جلد طبيعي كامل الحبيبات مدبوغ نباتياً، بست فتحات للبطاقات وجيبين مخفيين وحجرة للأوراق النقدية بطولها الكامل. مخيطة يدوياً بغرزة السرج فلا تنفك درزاتها. يلين جلدها ويكتسب لمعة عتيقة مع الاستعمال اليومي.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'slim-leather-card-holder',
      name: 'Slim Leather Card Holder',
      description:
        'Four card slots and a central pocket for folded notes, in a case barely 5 mm thick. It is cut from offcuts of our full-grain leather, so no part of the hide goes to waste. Wipe with a dry cloth.',
      shop: SHOP,
      categories: ['wallets-card-holders'],
      tags: ['full-grain-leather'],
      unit: '1 pc',
      price: 35,
      quantity: 80,
      manufacturer: 'saddlebrook-leatherworks',
      art: art('wallet', 'cognac', '#f6ece4', 3),
      i18n: {
        ar: {
          name: 'حافظة بطاقات جلدية نحيفة',
          description:
            'أربع فتحات للبطاقات وجيب أوسط للأوراق النقدية المطوية في حافظة لا تتجاوز سماكتها 5 ملم. مقصوصة من بقايا جلودنا الطبيعية كاملة الحبيبات، فلا يُهدر أي جزء من الجلد. تُمسح بقطعة قماش جافة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'zip-around-leather-wallet',
      name: 'Zip-Around Leather Wallet',
      description:
        'A zip-around wallet in soft grained leather with twelve card slots, a zipped coin pocket and room for a phone. The smooth metal zip runs all the way round, so nothing slips out. Condition it now and then with a neutral cream.',
      shop: SHOP,
      categories: ['wallets-card-holders'],
      tags: ['handmade-in-dubai'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'atelier-nour',
      art: art('wallet', 'burgundy', '#f8ecef', 2),
      variations: byColour([
        { color: 'burgundy', price: 95, stock: 9 },
        { color: 'black', price: 95, stock: 15 },
        { color: 'beige', price: 95, stock: 0 },
      ]),
      i18n: {
        ar: {
          name: 'محفظة جلدية بسحاب محيط',
          description:
            'محفظة بسحاب محيط من جلد ناعم محبّب الملمس، باثنتي عشرة فتحة للبطاقات وجيب للعملات المعدنية بسحاب ومتسع للهاتف. يمتد السحاب المعدني الأملس حول المحفظة كلها فلا يسقط منها شيء. يُرطَّب جلدها من حين إلى آخر بكريم عديم اللون.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'envelope-leather-clutch',
      name: 'Envelope Leather Clutch',
      description:
        'An envelope clutch in smooth calf leather with a magnetic flap and a slip pocket inside for cards. It is large enough for a phone, keys and a lipstick, and comes with an optional wrist strap. Store it in its dust bag, away from damp.',
      shop: SHOP,
      categories: ['clutches'],
      tags: ['handmade-in-dubai'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'atelier-nour',
      art: art('clutch', 'black', '#f3eef0'),
      gallery: [art('clutch', 'cognac', '#f6ece4', 2)],
      variations: byColour([
        { color: 'black', price: 120, stock: 12 },
        { color: 'cognac', price: 120, stock: 7 },
      ]),
      i18n: {
        ar: {
          name: 'حقيبة كلاتش جلدية على شكل ظرف',
          description:
            'حقيبة كلاتش على شكل ظرف من جلد العجل الأملس، بغطاء مغناطيسي وجيب داخلي للبطاقات. تتسع للهاتف والمفاتيح وأحمر الشفاه، ويرافقها حزام معصم اختياري. تُحفظ في كيس الغبار الخاص بها بعيداً عن الرطوبة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'beaded-evening-clutch',
      name: 'Beaded Evening Clutch',
      description:
        'A hard-frame evening clutch hand-embroidered with glass beads in a palm-frond pattern. Coming with the winter occasion collection.',
      shop: SHOP,
      categories: ['clutches'],
      tags: ['handmade-in-dubai'],
      unit: '1 pc',
      price: 145,
      quantity: 6,
      status: 'draft',
      manufacturer: 'atelier-nour',
      art: art('clutch', 'beige', '#f5f3ef', 3),
      i18n: {
        ar: {
          name: 'حقيبة سهرة مطرّزة بالخرز',
          description:
            'حقيبة كلاتش للسهرة بإطار صلب، مطرّزة يدوياً بالخرز الزجاجي بنقشة سعف النخيل. تصل مع تشكيلة المناسبات الشتوية.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'leather-passport-wallet',
      name: 'Leather Passport Wallet',
      description: 'A travel wallet that holds a passport, a boarding pass, cards and a pen. Launching next month.',
      shop: SHOP,
      categories: ['wallets-card-holders'],
      unit: '1 pc',
      price: 48,
      quantity: 25,
      status: 'draft',
      manufacturer: 'saddlebrook-leatherworks',
      art: art('wallet', 'tan', '#f6f1ea', 4),
      i18n: {
        ar: {
          name: 'محفظة جلدية لجواز السفر',
          description: 'محفظة سفر تتسع لجواز السفر وبطاقة الصعود إلى الطائرة والبطاقات وقلم. تُطرح الشهر المقبل.',
          unit: PIECE_AR,
        },
      },
    },
  ],
};
