import type { ArtSpec, Motif } from '../../art-spec';
import type { SeedTypeCatalogue, SeedVariation } from '../../seed/types';
import { seedAttributes } from '../attributes';

const SHOP = 'thread-and-needle';

/** The swatch of a `color` attribute value, so a product picture shows the colour of its default variation. */
function swatch(color: string): string {
  const value = seedAttributes.find((a) => a.slug === 'color')?.values.find((v) => v.slug === color);
  if (!value?.meta) throw new Error(`clothing seed: unknown colour "${color}"`);
  return value.meta;
}

/** A product picture: the garment in one of the attribute colours on a soft background. */
function art(motif: Motif, color: string, background = '#f4f1ec', variant?: number): ArtSpec {
  return variant
    ? { motif, colors: [swatch(color), background], variant }
    : { motif, colors: [swatch(color), background] };
}

type Size = 'xs' | 's' | 'm' | 'l' | 'xl';
const ALL_SIZES: Size[] = ['xs', 's', 'm', 'l', 'xl'];

/** One colour of a garment across its sizes. */
interface ColourRun {
  color: string;
  /** One price for every size, or one price per size in the order of the sizes offered. */
  price: number | number[];
  /** Sale price for the sizes in `saleOn`, or for every size when `saleOn` is absent. */
  sale?: number;
  saleOn?: Size[];
  /** Units in stock per size, in the order of the sizes offered; 0 means that size is sold out. */
  stock: number[];
}

/** Expands colour runs into one variation per colour and size. */
function bySize(runs: ColourRun[], sizes: Size[] = ALL_SIZES): SeedVariation[] {
  return runs.flatMap((run) => {
    if (run.stock.length !== sizes.length || (Array.isArray(run.price) && run.price.length !== sizes.length)) {
      throw new Error(`clothing seed: ${run.color} needs one stock figure (and price) per size`);
    }
    return sizes.map((size, i): SeedVariation => {
      const price = Array.isArray(run.price) ? run.price[i]! : run.price;
      const onSale = run.sale !== undefined && (!run.saleOn || run.saleOn.includes(size));
      return {
        options: { color: run.color, size },
        price,
        ...(onSale ? { salePrice: run.sale } : {}),
        quantity: run.stock[i]!,
      };
    });
  });
}

const PIECE_AR = 'قطعة واحدة';

export const clothingCatalogue: SeedTypeCatalogue = {
  type: 'clothing',
  categories: [
    {
      slug: 'clothing-tops',
      name: 'Tops',
      icon: 'Shirt',
      details: 'Tees, shirts and sweatshirts for every day.',
      art: { motif: 't-shirt', colors: ['#1a237e', '#e8eaf6'] },
      i18n: { ar: { name: 'البلوزات والقمصان', details: 'تيشيرتات وقمصان وكنزات رياضية لكل يوم.' } },
      children: [
        { slug: 't-shirts', name: 'T-Shirts', art: { motif: 't-shirt' }, i18n: { ar: { name: 'تيشيرتات' } } },
        {
          slug: 'shirts-blouses',
          name: 'Shirts & Blouses',
          art: { motif: 'shirt' },
          i18n: { ar: { name: 'قمصان وبلوزات' } },
        },
        {
          slug: 'sweatshirts-hoodies',
          name: 'Sweatshirts & Hoodies',
          art: { motif: 'hoodie' },
          i18n: { ar: { name: 'كنزات رياضية وسترات بقلنسوة' } },
        },
      ],
    },
    {
      slug: 'knitwear',
      name: 'Knitwear',
      icon: 'Sweater',
      details: 'Sweaters and cardigans in merino, lambswool and cotton.',
      art: { motif: 'sweater', colors: ['#7b1f3a', '#fbe9e7'] },
      i18n: { ar: { name: 'الملابس المحبوكة', details: 'كنزات وكارديغانات من صوف الميرينو وصوف الحملان والقطن.' } },
      children: [
        { slug: 'sweaters', name: 'Sweaters', art: { motif: 'sweater' }, i18n: { ar: { name: 'كنزات صوفية' } } },
        { slug: 'cardigans', name: 'Cardigans', art: { motif: 'sweater' }, i18n: { ar: { name: 'كارديغانات' } } },
      ],
    },
    {
      slug: 'denim',
      name: 'Denim',
      icon: 'Jeans',
      details: 'Jeans, shorts and jackets in selvedge and recycled denim.',
      art: { motif: 'jeans', colors: ['#283c63', '#e3f2fd'] },
      i18n: { ar: { name: 'الدنيم', details: 'جينز وشورتات وسترات من دنيم السلفدج والدنيم المعاد تدويره.' } },
      children: [
        { slug: 'jeans', name: 'Jeans', art: { motif: 'jeans' }, i18n: { ar: { name: 'بناطيل جينز' } } },
        { slug: 'denim-shorts', name: 'Denim Shorts', art: { motif: 'shorts' }, i18n: { ar: { name: 'شورتات جينز' } } },
        {
          slug: 'denim-jackets',
          name: 'Denim Jackets',
          art: { motif: 'jacket' },
          i18n: { ar: { name: 'سترات جينز' } },
        },
      ],
    },
    {
      slug: 'dresses-skirts',
      name: 'Dresses & Skirts',
      icon: 'Dress',
      details: 'Wrap, jersey and maxi dresses, and skirts for every season.',
      art: { motif: 'dress', colors: ['#827717', '#f9fbe7'] },
      i18n: {
        ar: { name: 'فساتين وتنانير', details: 'فساتين ملفوفة وفساتين من الجيرسي وفساتين ماكسي، وتنانير لكل المواسم.' },
      },
      children: [
        { slug: 'dresses', name: 'Dresses', art: { motif: 'dress' }, i18n: { ar: { name: 'فساتين' } } },
        { slug: 'skirts', name: 'Skirts', art: { motif: 'skirt' }, i18n: { ar: { name: 'تنانير' } } },
      ],
    },
    {
      slug: 'outerwear',
      name: 'Outerwear',
      icon: 'Jacket',
      details: 'Coats and jackets for rain, wind and cold.',
      art: { motif: 'jacket', colors: ['#5d4037', '#efebe9'] },
      i18n: { ar: { name: 'الملابس الخارجية', details: 'معاطف وسترات للمطر والرياح والبرد.' } },
      children: [
        { slug: 'jackets', name: 'Jackets', art: { motif: 'jacket' }, i18n: { ar: { name: 'سترات' } } },
        { slug: 'coats', name: 'Coats', art: { motif: 'jacket', variant: 2 }, i18n: { ar: { name: 'معاطف' } } },
      ],
    },
    {
      slug: 'activewear',
      name: 'Activewear',
      icon: 'Running',
      details: 'Technical layers for running and training.',
      art: { motif: 'shorts', colors: ['#c62828', '#ffebee'] },
      i18n: { ar: { name: 'الملابس الرياضية', details: 'طبقات تقنية للجري والتدريب.' } },
      children: [
        {
          slug: 'training-tops',
          name: 'Training Tops',
          art: { motif: 't-shirt', variant: 2 },
          i18n: { ar: { name: 'بلوزات التدريب' } },
        },
        {
          slug: 'running-shorts',
          name: 'Running Shorts',
          art: { motif: 'shorts' },
          i18n: { ar: { name: 'شورتات الجري' } },
        },
      ],
    },
    {
      slug: 'clothing-accessories',
      name: 'Accessories',
      icon: 'Accessories',
      details: 'Socks, scarves and hats to finish an outfit.',
      art: { motif: 'scarf', colors: ['#c62828', '#fff3e0'] },
      i18n: { ar: { name: 'الإكسسوارات', details: 'جوارب وأوشحة وقبعات تكمل إطلالتك.' } },
      children: [
        { slug: 'socks', name: 'Socks', art: { motif: 'socks' }, i18n: { ar: { name: 'جوارب' } } },
        { slug: 'scarves', name: 'Scarves', art: { motif: 'scarf' }, i18n: { ar: { name: 'أوشحة' } } },
        { slug: 'hats-caps', name: 'Hats & Caps', art: { motif: 'cap' }, i18n: { ar: { name: 'قبعات' } } },
      ],
    },
  ],
  tags: [
    {
      slug: 'organic-cotton',
      name: 'Organic Cotton',
      details: 'Grown without synthetic pesticides or fertilisers and certified from field to finished garment.',
      i18n: {
        ar: { name: 'قطن عضوي', details: 'قطن يُزرع دون مبيدات أو أسمدة صناعية، ومعتمد من الحقل حتى القطعة النهائية.' },
      },
    },
    {
      slug: 'recycled-fibres',
      name: 'Recycled Fibres',
      details: 'Made with recycled cotton, polyester or nylon.',
      i18n: { ar: { name: 'ألياف معاد تدويرها', details: 'مصنوع من القطن أو البوليستر أو النايلون المعاد تدويره.' } },
    },
    {
      slug: 'clothing-bestseller',
      name: 'Bestseller',
      details: 'The pieces our customers reorder most.',
      i18n: { ar: { name: 'الأكثر مبيعاً', details: 'القطع التي يعيد عملاؤنا طلبها أكثر من غيرها.' } },
    },
    {
      slug: 'new-season',
      name: 'New Season',
      details: 'Just arrived for this season.',
      i18n: { ar: { name: 'الموسم الجديد', details: 'وصلت حديثاً لهذا الموسم.' } },
    },
    {
      slug: 'limited-edition-apparel',
      name: 'Limited Edition',
      details: 'Made once, in a single small batch.',
      i18n: { ar: { name: 'إصدار محدود', details: 'يُصنع مرة واحدة بدفعة صغيرة واحدة.' } },
    },
    {
      slug: 'made-in-nyc',
      name: 'Made in New York',
      details: "Cut and sewn in Manhattan's Garment District.",
      i18n: { ar: { name: 'صُنع في نيويورك', details: 'قُصّ وخيط في حي الأزياء في مانهاتن.' } },
    },
    {
      slug: 'wardrobe-staple',
      name: 'Wardrobe Staple',
      details: 'Basics that go with everything.',
      i18n: { ar: { name: 'قطعة أساسية', details: 'قطع أساسية تتناسب مع كل شيء.' } },
    },
    {
      slug: 'merino-wool',
      name: 'Merino Wool',
      details: 'Fine, soft wool that helps regulate body temperature.',
      i18n: { ar: { name: 'صوف الميرينو', details: 'صوف ناعم ورقيق يساعد على تنظيم حرارة الجسم.' } },
    },
  ],
  manufacturers: [
    {
      slug: 'harbourline-basics',
      name: 'Harbourline Basics',
      concern: 'atlas-apparel-group',
      description:
        'Everyday tees, shirts and sweatshirts in organic and recycled cotton, cut in small runs in New York.',
      website: 'https://harbourline.example',
      art: { motif: 'logo', label: 'HB', colors: ['#1a237e', '#e8eaf6'] },
      i18n: {
        ar: {
          name: 'هاربرلاين بيسكس',
          description:
            'تيشيرتات وقمصان وكنزات رياضية يومية من القطن العضوي والمعاد تدويره، تُقص بكميات صغيرة في نيويورك.',
        },
      },
    },
    {
      slug: 'indigo-ridge-denim',
      name: 'Indigo Ridge Denim',
      concern: 'atlas-apparel-group',
      description: 'Denim specialists working with selvedge and recycled denim from small family mills.',
      website: 'https://indigoridge.example',
      art: { motif: 'logo', label: 'IR', colors: ['#283c63', '#e3f2fd'] },
      i18n: {
        ar: {
          name: 'إنديغو ريدج للدنيم',
          description: 'متخصصون في الدنيم يعملون بدنيم السلفدج والدنيم المعاد تدويره من مصانع نسيج عائلية صغيرة.',
        },
      },
    },
    {
      slug: 'kestrel-and-loom',
      name: 'Kestrel & Loom',
      concern: 'atlas-apparel-group',
      description: 'Dresses, knits and outerwear in natural fibres, designed to be worn for a decade.',
      website: 'https://kestrelandloom.example',
      art: { motif: 'logo', label: 'K&L', colors: ['#827717', '#f9fbe7'] },
      i18n: {
        ar: {
          name: 'كيستريل آند لوم',
          description: 'فساتين وملابس محبوكة وملابس خارجية من الألياف الطبيعية، مصممة لتُلبس عقداً كاملاً.',
        },
      },
    },
    {
      slug: 'stridewell-active',
      name: 'Stridewell',
      concern: 'atlas-apparel-group',
      description: 'Running and training gear made from recycled performance fabrics.',
      website: 'https://stridewell.example',
      art: { motif: 'logo', label: 'SW', colors: ['#c62828', '#ffebee'] },
      i18n: { ar: { name: 'سترايدويل', description: 'ملابس جري وتدريب مصنوعة من أقمشة رياضية معاد تدويرها.' } },
    },
    {
      slug: 'fernhollow-knitting',
      name: 'Fernhollow Knitting Co.',
      description: 'A family knitting mill in Vermont making sweaters, socks and scarves from merino and lambswool.',
      website: 'https://fernhollow.example',
      art: { motif: 'logo', label: 'FK', colors: ['#7b1f3a', '#fbe9e7'] },
      i18n: {
        ar: {
          name: 'شركة فيرنهولو للحياكة',
          description: 'مصنع حياكة عائلي في ولاية فيرمونت يصنع الكنزات والجوارب والأوشحة من صوف الميرينو وصوف الحملان.',
        },
      },
    },
  ],
  products: [
    // ——— T-shirts ———
    {
      slug: 'organic-cotton-crew-tee',
      name: 'Organic Cotton Crew Tee',
      description:
        'A heavyweight crew-neck tee knitted from 200 g/m² certified organic cotton that keeps its shape wash after wash. Regular fit with a slightly dropped shoulder and a rib collar that lies flat. Machine wash cold and dry flat to avoid shrinkage.',
      shop: SHOP,
      categories: ['t-shirts'],
      tags: ['organic-cotton', 'clothing-bestseller', 'wardrobe-staple'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      featured: true,
      manufacturer: 'harbourline-basics',
      art: art('t-shirt', 'navy', '#e8eaf6'),
      gallery: [art('t-shirt', 'white', '#dde3ea', 2)],
      variations: bySize([
        { color: 'navy', price: 28, sale: 24, saleOn: ['xl'], stock: [4, 12, 15, 9, 3] },
        { color: 'white', price: 26, stock: [6, 10, 0, 8, 5] },
        { color: 'black', price: 28, stock: [3, 9, 11, 7, 0] },
      ]),
      i18n: {
        ar: {
          name: 'تيشيرت قطن عضوي برقبة دائرية',
          description:
            'تيشيرت ثقيل برقبة دائرية محبوك من قطن عضوي معتمد بوزن 200 غ/م²، يحافظ على شكله بعد كل غسلة. قَصّة عادية بكتف منخفض قليلاً وياقة مضلّعة تبقى مستوية. يُغسل في الغسالة بماء بارد ويُجفَّف مفروداً لتجنّب الانكماش.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'slub-jersey-v-neck-tee',
      name: 'Slub Jersey V-Neck Tee',
      description:
        'Cut from a lightweight slub jersey with a soft, irregular texture that drapes rather than clings. The V-neck is finished with a narrow binding and the fit is relaxed through the body. Wash at 30 °C inside out; the cotton and modal blend dries quickly on a hanger.',
      shop: SHOP,
      categories: ['t-shirts'],
      tags: ['wardrobe-staple'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'harbourline-basics',
      art: art('t-shirt', 'grey', '#eef1f4'),
      variations: bySize([
        { color: 'grey', price: 24, sale: 19, stock: [5, 8, 14, 10, 4] },
        { color: 'olive', price: 24, stock: [0, 6, 9, 7, 2] },
        { color: 'white', price: 24, stock: [7, 11, 13, 0, 3] },
      ]),
      i18n: {
        ar: {
          name: 'تيشيرت بياقة V من جيرسي محبّب',
          description:
            'مقصوص من جيرسي خفيف محبّب الملمس ينسدل بنعومة دون أن يلتصق بالجسم. ياقة على شكل V مشطّبة بحاشية رفيعة وقَصّة مريحة عند الجذع. يُغسل مقلوباً على حرارة 30 درجة، ويجف مزيج القطن والمودال سريعاً على العلّاقة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'heavyweight-pocket-tee',
      name: 'Heavyweight Pocket Tee',
      description:
        'A boxy 7-ounce cotton tee with a chest pocket and a tubular body, so there are no side seams to twist. Cut and sewn in our Garment District studio. Expect a little shrinkage on the first warm wash; tumble dry low.',
      shop: SHOP,
      categories: ['t-shirts'],
      tags: ['made-in-nyc'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'harbourline-basics',
      art: art('t-shirt', 'black', '#eceff1'),
      gallery: [art('t-shirt', 'tan', '#f3efe6', 2)],
      variations: bySize(
        [
          { color: 'black', price: 34, stock: [6, 10, 12, 8] },
          { color: 'tan', price: 34, stock: [4, 7, 0, 5] },
          { color: 'green', price: 34, stock: [3, 5, 6, 0] },
        ],
        ['s', 'm', 'l', 'xl'],
      ),
      i18n: {
        ar: {
          name: 'تيشيرت ثقيل بجيب',
          description:
            'تيشيرت قطني ثقيل بوزن 7 أونصات وقَصّة واسعة مربّعة، بجيب على الصدر وجسم أنبوبي بلا درزات جانبية فلا يلتوي. قُصّ وخيط في مشغلنا في حي الأزياء. قد ينكمش قليلاً في أول غسلة دافئة؛ يُجفَّف في المجفف على حرارة منخفضة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'breton-stripe-long-sleeve-tee',
      name: 'Breton Stripe Long-Sleeve Tee',
      description:
        'A boat-neck long-sleeve tee in a dense cotton interlock with yarn-dyed stripes that will not fade. Slim through the body, with sleeves long enough to push up. Machine wash at 30 °C with similar colours.',
      shop: SHOP,
      categories: ['t-shirts'],
      tags: ['wardrobe-staple'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'kestrel-and-loom',
      art: art('t-shirt', 'navy', '#fafafa'),
      variations: bySize([
        { color: 'navy', price: 38, stock: [5, 9, 10, 6, 2] },
        { color: 'red', price: 38, stock: [2, 6, 7, 4, 0] },
      ]),
      i18n: {
        ar: {
          name: 'تيشيرت مخطط بأكمام طويلة على طراز بريتون',
          description:
            'تيشيرت بياقة قارب وأكمام طويلة من قطن إنترلوك كثيف، بخطوط مصبوغة في الخيط نفسه فلا يبهت لونها. قَصّة ضيقة عند الجذع وأكمام طويلة بما يكفي لرفعها إلى الساعد. يُغسل في الغسالة على 30 درجة مع ألوان مشابهة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'linen-blend-relaxed-tee',
      name: 'Linen-Blend Relaxed Tee',
      description:
        'A breezy tee in a linen and cotton blend with a relaxed, slightly cropped shape. Launching with the summer collection.',
      shop: SHOP,
      categories: ['t-shirts'],
      tags: ['new-season'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      status: 'draft',
      manufacturer: 'harbourline-basics',
      art: art('t-shirt', 'beige', '#f5f3ef'),
      variations: bySize([
        { color: 'beige', price: 32, stock: [10, 10, 10, 10, 10] },
        { color: 'white', price: 32, stock: [10, 10, 10, 10, 10] },
      ]),
      i18n: {
        ar: {
          name: 'تيشيرت مريح من مزيج الكتان',
          description: 'تيشيرت منعش من مزيج الكتان والقطن بقَصّة مريحة وقصيرة قليلاً. يُطرح مع تشكيلة الصيف.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Shirts & blouses ———
    {
      slug: 'oxford-button-down-shirt',
      name: 'Oxford Button-Down Shirt',
      description:
        'Woven from a soft two-ply cotton oxford, with a button-down collar, a box pleat at the back and a curved hem that works tucked or untucked. Regular fit. Wash at 40 °C and hang to dry; it looks best slightly rumpled.',
      shop: SHOP,
      categories: ['shirts-blouses'],
      tags: ['clothing-bestseller', 'wardrobe-staple'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'harbourline-basics',
      art: art('shirt', 'white', '#dde3ea'),
      gallery: [art('shirt', 'light-blue', '#eef4fa', 2)],
      variations: bySize(
        [
          { color: 'white', price: 58, stock: [8, 14, 12, 6] },
          { color: 'light-blue', price: 58, stock: [6, 11, 0, 5] },
          { color: 'pink', price: 58, stock: [3, 4, 5, 2] },
        ],
        ['s', 'm', 'l', 'xl'],
      ),
      i18n: {
        ar: {
          name: 'قميص أكسفورد بياقة مزرّرة',
          description:
            'منسوج من قطن أكسفورد ناعم ثنائي الخيوط، بياقة مثبّتة بأزرار وثنية صندوقية في الظهر وحافة سفلية مقوّسة تناسب إدخاله في البنطال أو تركه خارجه. قَصّة عادية. يُغسل على 40 درجة ويُنشر ليجف، ويبدو في أجمل حالاته وفيه شيء من التجعّد.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'washed-linen-camp-shirt',
      name: 'Washed Linen Camp-Collar Shirt',
      description:
        'A short-sleeved shirt in pure European flax linen, garment-washed for a soft hand from the first wear. The open camp collar and straight hem make it an easy summer layer. Machine wash on a gentle cycle; iron while damp if you prefer it crisp.',
      shop: SHOP,
      categories: ['shirts-blouses'],
      tags: ['new-season'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'kestrel-and-loom',
      art: art('shirt', 'beige', '#f7f4ee'),
      variations: bySize([
        { color: 'beige', price: 64, sale: 49, stock: [3, 7, 9, 6, 2] },
        { color: 'olive', price: 64, sale: 49, stock: [2, 5, 8, 4, 0] },
        { color: 'navy', price: 64, stock: [0, 4, 6, 5, 3] },
      ]),
      i18n: {
        ar: {
          name: 'قميص كتان مغسول بياقة مفتوحة',
          description:
            'قميص بأكمام قصيرة من الكتان الأوروبي الخالص، مغسول بعد الخياطة ليكون ناعماً منذ أول ارتداء. ياقته المفتوحة وحافته المستقيمة تجعلانه طبقة صيفية سهلة. يُغسل في الغسالة على دورة لطيفة، ويُكوى وهو رطب لمن يفضّله مشدوداً.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'brushed-flannel-check-shirt',
      name: 'Brushed Flannel Check Shirt',
      description:
        'A midweight cotton flannel brushed on both sides for warmth, in a classic check. Two flap pockets, a yoke at the back and a slightly longer tail. Wash cold and line dry to keep the nap soft.',
      shop: SHOP,
      categories: ['shirts-blouses'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'harbourline-basics',
      art: art('shirt', 'red', '#f5f0eb'),
      gallery: [art('shirt', 'green', '#eef3ec', 2)],
      variations: bySize(
        [
          { color: 'red', price: 54, stock: [5, 9, 8, 4] },
          { color: 'green', price: 54, stock: [4, 6, 7, 3] },
          { color: 'grey', price: 54, stock: [0, 3, 5, 2] },
        ],
        ['s', 'm', 'l', 'xl'],
      ),
      i18n: {
        ar: {
          name: 'قميص فلانيل مصقول بنقشة المربعات',
          description:
            'قميص من فلانيل القطن متوسط الوزن، مُزغَّب من الجهتين ليمنح الدفء، بنقشة مربعات كلاسيكية. جيبان بغطاء ونير في الظهر وذيل أطول قليلاً. يُغسل بماء بارد ويُجفَّف على حبل الغسيل ليبقى وبره ناعماً.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'tie-neck-crepe-blouse',
      name: 'Tie-Neck Crepe Blouse',
      description:
        'A fluid blouse in a silk and viscose crepe with a soft tie at the neck and gathered cuffs. It falls loosely from the shoulder and tucks neatly into high-waisted trousers. Hand wash cold or dry clean.',
      shop: SHOP,
      categories: ['shirts-blouses'],
      tags: ['limited-edition-apparel'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'kestrel-and-loom',
      art: art('shirt', 'black', '#f3eef0'),
      variations: bySize(
        [
          { color: 'black', price: 78, stock: [3, 5, 4, 2] },
          { color: 'white', price: 78, stock: [2, 4, 3, 0] },
          { color: 'burgundy', price: 82, stock: [1, 3, 3, 1] },
        ],
        ['xs', 's', 'm', 'l'],
      ),
      i18n: {
        ar: {
          name: 'بلوزة كريب بربطة عند الرقبة',
          description:
            'بلوزة منسابة من كريب الحرير والفيسكوز، بربطة ناعمة عند الرقبة وأساور مجمّعة. تنسدل بارتخاء من الكتف وتدخل بأناقة في السراويل ذات الخصر العالي. تُغسل يدوياً بماء بارد أو تُنظَّف تنظيفاً جافاً.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Sweatshirts & hoodies ———
    {
      slug: 'loopback-terry-hoodie',
      name: 'Loopback Terry Hoodie',
      description:
        'A pullover hoodie in 400 g/m² loopback cotton terry, brushed only on the outside so the inside stays breathable. Double-layer hood, kangaroo pocket and ribbed cuffs with a little stretch. Wash inside out at 30 °C; do not tumble dry.',
      shop: SHOP,
      categories: ['sweatshirts-hoodies'],
      tags: ['organic-cotton', 'clothing-bestseller'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      featured: true,
      manufacturer: 'harbourline-basics',
      art: art('hoodie', 'grey', '#eef1f4'),
      gallery: [art('hoodie', 'black', '#eceff1', 2), art('hoodie', 'olive', '#f4f6e8', 3)],
      variations: bySize([
        { color: 'grey', price: 72, sale: 58, saleOn: ['s', 'm'], stock: [4, 9, 12, 8, 5] },
        { color: 'black', price: 72, stock: [3, 8, 10, 0, 4] },
        { color: 'olive', price: 72, stock: [0, 5, 6, 4, 2] },
      ]),
      i18n: {
        ar: {
          name: 'سترة بقلنسوة من تيري القطن الحلقي',
          description:
            'سترة بقلنسوة تُلبس من الرأس، من تيري القطن الحلقي بوزن 400 غ/م²، مصقولة من الخارج فقط ليبقى الداخل جيد التهوية. قلنسوة بطبقتين وجيب أمامي كبير وأساور مضلّعة مرنة قليلاً. تُغسل مقلوبة على 30 درجة ولا تُجفَّف في المجفف.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'recycled-fleece-crewneck',
      name: 'Recycled Fleece Crewneck Sweatshirt',
      description:
        'A classic crewneck sweatshirt in a fleece spun with 60% recycled cotton and polyester from post-consumer bottles. Set-in sleeves and a ribbed V-insert at the collar help it keep its shape. Machine wash cold with like colours.',
      shop: SHOP,
      categories: ['sweatshirts-hoodies'],
      tags: ['recycled-fibres'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'harbourline-basics',
      art: art('sweater', 'navy', '#e8eaf6'),
      variations: bySize([
        { color: 'navy', price: 58, stock: [3, 7, 9, 6, 4] },
        { color: 'grey', price: 58, stock: [2, 6, 8, 5, 0] },
        { color: 'burgundy', price: 58, stock: [0, 4, 5, 3, 1] },
      ]),
      i18n: {
        ar: {
          name: 'كنزة رياضية برقبة دائرية من فليس معاد تدويره',
          description:
            'كنزة رياضية كلاسيكية برقبة دائرية من قماش فليس مغزول بنسبة 60% من القطن المعاد تدويره والبوليستر المستخلص من عبوات مستعملة. أكمام مركّبة ومثلث مضلّع عند الياقة يساعدانها على الحفاظ على شكلها. تُغسل في الغسالة بماء بارد مع ألوان مماثلة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'organic-full-zip-hoodie',
      name: 'Organic Full-Zip Hoodie',
      description:
        'A zip-through hoodie in brushed organic cotton fleece with a metal two-way zip and split kangaroo pockets. Relaxed fit that layers over a tee. Wash inside out at 30 °C. Back in stock with the next batch from our cutting room.',
      shop: SHOP,
      categories: ['sweatshirts-hoodies'],
      tags: ['organic-cotton'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'harbourline-basics',
      art: art('hoodie', 'black', '#eceff1'),
      variations: bySize([
        { color: 'black', price: 78, stock: [0, 0, 0, 0, 0] },
        { color: 'navy', price: 78, stock: [0, 0, 0, 0, 0] },
      ]),
      i18n: {
        ar: {
          name: 'سترة بقلنسوة وسحاب كامل من القطن العضوي',
          description:
            'سترة بقلنسوة وسحاب كامل من فليس القطن العضوي المصقول، بسحاب معدني باتجاهين وجيبين أماميين منفصلين. قَصّة مريحة تُلبس فوق التيشيرت. تُغسل مقلوبة على 30 درجة. تعود إلى المخزون مع الدفعة التالية من غرفة القص لدينا.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Knitwear ———
    {
      slug: 'merino-crew-neck-sweater',
      name: 'Merino Crew-Neck Sweater',
      description:
        'Knitted from extra-fine 18.5-micron merino wool in a fine gauge, so it is warm without bulk and soft against bare skin. Regular fit with fully fashioned shoulders. Hand wash cold or use the wool cycle, then dry flat.',
      shop: SHOP,
      categories: ['sweaters'],
      tags: ['merino-wool'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'fernhollow-knitting',
      art: art('sweater', 'navy', '#eceff5'),
      gallery: [art('sweater', 'burgundy', '#f8ecef', 2)],
      variations: bySize([
        { color: 'navy', price: 110, stock: [3, 6, 8, 5, 2] },
        { color: 'grey', price: 110, stock: [2, 5, 0, 4, 3] },
        { color: 'burgundy', price: 110, sale: 88, stock: [1, 3, 4, 3, 1] },
        { color: 'mustard', price: 110, sale: 88, stock: [0, 2, 3, 2, 0] },
      ]),
      i18n: {
        ar: {
          name: 'كنزة صوف ميرينو برقبة دائرية',
          description:
            'محبوكة من صوف ميرينو فائق النعومة بسماكة 18.5 ميكرون وبحياكة دقيقة، فهي دافئة بلا ثقل وناعمة على البشرة مباشرة. قَصّة عادية بأكتاف محبوكة على الشكل. تُغسل يدوياً بماء بارد أو على برنامج الصوف، ثم تُجفَّف مفرودة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'cable-knit-fisherman-sweater',
      name: 'Cable-Knit Fisherman Sweater',
      description:
        'A heavy Aran-style sweater, hand-framed from rugged British wool with honeycomb and cable panels. Roomy through the body with a high crew neck. Naturally water-repellent: air it between wears and hand wash only now and then.',
      shop: SHOP,
      categories: ['sweaters'],
      tags: ['limited-edition-apparel'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'fernhollow-knitting',
      art: art('sweater', 'beige', '#f1ece2'),
      variations: bySize(
        [
          { color: 'beige', price: 148, stock: [2, 4, 3, 1] },
          { color: 'navy', price: 148, stock: [1, 3, 2, 0] },
        ],
        ['s', 'm', 'l', 'xl'],
      ),
      i18n: {
        ar: {
          name: 'كنزة صيادين محبوكة بالضفائر',
          description:
            'كنزة ثقيلة على طراز جزر آران، محبوكة على آلة يدوية من صوف بريطاني متين بألواح من نقشة خلية النحل والضفائر. واسعة عند الجذع برقبة دائرية مرتفعة. مقاومة للماء بطبيعتها: تكفي تهويتها بين مرة وأخرى وغسلها يدوياً على فترات متباعدة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'organic-cotton-rib-cardigan',
      name: 'Organic Cotton Rib Cardigan',
      description:
        'A fitted cardigan in a springy rib knit of organic cotton with horn-effect buttons. Light enough for spring evenings and easy to layer under a jacket. Machine wash on the wool cycle and reshape while damp.',
      shop: SHOP,
      categories: ['cardigans'],
      tags: ['organic-cotton'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'kestrel-and-loom',
      art: art('sweater', 'olive', '#f4f6e8'),
      gallery: [art('sweater', 'beige', '#f5f3ef', 2)],
      variations: bySize([
        { color: 'olive', price: 84, stock: [3, 6, 7, 4, 1] },
        { color: 'beige', price: 84, stock: [4, 7, 6, 0, 2] },
        { color: 'black', price: 84, stock: [2, 5, 6, 4, 2] },
      ]),
      i18n: {
        ar: {
          name: 'كارديغان مضلّع من القطن العضوي',
          description:
            'كارديغان بقَصّة محدّدة من قطن عضوي بحياكة مضلّعة مرنة، وأزرار تحاكي القرن. خفيف بما يناسب أمسيات الربيع وسهل الارتداء تحت سترة. يُغسل في الغسالة على برنامج الصوف ويُعاد تشكيله وهو رطب.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'cashmere-blend-turtleneck',
      name: 'Cashmere-Blend Turtleneck',
      description:
        'A slim turtleneck in a blend of 30% cashmere and 70% merino wool, with a fold-over neck that holds its height. Fine enough to wear under a blazer. Hand wash cold with a wool detergent and dry flat.',
      shop: SHOP,
      categories: ['sweaters'],
      tags: ['new-season', 'merino-wool'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'fernhollow-knitting',
      art: art('sweater', 'black', '#efebe9'),
      variations: bySize([
        { color: 'black', price: 135, sale: 108, stock: [2, 5, 6, 3, 1] },
        { color: 'beige', price: 135, stock: [1, 4, 5, 3, 0] },
        { color: 'brown', price: 135, stock: [0, 3, 4, 2, 1] },
      ]),
      i18n: {
        ar: {
          name: 'كنزة برقبة عالية من مزيج الكشمير',
          description:
            'كنزة ضيقة برقبة عالية من مزيج 30% كشمير و70% صوف ميرينو، برقبة مطوية تحافظ على ارتفاعها. رقيقة بما يكفي لارتدائها تحت سترة رسمية. تُغسل يدوياً بماء بارد ومنظّف خاص بالصوف وتُجفَّف مفرودة.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Denim ———
    {
      slug: 'straight-leg-selvedge-jeans',
      name: 'Straight-Leg Selvedge Jeans',
      description:
        'Cut from 13.5 oz rigid selvedge denim woven on narrow shuttle looms, with a mid rise and a straight leg. Sewn in New York with chain-stitched hems and copper rivets. Wear them for a few weeks before the first wash, then wash inside out in cold water.',
      shop: SHOP,
      categories: ['jeans'],
      tags: ['made-in-nyc', 'clothing-bestseller'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      featured: true,
      manufacturer: 'indigo-ridge-denim',
      art: art('jeans', 'indigo', '#e8edf5'),
      gallery: [art('jeans', 'black', '#eceff1', 2)],
      variations: bySize([
        { color: 'indigo', price: 128, stock: [3, 8, 10, 7, 4] },
        { color: 'black', price: 128, stock: [2, 6, 0, 5, 2] },
      ]),
      i18n: {
        ar: {
          name: 'جينز سلفدج بساق مستقيمة',
          description:
            'مقصوص من دنيم سلفدج صلب بوزن 13.5 أونصة منسوج على أنوال مكوكية ضيقة، بخصر متوسط الارتفاع وساق مستقيمة. مخيط في نيويورك بحواف سفلية بغرزة السلسلة ومسامير نحاسية. يُلبس بضعة أسابيع قبل أول غسلة، ثم يُغسل مقلوباً بماء بارد.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'high-rise-wide-leg-jeans',
      name: 'High-Rise Wide-Leg Jeans',
      description:
        'A high waist and a full, wide leg in a soft 11 oz cotton denim with a touch of give at the waistband. The length is cut to skim the floor in a low heel. Wash cold and inside out, and line dry to keep the colour.',
      shop: SHOP,
      categories: ['jeans'],
      tags: ['new-season'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'indigo-ridge-denim',
      art: art('jeans', 'light-blue', '#f1f5f9'),
      variations: bySize([
        { color: 'light-blue', price: 98, sale: 79, stock: [4, 7, 8, 5, 2] },
        { color: 'indigo', price: 98, stock: [3, 6, 7, 0, 2] },
        { color: 'white', price: 98, stock: [2, 4, 3, 2, 0] },
      ]),
      i18n: {
        ar: {
          name: 'جينز بخصر عالٍ وساق واسعة',
          description:
            'خصر عالٍ وساق واسعة كاملة من دنيم قطني ناعم بوزن 11 أونصة مع قليل من المرونة عند حزام الخصر. طوله مصمّم ليلامس الأرض مع حذاء بكعب منخفض. يُغسل مقلوباً بماء بارد ويُجفَّف على الحبل ليحافظ على لونه.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'frayed-hem-denim-shorts',
      name: 'Frayed-Hem Denim Shorts',
      description:
        'Mid-rise shorts in washed recycled denim with a raw, frayed hem and a 5-inch inseam. Five-pocket construction and a relaxed fit through the thigh. Machine wash cold; the hem frays a little more with every wash.',
      shop: SHOP,
      categories: ['denim-shorts'],
      tags: ['recycled-fibres'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'indigo-ridge-denim',
      art: art('shorts', 'light-blue', '#fdf6e9'),
      variations: bySize([
        { color: 'light-blue', price: 54, stock: [0, 4, 6, 3, 0] },
        { color: 'indigo', price: 54, stock: [2, 5, 0, 4, 1] },
      ]),
      i18n: {
        ar: {
          name: 'شورت جينز بحافة منسّلة',
          description:
            'شورت بخصر متوسط الارتفاع من دنيم معاد تدويره ومغسول، بحافة خام منسّلة وطول داخلي 5 إنشات. بتصميم الجيوب الخمسة وقَصّة مريحة عند الفخذ. يُغسل في الغسالة بماء بارد، وتزداد الحافة تنسّلاً قليلاً مع كل غسلة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'classic-denim-trucker-jacket',
      name: 'Classic Denim Trucker Jacket',
      description:
        'A hip-length denim jacket with pleated front panels, two chest pockets and adjustable waist tabs. The 12 oz denim is pre-washed, so it fits true from the start. Wash rarely, inside out and cold.',
      shop: SHOP,
      categories: ['denim-jackets'],
      tags: ['wardrobe-staple'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'indigo-ridge-denim',
      art: art('jacket', 'indigo', '#eef1f6'),
      gallery: [art('jacket', 'light-blue', '#f4f7fa', 2)],
      variations: bySize([
        { color: 'indigo', price: 118, stock: [2, 5, 7, 5, 3] },
        { color: 'light-blue', price: 118, stock: [3, 4, 5, 0, 1] },
        { color: 'black', price: 118, stock: [1, 3, 4, 3, 2] },
      ]),
      i18n: {
        ar: {
          name: 'سترة جينز كلاسيكية',
          description:
            'سترة جينز تصل إلى الورك بألواح أمامية مطوية وجيبين على الصدر وأشرطة قابلة للتعديل عند الخصر. الدنيم بوزن 12 أونصة مغسول مسبقاً، فيناسب المقاس منذ البداية. تُغسل نادراً، مقلوبة وبماء بارد.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Dresses & skirts ———
    {
      slug: 'linen-wrap-midi-dress',
      name: 'Linen Wrap Midi Dress',
      description:
        'A true wrap dress in midweight washed linen with a deep V-neck, flutter sleeves and a long self-tie belt. The skirt falls to mid-calf and moves easily in warm weather. Machine wash gently at 30 °C and hang to dry.',
      shop: SHOP,
      categories: ['dresses'],
      tags: ['new-season'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'kestrel-and-loom',
      art: art('dress', 'beige', '#f3efe6'),
      gallery: [art('dress', 'olive', '#f4f6e8', 2)],
      variations: bySize(
        [
          { color: 'beige', price: 118, stock: [3, 5, 6, 3] },
          { color: 'olive', price: 118, stock: [2, 4, 0, 2] },
          { color: 'navy', price: 118, stock: [1, 3, 4, 2] },
        ],
        ['xs', 's', 'm', 'l'],
      ),
      i18n: {
        ar: {
          name: 'فستان ميدي ملفوف من الكتان',
          description:
            'فستان ملفوف حقيقي من كتان مغسول متوسط الوزن، بفتحة رقبة عميقة على شكل V وأكمام متموّجة وحزام طويل من القماش نفسه. تنسدل التنورة حتى منتصف الساق وتتحرك بخفة في الطقس الدافئ. يُغسل في الغسالة على دورة لطيفة بحرارة 30 درجة ويُعلَّق ليجف.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'organic-jersey-t-shirt-dress',
      name: 'Organic Jersey T-Shirt Dress',
      description:
        'An easy knee-length T-shirt dress in organic cotton jersey, with a crew neck and side pockets. The straight cut skims rather than clings. Machine wash at 30 °C; tumble dry low.',
      shop: SHOP,
      categories: ['dresses'],
      tags: ['organic-cotton'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'harbourline-basics',
      art: art('dress', 'black', '#f1f1f1'),
      variations: bySize([
        { color: 'black', price: 58, sale: 44, stock: [3, 6, 8, 5, 2] },
        { color: 'navy', price: 58, stock: [2, 5, 6, 0, 1] },
        { color: 'grey', price: 58, stock: [0, 4, 5, 4, 2] },
      ]),
      i18n: {
        ar: {
          name: 'فستان تيشيرت من جيرسي القطن العضوي',
          description:
            'فستان تيشيرت سهل الارتداء يصل إلى الركبة، من جيرسي القطن العضوي برقبة دائرية وجيبين جانبيين. قَصّة مستقيمة تلامس الجسم دون أن تلتصق به. يُغسل في الغسالة على 30 درجة ويُجفَّف في المجفف على حرارة منخفضة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'tiered-voile-maxi-dress',
      name: 'Tiered Cotton Voile Maxi Dress',
      description:
        'A floaty maxi dress in airy cotton voile with three gathered tiers, a smocked bodice and adjustable straps. Fully lined to the knee. Hand wash cold. This limited run has sold out.',
      shop: SHOP,
      categories: ['dresses'],
      tags: ['limited-edition-apparel'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'kestrel-and-loom',
      art: art('dress', 'white', '#e3e8ee'),
      variations: bySize(
        [
          { color: 'white', price: 96, stock: [0, 0, 0, 0] },
          { color: 'red', price: 96, stock: [0, 0, 0, 0] },
          { color: 'mustard', price: 96, stock: [0, 0, 0, 0] },
        ],
        ['xs', 's', 'm', 'l'],
      ),
      i18n: {
        ar: {
          name: 'فستان ماكسي متعدد الطبقات من الفوال القطني',
          description:
            'فستان ماكسي خفيف من فوال القطن الهوائي بثلاث طبقات مجمّعة وصدر مكشكش مرن وحمّالات قابلة للتعديل. مبطّن بالكامل حتى الركبة. يُغسل يدوياً بماء بارد. نفدت كمية هذا الإصدار المحدود.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'pleated-satin-midi-skirt',
      name: 'Pleated Satin Midi Skirt',
      description:
        'A knife-pleated midi skirt in recycled polyester satin with a soft sheen and a comfortable elasticated back waist. The pleats are heat-set, so they survive the wash. Machine wash cold on a delicate cycle and hang to dry — no ironing needed.',
      shop: SHOP,
      categories: ['skirts'],
      tags: ['recycled-fibres'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'kestrel-and-loom',
      art: art('skirt', 'black', '#f2eeee'),
      variations: bySize(
        [
          { color: 'black', price: 72, stock: [3, 6, 5, 3] },
          { color: 'burgundy', price: 72, stock: [2, 4, 4, 0] },
          { color: 'green', price: 72, stock: [1, 3, 3, 2] },
        ],
        ['xs', 's', 'm', 'l'],
      ),
      i18n: {
        ar: {
          name: 'تنورة ميدي بثنيات من الساتان',
          description:
            'تنورة ميدي بثنيات حادة من ساتان البوليستر المعاد تدويره بلمعة هادئة، وخصر مطاطي من الخلف لراحة أكبر. الثنيات مثبّتة بالحرارة فتصمد أمام الغسيل. تُغسل في الغسالة بماء بارد على دورة لطيفة وتُعلَّق لتجف، دون حاجة إلى الكي.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'corduroy-a-line-skirt',
      name: 'Corduroy A-Line Skirt',
      description:
        'An above-the-knee A-line skirt in fine-wale cotton corduroy with a front button placket and patch pockets. It sits at the natural waist. Wash inside out at 30 °C to protect the pile.',
      shop: SHOP,
      categories: ['skirts'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'kestrel-and-loom',
      art: art('skirt', 'tan', '#f6f1ea'),
      variations: bySize(
        [
          { color: 'tan', price: 62, sale: 46, stock: [2, 5, 6, 3] },
          { color: 'brown', price: 62, sale: 46, stock: [1, 4, 0, 2] },
          { color: 'navy', price: 62, stock: [3, 4, 5, 3] },
        ],
        ['xs', 's', 'm', 'l'],
      ),
      i18n: {
        ar: {
          name: 'تنورة بقَصّة A من القطيفة المضلّعة',
          description:
            'تنورة بقَصّة A فوق الركبة من قطيفة قطنية بضلوع رفيعة، بصف أزرار أمامي وجيوب مخيطة على السطح. تستقر عند الخصر الطبيعي. تُغسل مقلوبة على 30 درجة لحماية الوبر.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Outerwear ———
    {
      slug: 'waxed-cotton-field-jacket',
      name: 'Waxed Cotton Field Jacket',
      description:
        'A four-pocket field jacket in British-milled waxed cotton with a corduroy collar and a checked cotton lining. It sheds showers and develops a lived-in patina over time. Wipe clean with a damp cloth and re-wax once a year; never machine wash.',
      shop: SHOP,
      categories: ['jackets'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      featured: true,
      manufacturer: 'kestrel-and-loom',
      art: art('jacket', 'olive', '#f1f3e6'),
      gallery: [art('jacket', 'brown', '#efebe9', 2)],
      variations: bySize(
        [
          { color: 'olive', price: [198, 198, 198, 208], stock: [3, 5, 4, 2] },
          { color: 'navy', price: [198, 198, 198, 208], sale: 159, saleOn: ['s', 'm', 'l'], stock: [2, 3, 3, 1] },
          { color: 'brown', price: [198, 198, 198, 208], stock: [1, 2, 0, 1] },
        ],
        ['s', 'm', 'l', 'xl'],
      ),
      i18n: {
        ar: {
          name: 'سترة ميدانية من القطن المشمّع',
          description:
            'سترة ميدانية بأربعة جيوب من قطن مشمّع منسوج في بريطانيا، بياقة من القطيفة المضلّعة وبطانة قطنية بنقشة المربعات. تصدّ زخات المطر وتكتسب مع الوقت مظهراً عتيقاً جميلاً. تُنظَّف بقطعة قماش رطبة ويُعاد تشميعها مرة في السنة، ولا تُغسل في الغسالة أبداً.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'wool-blend-tailored-overcoat',
      name: 'Wool-Blend Tailored Overcoat',
      description:
        'A single-breasted overcoat in a dense 70% wool melton, cut to just below the knee with notch lapels and a half-lined back. Roomy enough for a sweater underneath. Dry clean only; brush after wearing.',
      shop: SHOP,
      categories: ['coats'],
      tags: ['new-season'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'kestrel-and-loom',
      art: art('jacket', 'tan', '#f5f1ec', 2),
      variations: bySize([
        { color: 'tan', price: [268, 268, 268, 278, 278], stock: [1, 3, 4, 2, 1] },
        { color: 'grey', price: [268, 268, 268, 278, 278], stock: [2, 3, 3, 2, 0] },
        { color: 'black', price: [268, 268, 268, 278, 278], stock: [1, 2, 4, 3, 2] },
      ]),
      i18n: {
        ar: {
          name: 'معطف مفصّل من مزيج الصوف',
          description:
            'معطف بصف أزرار واحد من قماش ملتون كثيف يحتوي على 70% صوف، بطول يصل إلى ما تحت الركبة بقليل وياقة مشقوقة وبطانة نصفية في الظهر. واسع بما يكفي لارتداء كنزة تحته. تنظيف جاف فقط، ويُنظَّف بالفرشاة بعد كل ارتداء.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'recycled-insulated-puffer-jacket',
      name: 'Recycled Insulated Puffer Jacket',
      description:
        'A boxy puffer filled with recycled synthetic insulation that stays warm even when damp, under a water-repellent shell of recycled nylon. Two-way zip, storm flap and a hood that stows in the collar. Machine wash cold on a gentle cycle and tumble dry low with a few clean tennis balls.',
      shop: SHOP,
      categories: ['jackets'],
      tags: ['recycled-fibres'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'stridewell-active',
      art: art('jacket', 'black', '#eceff1'),
      gallery: [art('jacket', 'olive', '#f4f6e8', 2)],
      variations: bySize([
        { color: 'black', price: 168, stock: [2, 5, 7, 5, 3] },
        { color: 'olive', price: 168, sale: 134, stock: [1, 3, 4, 0, 1] },
        { color: 'burgundy', price: 168, sale: 134, stock: [2, 2, 3, 2, 0] },
      ]),
      i18n: {
        ar: {
          name: 'سترة منفوخة معزولة من مواد معاد تدويرها',
          description:
            'سترة منفوخة بقَصّة واسعة محشوة بعازل صناعي معاد تدويره يحافظ على الدفء حتى مع الرطوبة، بغلاف طارد للماء من النايلون المعاد تدويره. سحاب باتجاهين وشريط واقٍ من العواصف وقلنسوة تُطوى داخل الياقة. تُغسل في الغسالة بماء بارد على دورة لطيفة وتُجفَّف في المجفف على حرارة منخفضة مع بضع كرات تنس نظيفة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'packable-rain-shell',
      name: 'Packable Rain Shell',
      description:
        'A featherweight 2.5-layer waterproof shell with taped seams, underarm zips and an adjustable hood. It packs into its own chest pocket. Wash cold with a technical cleaner and tumble dry low to revive the water-repellent finish.',
      shop: SHOP,
      categories: ['jackets'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'stridewell-active',
      art: art('jacket', 'mustard', '#f4f4f2'),
      variations: bySize([
        { color: 'mustard', price: 95, stock: [0, 0, 0, 0, 0] },
        { color: 'navy', price: 95, stock: [0, 0, 0, 0, 0] },
        { color: 'red', price: 95, stock: [0, 0, 0, 0, 0] },
      ]),
      i18n: {
        ar: {
          name: 'سترة واقية من المطر قابلة للطي',
          description:
            'سترة خفيفة جداً مقاومة للماء من طبقتين ونصف، بدرزات ملصوقة وسحابات تهوية تحت الإبط وقلنسوة قابلة للتعديل. تُطوى داخل جيب الصدر الخاص بها. تُغسل بماء بارد ومنظّف مخصّص للأقمشة التقنية وتُجفَّف في المجفف على حرارة منخفضة لتستعيد طبقتها الطاردة للماء.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Activewear ———
    {
      slug: 'seamless-training-tee',
      name: 'Seamless Training Tee',
      description:
        'Knitted in one piece on a circular machine, so there are no side seams to rub on long runs. Ventilation zones are mapped across the back, and the recycled polyester yarn wicks sweat and dries fast. Machine wash cold and skip the fabric softener.',
      shop: SHOP,
      categories: ['training-tops'],
      tags: ['recycled-fibres'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'stridewell-active',
      art: art('t-shirt', 'black', '#e9eef0'),
      variations: bySize([
        { color: 'black', price: 42, stock: [4, 9, 11, 8, 3] },
        { color: 'grey', price: 42, stock: [3, 6, 8, 0, 2] },
        { color: 'red', price: 42, stock: [2, 4, 5, 4, 1] },
      ]),
      i18n: {
        ar: {
          name: 'تيشيرت تدريب بلا درزات',
          description:
            'محبوك قطعة واحدة على آلة دائرية، فلا درزات جانبية تحتك بالجسم في الجري الطويل. مناطق تهوية موزّعة على الظهر، وخيط بوليستر معاد تدويره يطرد العرق ويجف بسرعة. يُغسل في الغسالة بماء بارد ومن دون مليّن أقمشة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'lined-running-shorts-5-inch',
      name: '5-Inch Lined Running Shorts',
      description:
        'Lightweight running shorts with a 5-inch inseam, a breathable mesh liner and a zipped back pocket that fits a phone. The stretch woven shell moves with you without riding up. Machine wash cold and line dry.',
      shop: SHOP,
      categories: ['running-shorts'],
      tags: ['clothing-bestseller'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'stridewell-active',
      art: art('shorts', 'black', '#e9eef0'),
      variations: bySize([
        { color: 'black', price: 45, stock: [5, 10, 12, 8, 4] },
        { color: 'navy', price: 45, stock: [3, 7, 0, 6, 2] },
        { color: 'red', price: 45, sale: 36, stock: [2, 5, 6, 4, 0] },
      ]),
      i18n: {
        ar: {
          name: 'شورت جري مبطّن بطول 5 إنشات',
          description:
            'شورت جري خفيف بطول داخلي 5 إنشات، ببطانة داخلية من الشبك المسامي وجيب خلفي بسحاب يتسع لهاتف. غلافه المنسوج المرن يتحرك معك دون أن يرتفع. يُغسل في الغسالة بماء بارد ويُجفَّف على الحبل.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'thermal-quarter-zip-running-top',
      name: 'Thermal Quarter-Zip Running Top',
      description:
        'A grid-fleece midlayer for cold mornings, with a quarter-length zip, thumb loops and a reflective print on the back. The brushed grid traps warmth while letting excess heat escape. Machine wash cold; do not iron.',
      shop: SHOP,
      categories: ['training-tops'],
      tags: ['new-season'],
      unit: '1 pc',
      price: 0,
      quantity: 0,
      manufacturer: 'stridewell-active',
      art: art('sweater', 'black', '#e9eef0', 2),
      variations: bySize([
        { color: 'black', price: 68, stock: [2, 6, 7, 5, 2] },
        { color: 'olive', price: 68, stock: [1, 4, 5, 0, 1] },
      ]),
      i18n: {
        ar: {
          name: 'قميص جري حراري بسحاب ربعي',
          description:
            'طبقة وسطى من فليس شبكي للصباحات الباردة، بسحاب بطول الربع وحلقات للإبهام وطبعة عاكسة على الظهر. يحبس الفليس الشبكي المصقول الدفء ويسمح للحرارة الزائدة بالخروج. يُغسل في الغسالة بماء بارد ولا يُكوى.',
          unit: PIECE_AR,
        },
      },
    },

    // ——— Accessories (simple products) ———
    {
      slug: 'merino-hiking-socks-3-pack',
      name: 'Merino Hiking Socks, 3 Pairs',
      description:
        'Cushioned crew socks knitted from 65% merino wool, with a reinforced heel and toe and an arch band that keeps them in place. They stay warm when damp and resist odour for days on the trail. Machine wash warm, inside out; do not tumble dry.',
      shop: SHOP,
      categories: ['socks'],
      tags: ['merino-wool'],
      unit: '3 pairs',
      price: 29,
      quantity: 60,
      manufacturer: 'fernhollow-knitting',
      art: art('socks', 'grey', '#eef1f4'),
      i18n: {
        ar: {
          name: 'جوارب مشي من صوف الميرينو، 3 أزواج',
          description:
            'جوارب مبطّنة بطول متوسط محبوكة من 65% صوف ميرينو، بكعب ومقدّمة مقوّاة وشريط عند قوس القدم يثبّتها في مكانها. تبقى دافئة وهي رطبة وتقاوم الروائح لأيام على الدرب. تُغسل مقلوبة في الغسالة بماء دافئ ولا تُجفَّف في المجفف.',
          unit: '3 أزواج',
        },
      },
    },
    {
      slug: 'organic-cotton-crew-socks-5-pack',
      name: 'Organic Cotton Crew Socks, 5 Pairs',
      description:
        'Everyday crew socks in combed organic cotton with a ribbed leg, a seamless toe and a little elastane for stretch. The pack mixes white, grey and navy pairs. Machine wash at 40 °C.',
      shop: SHOP,
      categories: ['socks'],
      tags: ['organic-cotton', 'wardrobe-staple'],
      unit: '5 pairs',
      price: 22,
      quantity: 120,
      manufacturer: 'harbourline-basics',
      art: art('socks', 'white', '#dde3ea'),
      i18n: {
        ar: {
          name: 'جوارب قطن عضوي بطول متوسط، 5 أزواج',
          description:
            'جوارب يومية بطول متوسط من القطن العضوي الممشّط، بساق مضلّعة ومقدّمة بلا درزات ونسبة صغيرة من الإيلاستين للمرونة. تضم العبوة أزواجاً باللون الأبيض والرمادي والكحلي. تُغسل في الغسالة على 40 درجة.',
          unit: '5 أزواج',
        },
      },
    },
    {
      slug: 'cable-knit-lounge-socks',
      name: 'Cable-Knit Lounge Socks',
      description:
        'Thick cable-knit socks in a soft blend of wool and alpaca, made for cold floors and long weekends. A folded cuff keeps them up. Hand wash cold and dry flat.',
      shop: SHOP,
      categories: ['socks'],
      unit: '1 pair',
      price: 18,
      quantity: 0,
      manufacturer: 'fernhollow-knitting',
      art: art('socks', 'beige', '#f3efe6'),
      i18n: {
        ar: {
          name: 'جوارب منزلية محبوكة بالضفائر',
          description:
            'جوارب سميكة محبوكة بنقشة الضفائر من مزيج ناعم من الصوف والألبكة، مصنوعة للأرضيات الباردة وعطلات نهاية الأسبوع الطويلة. حافتها المطوية تبقيها مرفوعة. تُغسل يدوياً بماء بارد وتُجفَّف مفرودة.',
          unit: 'زوج واحد',
        },
      },
    },
    {
      slug: 'lambswool-check-scarf',
      name: 'Lambswool Check Scarf',
      description:
        'A generous scarf woven from soft lambswool in a traditional check and finished with short twisted fringes. It measures 190 × 30 cm, long enough to wrap twice. Hand wash cold or dry clean.',
      shop: SHOP,
      categories: ['scarves'],
      tags: ['clothing-bestseller'],
      unit: '1 pc',
      price: 68,
      salePrice: 54,
      quantity: 35,
      manufacturer: 'fernhollow-knitting',
      art: art('scarf', 'red', '#f6efe6'),
      gallery: [art('scarf', 'red', '#f6efe6', 2)],
      i18n: {
        ar: {
          name: 'وشاح من صوف الحملان بنقشة المربعات',
          description:
            'وشاح واسع منسوج من صوف الحملان الناعم بنقشة مربعات تقليدية، مشطّب بأهداب قصيرة مجدولة. مقاسه 190 × 30 سم، طويل بما يكفي للفّه مرتين. يُغسل يدوياً بماء بارد أو يُنظَّف تنظيفاً جافاً.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'cotton-gauze-scarf',
      name: 'Lightweight Cotton Gauze Scarf',
      description:
        'A large, airy scarf in double-layer cotton gauze that softens with every wash. Wear it loosely knotted on cool summer evenings or as a light wrap on flights. Machine wash cold and line dry.',
      shop: SHOP,
      categories: ['scarves'],
      unit: '1 pc',
      price: 38,
      quantity: 45,
      manufacturer: 'kestrel-and-loom',
      art: art('scarf', 'olive', '#f4f6e8'),
      i18n: {
        ar: {
          name: 'وشاح خفيف من الشاش القطني',
          description:
            'وشاح كبير وخفيف من شاش القطن المزدوج، يزداد نعومة مع كل غسلة. يُلبس معقوداً بارتخاء في أمسيات الصيف المعتدلة أو لفافةً خفيفة في الرحلات الجوية. يُغسل في الغسالة بماء بارد ويُجفَّف على الحبل.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'organic-twill-baseball-cap',
      name: 'Organic Twill Baseball Cap',
      description:
        'A six-panel cap in washed organic cotton twill with a curved brim, embroidered eyelets and an adjustable brass buckle at the back. The unstructured crown sits low. Spot clean with a damp cloth.',
      shop: SHOP,
      categories: ['hats-caps'],
      tags: ['organic-cotton'],
      unit: '1 pc',
      price: 32,
      quantity: 70,
      manufacturer: 'harbourline-basics',
      art: art('cap', 'navy', '#e8eaf6'),
      i18n: {
        ar: {
          name: 'قبعة بيسبول من تويل القطن العضوي',
          description:
            'قبعة من ست قطع من تويل القطن العضوي المغسول، بحافة مقوّسة وفتحات تهوية مطرّزة وإبزيم نحاسي قابل للتعديل في الخلف. تاجها غير المقوّى يستقر منخفضاً على الرأس. تُنظَّف موضعياً بقطعة قماش رطبة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'merino-rib-beanie',
      name: 'Merino Rib Beanie',
      description:
        'A close-fitting beanie in a deep rib of merino wool with a wide turn-up. Warm, breathable and itch-free. Hand wash cold and dry flat.',
      shop: SHOP,
      categories: ['hats-caps'],
      tags: ['merino-wool'],
      unit: '1 pc',
      price: 36,
      salePrice: 28,
      quantity: 50,
      manufacturer: 'fernhollow-knitting',
      art: art('cap', 'mustard', '#f7f3e8'),
      i18n: {
        ar: {
          name: 'قبعة محبوكة مضلّعة من صوف الميرينو',
          description:
            'قبعة محبوكة ملاصقة للرأس بحياكة مضلّعة عميقة من صوف الميرينو، مع حافة عريضة مطوية. دافئة وجيدة التهوية ولا تسبب الحكّة. تُغسل يدوياً بماء بارد وتُجفَّف مفرودة.',
          unit: PIECE_AR,
        },
      },
    },
    {
      slug: 'waxed-canvas-bucket-hat',
      name: 'Waxed Canvas Bucket Hat',
      description:
        'A showerproof bucket hat in waxed cotton canvas with a cotton lining. Arriving with the autumn collection.',
      shop: SHOP,
      categories: ['hats-caps'],
      unit: '1 pc',
      price: 42,
      quantity: 20,
      status: 'draft',
      manufacturer: 'kestrel-and-loom',
      art: art('cap', 'olive', '#f1f3e6'),
      i18n: {
        ar: {
          name: 'قبعة دلو من القماش المشمّع',
          description: 'قبعة دلو مقاومة للرذاذ من قماش قطني مشمّع ببطانة قطنية. تصل مع تشكيلة الخريف.',
          unit: PIECE_AR,
        },
      },
    },
  ],
};
