import type { SeedTypeCatalogue } from '../../seed/types';

/** Glow Theory Cosmetics: face, eyes, lips, nails, skincare, fragrance and tools, most of it in several shades. */
export const makeupCatalogue: SeedTypeCatalogue = {
  type: 'makeup',
  categories: [
    {
      slug: 'face-makeup',
      name: 'Face',
      icon: 'Face',
      details: 'Foundations, concealers, powders and blush in shades from porcelain to espresso.',
      art: { motif: 'foundation', colors: ['#d9b08c', '#f5e6da'] },
      i18n: {
        ar: {
          name: 'الوجه',
          details: 'كريمات أساس وخافيات عيوب وبودرة وأحمر خدود بدرجات من الخزفي إلى الإسبريسو.',
        },
      },
      children: [
        {
          slug: 'foundations',
          name: 'Foundation',
          art: { motif: 'foundation', colors: ['#c18f5f', '#fbe9e7'] },
          i18n: { ar: { name: 'كريم الأساس' } },
        },
        {
          slug: 'concealers',
          name: 'Concealer',
          art: { motif: 'foundation', colors: ['#eccfb8', '#5b3a24'] },
          i18n: { ar: { name: 'خافي العيوب' } },
        },
        {
          slug: 'setting-powders',
          name: 'Powder',
          art: { motif: 'compact', colors: ['#f5e6da', '#212121'] },
          i18n: { ar: { name: 'البودرة' } },
        },
        {
          slug: 'blush-bronzer',
          name: 'Blush & Bronzer',
          art: { motif: 'compact', colors: ['#f48fb1', '#a0693f'] },
          i18n: { ar: { name: 'أحمر الخدود والبرونزر' } },
        },
      ],
    },
    {
      slug: 'eye-makeup',
      name: 'Eyes',
      icon: 'Eyes',
      details: 'Mascaras, liners and palettes that last from the morning meeting to the late dinner.',
      art: { motif: 'palette', colors: ['#c1694f', '#5b3a24'] },
      i18n: {
        ar: {
          name: 'العيون',
          details: 'ماسكارا وأقلام تحديد ولوحات ظلال تدوم من اجتماع الصباح حتى العشاء المتأخر.',
        },
      },
      children: [
        {
          slug: 'mascaras',
          name: 'Mascara',
          art: { motif: 'mascara', colors: ['#212121', '#f8bbd0'] },
          i18n: { ar: { name: 'الماسكارا' } },
        },
        {
          slug: 'eyeliners',
          name: 'Eyeliner',
          art: { motif: 'mascara', colors: ['#4e342e', '#d7ccc8'] },
          i18n: { ar: { name: 'محدد العيون' } },
        },
        {
          slug: 'eyeshadow-palettes',
          name: 'Eyeshadow Palettes',
          art: { motif: 'palette', colors: ['#f8bbd0', '#ad1457'] },
          i18n: { ar: { name: 'لوحات ظلال العيون' } },
        },
      ],
    },
    {
      slug: 'lip-makeup',
      name: 'Lips',
      icon: 'Lips',
      details: 'Lipsticks, glosses and liners in ruby, rose, nude and plum.',
      art: { motif: 'lipstick', colors: ['#b71c1c', '#212121'] },
      i18n: {
        ar: { name: 'الشفاه', details: 'أحمر شفاه وملمّع وأقلام تحديد بدرجات الياقوتي والوردي والنود والبرقوقي.' },
      },
      children: [
        {
          slug: 'lipsticks',
          name: 'Lipstick',
          art: { motif: 'lipstick', colors: ['#d81b60', '#fce4ec'] },
          i18n: { ar: { name: 'أحمر الشفاه' } },
        },
        {
          slug: 'lip-glosses',
          name: 'Lip Gloss & Oil',
          art: { motif: 'lipstick', colors: ['#f06292', '#ffffff'] },
          i18n: { ar: { name: 'ملمّع وزيت الشفاه' } },
        },
        {
          slug: 'lip-liners',
          name: 'Lip Liner',
          art: { motif: 'lipstick', colors: ['#c8a28e', '#5b3a24'] },
          i18n: { ar: { name: 'محدد الشفاه' } },
        },
      ],
    },
    {
      slug: 'nail-care',
      name: 'Nails',
      icon: 'BeautyHealth',
      details: 'Chip-resistant colour and treatments that keep nails strong between manicures.',
      art: { motif: 'nail-polish', colors: ['#b71c1c', '#212121'] },
      i18n: {
        ar: { name: 'الأظافر', details: 'ألوان مقاومة للتقشر وعلاجات تحافظ على قوة الأظافر بين جلسات العناية.' },
      },
      children: [
        {
          slug: 'nail-polishes',
          name: 'Nail Polish',
          art: { motif: 'nail-polish', colors: ['#d81b60', '#fce4ec'] },
          i18n: { ar: { name: 'طلاء الأظافر' } },
        },
        {
          slug: 'nail-treatments',
          name: 'Nail Treatments',
          art: { motif: 'nail-polish', colors: ['#fafafa', '#e0e0e0'] },
          i18n: { ar: { name: 'علاجات الأظافر' } },
        },
      ],
    },
    {
      slug: 'skin-care',
      name: 'Skincare',
      icon: 'FacialCare',
      details: 'Cleansers, serums, moisturisers and sunscreen for a healthy base under your make-up.',
      art: { motif: 'skincare', colors: ['#c8e6c9', '#2e7d32'] },
      i18n: {
        ar: {
          name: 'العناية بالبشرة',
          details: 'منظفات وأمصال ومرطبات وواقيات شمس لقاعدة صحية تحت مكياجك.',
        },
      },
      children: [
        {
          slug: 'face-cleansers',
          name: 'Cleansers',
          art: { motif: 'skincare', colors: ['#e3f2fd', '#90caf9'] },
          i18n: { ar: { name: 'المنظفات' } },
        },
        {
          slug: 'serums-moisturisers',
          name: 'Serums & Moisturisers',
          art: { motif: 'skincare', colors: ['#ffb74d', '#fff3e0'] },
          i18n: { ar: { name: 'الأمصال والمرطبات' } },
        },
        {
          slug: 'sun-protection',
          name: 'Sun Protection',
          art: { motif: 'skincare', colors: ['#fff59d', '#f57f17'] },
          i18n: { ar: { name: 'الحماية من الشمس' } },
        },
      ],
    },
    {
      slug: 'fragrances',
      name: 'Fragrance',
      icon: 'Deodorant',
      details: 'Small-batch perfumes blended in Dubai and light body mists for hot days.',
      art: { motif: 'perfume', colors: ['#5d4037', '#ffcc80'] },
      i18n: {
        ar: { name: 'العطور', details: 'عطور تُمزج بكميات صغيرة في دبي ورذاذ خفيف للجسم للأيام الحارة.' },
      },
      children: [
        {
          slug: 'eau-de-parfum',
          name: 'Eau de Parfum',
          art: { motif: 'perfume', colors: ['#fffde7', '#9ccc65'] },
          i18n: { ar: { name: 'ماء العطر' } },
        },
        {
          slug: 'body-mists',
          name: 'Body Mists',
          art: { motif: 'perfume', colors: ['#ffee58', '#ff7043'] },
          i18n: { ar: { name: 'رذاذ الجسم' } },
        },
      ],
    },
    {
      slug: 'beauty-tools',
      name: 'Tools & Brushes',
      icon: 'Accessories',
      details: 'Brushes, sponges and tweezers made to last, with vegan fibres and sturdy handles.',
      art: { motif: 'brush', colors: ['#212121', '#d4af37'] },
      i18n: {
        ar: {
          name: 'الأدوات والفرش',
          details: 'فرش وإسفنجات وملاقط مصنوعة لتدوم، بألياف نباتية ومقابض متينة.',
        },
      },
      children: [
        {
          slug: 'makeup-brushes',
          name: 'Brushes',
          art: { motif: 'brush', colors: ['#f8bbd0', '#880e4f'] },
          i18n: { ar: { name: 'الفرش' } },
        },
        {
          slug: 'sponges-accessories',
          name: 'Sponges & Accessories',
          art: { motif: 'brush', colors: ['#ec407a', '#fce4ec'] },
          i18n: { ar: { name: 'الإسفنجات والإكسسوارات' } },
        },
      ],
    },
  ],
  tags: [
    {
      slug: 'cruelty-free',
      name: 'Cruelty-free',
      details: 'Never tested on animals, at any stage.',
      i18n: { ar: { name: 'خالٍ من القسوة', details: 'لم يُختبر على الحيوانات في أي مرحلة.' } },
    },
    {
      slug: 'vegan-beauty',
      name: 'Vegan',
      details: 'Free from beeswax, carmine, lanolin and every other animal-derived ingredient.',
      i18n: { ar: { name: 'نباتي', details: 'خالٍ من شمع العسل والقرمز واللانولين وكل مكوّن حيواني آخر.' } },
    },
    {
      slug: 'long-wear',
      name: 'Long-wear',
      details: 'Tested to last eight hours or more.',
      i18n: { ar: { name: 'ثبات طويل', details: 'اختُبر ليدوم ثماني ساعات أو أكثر.' } },
    },
    {
      slug: 'fragrance-free',
      name: 'Fragrance-free',
      details: 'No added perfume, kind to sensitive skin.',
      i18n: { ar: { name: 'بدون عطر', details: 'بلا عطور مضافة، لطيف على البشرة الحساسة.' } },
    },
    {
      slug: 'beauty-bestseller',
      name: 'Bestseller',
      details: 'Our most re-ordered products.',
      i18n: { ar: { name: 'الأكثر مبيعاً', details: 'منتجاتنا الأكثر طلباً مرة بعد مرة.' } },
    },
    {
      slug: 'beauty-new-arrival',
      name: 'New In',
      details: 'Just landed on our shelves.',
      i18n: { ar: { name: 'وصل حديثاً', details: 'وصل للتو إلى رفوفنا.' } },
    },
    {
      slug: 'limited-edition-beauty',
      name: 'Limited Edition',
      details: 'Seasonal shades and sets, gone when they are gone.',
      i18n: { ar: { name: 'إصدار محدود', details: 'درجات ومجموعات موسمية، تنتهي بنفاد الكمية.' } },
    },
  ],
  manufacturers: [
    {
      slug: 'velvet-atelier',
      name: 'Velvet Atelier',
      concern: 'lumiere-beauty-collective',
      description: 'Colour cosmetics for face and lips, formulated in forty-shade ranges and refillable cases.',
      website: 'https://velvet-atelier.example',
      art: { motif: 'logo', label: 'VA', colors: ['#b71c1c', '#fce4ec'] },
      i18n: {
        ar: {
          name: 'فيلفت أتيليه',
          description: 'مستحضرات تجميل ملونة للوجه والشفاه، بتشكيلات من أربعين درجة وعبوات قابلة لإعادة التعبئة.',
        },
      },
    },
    {
      slug: 'luna-pigment-co',
      name: 'Luna Pigment Co.',
      concern: 'lumiere-beauty-collective',
      description: 'Eye make-up specialists known for richly pigmented palettes and smudge-proof liners.',
      website: 'https://luna-pigment.example',
      art: { motif: 'logo', label: 'LP', colors: ['#4a148c', '#ede7f6'] },
      i18n: {
        ar: {
          name: 'لونا للأصباغ',
          description: 'علامة متخصصة في مكياج العيون تشتهر بلوحات ظلال غنية الأصباغ وأقلام تحديد لا تتلطخ.',
        },
      },
    },
    {
      slug: 'dewdrop-skin-lab',
      name: 'Dewdrop Skin Lab',
      concern: 'lumiere-beauty-collective',
      description: 'Dermatologist-tested skincare and skin tints with short, fragrance-free ingredient lists.',
      website: 'https://dewdrop-skin.example',
      art: { motif: 'logo', label: 'DS', colors: ['#0277bd', '#e1f5fe'] },
      i18n: {
        ar: {
          name: 'مختبر ديودروب للبشرة',
          description:
            'منتجات عناية بالبشرة وكريمات ملونة مختبرة من أطباء الجلد، بقوائم مكونات قصيرة وخالية من العطور.',
        },
      },
    },
    {
      slug: 'petal-and-lacquer',
      name: 'Petal & Lacquer',
      concern: 'lumiere-beauty-collective',
      description: 'Ten-free nail colours and treatments made in small batches.',
      website: 'https://petal-and-lacquer.example',
      art: { motif: 'logo', label: 'P&L', colors: ['#d81b60', '#fff0f5'] },
      i18n: {
        ar: {
          name: 'بيتال آند لاكر',
          description: 'ألوان وعلاجات للأظافر خالية من عشرة مكونات ضارة، تُصنع بكميات صغيرة.',
        },
      },
    },
    {
      slug: 'amber-and-oud-atelier',
      name: 'Amber & Oud Atelier',
      description: 'An independent Dubai perfumery blending oud, amber and florals in small, aged batches.',
      website: 'https://amber-and-oud.example',
      art: { motif: 'logo', label: 'A&O', colors: ['#5d4037', '#ffe0b2'] },
      i18n: {
        ar: {
          name: 'أتيليه العنبر والعود',
          description: 'دار عطور مستقلة في دبي تمزج العود والعنبر والزهور في دفعات صغيرة معتّقة.',
        },
      },
    },
    {
      slug: 'brushcraft-studio',
      name: 'Brushcraft Studio',
      description: 'An independent workshop making synthetic make-up brushes and tools that last for years.',
      website: 'https://brushcraft.example',
      art: { motif: 'logo', label: 'BS', colors: ['#212121', '#d4af37'] },
      i18n: {
        ar: {
          name: 'استوديو براشكرافت',
          description: 'ورشة مستقلة تصنع فرش مكياج وأدوات من ألياف صناعية تدوم لسنوات.',
        },
      },
    },
  ],
  products: [
    // ---------- Face ----------
    {
      slug: 'skin-veil-serum-foundation',
      name: 'Skin Veil Serum Foundation',
      description:
        'A lightweight serum foundation with glycerin and squalane that evens skin tone without hiding freckles. Medium, buildable coverage dries to a soft satin finish that lasts through a twelve-hour day. Shake well and apply with fingertips or a damp sponge.',
      shop: 'glow-theory',
      categories: ['foundations'],
      tags: ['cruelty-free', 'beauty-bestseller'],
      unit: '30 ml',
      price: 0,
      quantity: 0,
      featured: true,
      manufacturer: 'velvet-atelier',
      art: { motif: 'foundation', colors: ['#d9b08c', '#f5e6da'] },
      gallery: [{ motif: 'foundation', colors: ['#a0693f', '#f5e6da'], variant: 2 }],
      variations: [
        { options: { shade: 'porcelain' }, price: 38, quantity: 14 },
        { options: { shade: 'ivory' }, price: 38, quantity: 22 },
        { options: { shade: 'sand' }, price: 38, quantity: 30 },
        { options: { shade: 'honey' }, price: 38, salePrice: 32, quantity: 18 },
        { options: { shade: 'caramel' }, price: 38, quantity: 0 },
        { options: { shade: 'espresso' }, price: 38, quantity: 9 },
      ],
      i18n: {
        ar: {
          name: 'كريم أساس سكن فيل بقوام السيروم',
          description:
            'كريم أساس خفيف بقوام السيروم مع الغليسرين والسكوالان، يوحّد لون البشرة دون أن يخفي النمش. تغطية متوسطة قابلة للزيادة تجف بلمسة نهائية ساتانية ناعمة تدوم طوال يوم من اثنتي عشرة ساعة. رجّه جيداً ووزّعه بأطراف الأصابع أو بإسفنجة رطبة.',
          unit: '30 مل',
        },
      },
    },
    {
      slug: 'second-skin-matte-foundation',
      name: 'Second Skin Matte Foundation',
      description:
        'A full-coverage matte foundation made for humid days, with oil-absorbing rice powder that keeps shine away until evening. Its flexible film does not crack around smile lines or settle into pores. Transfer-resistant once set, so it stays on your skin and off your collar.',
      shop: 'glow-theory',
      categories: ['foundations'],
      tags: ['long-wear', 'vegan-beauty'],
      unit: '30 ml',
      price: 0,
      quantity: 0,
      manufacturer: 'velvet-atelier',
      art: { motif: 'foundation', colors: ['#c18f5f', '#212121'] },
      variations: [
        { options: { shade: 'porcelain' }, price: 42, quantity: 8 },
        { options: { shade: 'ivory' }, price: 42, quantity: 16 },
        { options: { shade: 'sand' }, price: 42, salePrice: 35, quantity: 25 },
        { options: { shade: 'honey' }, price: 42, quantity: 0 },
        { options: { shade: 'caramel' }, price: 42, quantity: 12 },
        { options: { shade: 'espresso' }, price: 42, salePrice: 35, quantity: 11 },
      ],
      i18n: {
        ar: {
          name: 'كريم أساس سكند سكن غير لامع',
          description:
            'كريم أساس بتغطية كاملة ولمسة غير لامعة صُمّم للأيام الرطبة، مع بودرة الأرز الماصة للزيوت التي تبعد اللمعان حتى المساء. طبقته المرنة لا تتشقق حول خطوط الابتسامة ولا تستقر في المسام. مقاوم للانتقال بعد أن يثبت، فيبقى على بشرتك لا على ياقتك.',
          unit: '30 مل',
        },
      },
    },
    {
      slug: 'halo-glow-skin-tint',
      name: 'Halo Glow Skin Tint SPF 20',
      description:
        'A sheer, dewy skin tint with niacinamide and SPF 20 for bare-skin days. One pump blurs redness and leaves a fresh glow that never turns greasy. Light enough to wear over moisturiser through a Dubai summer.',
      shop: 'glow-theory',
      categories: ['foundations'],
      tags: ['fragrance-free', 'beauty-new-arrival'],
      unit: '40 ml',
      price: 0,
      quantity: 0,
      manufacturer: 'dewdrop-skin-lab',
      art: { motif: 'foundation', colors: ['#eccfb8', '#ffe082'] },
      variations: [
        { options: { shade: 'porcelain' }, price: 29, quantity: 20 },
        { options: { shade: 'sand' }, price: 29, quantity: 26 },
        { options: { shade: 'honey' }, price: 29, quantity: 19 },
        { options: { shade: 'caramel' }, price: 29, quantity: 13 },
        { options: { shade: 'espresso' }, price: 29, quantity: 0 },
      ],
      i18n: {
        ar: {
          name: 'كريم هالو غلو الملوّن بعامل حماية 20',
          description:
            'كريم ملوّن شفاف بلمسة ندية مع النياسيناميد وعامل حماية من الشمس 20، لأيام البشرة شبه الطبيعية. ضغطة واحدة تخفي الاحمرار وتترك توهجاً منعشاً لا يتحول إلى لمعان دهني أبداً. خفيف بما يكفي لوضعه فوق المرطب طوال صيف دبي.',
          unit: '40 مل',
        },
      },
    },
    {
      slug: 'full-cover-crease-proof-concealer',
      name: 'Full Cover Crease-Proof Concealer',
      description:
        'A creamy, full-coverage concealer that hides dark circles, blemishes and even tattoos in one thin layer. It stays flexible, so it never creases under the eyes, even by late afternoon. The doe-foot wand reaches the inner corners with ease.',
      shop: 'glow-theory',
      categories: ['concealers'],
      tags: ['long-wear', 'beauty-bestseller'],
      unit: '6 ml',
      price: 0,
      quantity: 0,
      manufacturer: 'velvet-atelier',
      art: { motif: 'foundation', colors: ['#eccfb8', '#5b3a24'] },
      variations: [
        { options: { shade: 'porcelain' }, price: 24, quantity: 0 },
        { options: { shade: 'ivory' }, price: 24, salePrice: 19, quantity: 20 },
        { options: { shade: 'sand' }, price: 24, quantity: 26 },
        { options: { shade: 'honey' }, price: 24, quantity: 17 },
        { options: { shade: 'caramel' }, price: 24, salePrice: 19, quantity: 15 },
        { options: { shade: 'espresso' }, price: 24, quantity: 10 },
      ],
      i18n: {
        ar: {
          name: 'خافي عيوب فُل كوفر المقاوم للتجعّد',
          description:
            'خافي عيوب كريمي بتغطية كاملة يخفي الهالات الداكنة والبقع وحتى الوشوم بطبقة رقيقة واحدة. يبقى مرناً فلا يتجعّد تحت العينين أبداً، حتى في آخر العصر. يصل طرف الفرشاة الإسفنجي إلى زوايا العين الداخلية بسهولة.',
          unit: '6 مل',
        },
      },
    },
    {
      slug: 'brightening-under-eye-concealer',
      name: 'Brightening Under-Eye Concealer',
      description:
        'A light-reflecting concealer with caffeine and peptides that wakes up tired under-eyes. The sheer-to-medium formula melts into skin and leaves a subtle radiance instead of a heavy mask.',
      shop: 'glow-theory',
      categories: ['concealers'],
      tags: ['fragrance-free'],
      unit: '4.5 ml',
      price: 0,
      quantity: 0,
      manufacturer: 'dewdrop-skin-lab',
      art: { motif: 'foundation', colors: ['#f6e0d3', '#ffd54f'] },
      variations: [
        { options: { shade: 'porcelain' }, price: 21, quantity: 16 },
        { options: { shade: 'ivory' }, price: 21, quantity: 21 },
        { options: { shade: 'sand' }, price: 21, quantity: 18 },
        { options: { shade: 'honey' }, price: 21, quantity: 0 },
        { options: { shade: 'caramel' }, price: 21, quantity: 9 },
      ],
      i18n: {
        ar: {
          name: 'خافي عيوب مفتّح لما تحت العين',
          description:
            'خافي عيوب عاكس للضوء بالكافيين والببتيدات يوقظ المنطقة المتعبة تحت العينين. تركيبته ذات التغطية الخفيفة إلى المتوسطة تذوب في البشرة وتترك إشراقة خفيفة بدلاً من قناع ثقيل.',
          unit: '4.5 مل',
        },
      },
    },
    {
      slug: 'weightless-setting-powder',
      name: 'Weightless Translucent Setting Powder',
      description:
        'A finely milled translucent powder that sets foundation without adding colour or texture. A light dusting keeps shine in check for hours and blurs the look of pores. Comes in a refillable compact with a mirror and a velvet puff.',
      shop: 'glow-theory',
      categories: ['setting-powders'],
      tags: ['vegan-beauty'],
      unit: '10 g',
      price: 28,
      quantity: 40,
      manufacturer: 'velvet-atelier',
      art: { motif: 'compact', colors: ['#f5e6da', '#212121'] },
      i18n: {
        ar: {
          name: 'بودرة تثبيت شفافة خفيفة الوزن',
          description:
            'بودرة شفافة مطحونة بنعومة فائقة تثبّت كريم الأساس دون أن تضيف لوناً أو ملمساً. لمسة خفيفة منها تسيطر على اللمعان لساعات وتخفي مظهر المسام. تأتي في علبة قابلة لإعادة التعبئة مع مرآة وإسفنجة مخملية.',
          unit: '10 غ',
        },
      },
    },
    {
      slug: 'pressed-silk-powder-compact',
      name: 'Pressed Silk Powder Compact',
      description:
        'A sheer pressed powder with a silky finish for touch-ups on the go. Its neutral tone suits light to deep skin, and the slim mirrored compact fits into the smallest clutch.',
      shop: 'glow-theory',
      categories: ['setting-powders'],
      unit: '8 g',
      price: 32,
      salePrice: 26,
      quantity: 22,
      manufacturer: 'velvet-atelier',
      art: { motif: 'compact', colors: ['#d9b08c', '#b0bec5'] },
      i18n: {
        ar: {
          name: 'بودرة مضغوطة بلمسة الحرير',
          description:
            'بودرة مضغوطة شفافة بلمسة حريرية لتجديد المكياج أثناء التنقل. يناسب لونها المحايد البشرة الفاتحة والداكنة، وتتسع علبتها النحيفة ذات المرآة لأصغر حقيبة سهرة.',
          unit: '8 غ',
        },
      },
    },
    {
      slug: 'sunset-flush-cream-blush',
      name: 'Sunset Flush Cream Blush',
      description:
        'A cream-to-powder blush in a warm coral-pink that flatters every skin tone. Tap it onto cheeks and lips for a fresh, sunlit flush that lasts all day. The bouncy jelly texture never feels sticky.',
      shop: 'glow-theory',
      categories: ['blush-bronzer'],
      tags: ['beauty-new-arrival'],
      unit: '6 g',
      price: 22,
      quantity: 34,
      manufacturer: 'velvet-atelier',
      art: { motif: 'compact', colors: ['#f48fb1', '#fce4ec'] },
      i18n: {
        ar: {
          name: 'أحمر خدود كريمي سنست فلاش',
          description:
            'أحمر خدود يتحول من الكريم إلى البودرة بلون وردي مرجاني دافئ يليق بكل ألوان البشرة. ربّتي به على الخدين والشفتين لتورّد منعش مشمس يدوم طوال اليوم. قوامه الهلامي المرن لا يترك أي إحساس باللزوجة.',
          unit: '6 غ',
        },
      },
    },
    {
      slug: 'sunkissed-bronzing-powder',
      name: 'Sunkissed Bronzing Powder',
      description:
        'A soft matte bronzer with a gentle warm undertone that adds sun-kissed depth without turning orange. Sweep it along cheekbones, temples and jaw for natural warmth. Finely milled and easy to blend, even on very fair skin.',
      shop: 'glow-theory',
      categories: ['blush-bronzer'],
      unit: '9 g',
      price: 30,
      salePrice: 24,
      quantity: 19,
      manufacturer: 'velvet-atelier',
      art: { motif: 'compact', colors: ['#a0693f', '#ffe0b2'] },
      gallery: [{ motif: 'compact', colors: ['#c18f5f', '#fff3e0'], variant: 2 }],
      i18n: {
        ar: {
          name: 'بودرة برونزر بلمسة الشمس',
          description:
            'برونزر غير لامع ناعم بدرجة دافئة لطيفة يضيف عمقاً كأنه من الشمس دون أن يميل إلى البرتقالي. مرّريه على عظمتي الخدين والصدغين وخط الفك لدفء طبيعي. مطحون بنعومة وسهل الدمج حتى على البشرة الفاتحة جداً.',
          unit: '9 غ',
        },
      },
    },
    // ---------- Eyes ----------
    {
      slug: 'lash-lift-volume-mascara',
      name: 'Lash Lift Volume Mascara',
      description:
        'A lifting mascara with a curved hourglass brush that separates and volumises every lash from root to tip. The flexible formula holds a curl for twelve hours without flaking or smudging, and removes easily with warm water.',
      shop: 'glow-theory',
      categories: ['mascaras'],
      tags: ['beauty-bestseller', 'cruelty-free'],
      unit: '10 ml',
      price: 26,
      quantity: 70,
      featured: true,
      manufacturer: 'luna-pigment-co',
      art: { motif: 'mascara', colors: ['#212121', '#f8bbd0'] },
      gallery: [{ motif: 'mascara', colors: ['#212121', '#f48fb1'], variant: 2 }],
      i18n: {
        ar: {
          name: 'ماسكارا لاش ليفت للكثافة',
          description:
            'ماسكارا رافعة بفرشاة منحنية على شكل ساعة رملية تفصل كل رمش وتمنحه كثافة من الجذر حتى الطرف. تحافظ تركيبتها المرنة على انحناء الرموش اثنتي عشرة ساعة دون تفتت أو تلطخ، وتُزال بسهولة بالماء الدافئ.',
          unit: '10 مل',
        },
      },
    },
    {
      slug: 'waterproof-lengthening-mascara',
      name: 'Waterproof Lengthening Mascara',
      description:
        'A waterproof mascara that stretches lashes with fine fibres for dramatic, feathery length. Built to survive humidity, swimming and happy tears. Remove with an oil-based cleanser.',
      shop: 'glow-theory',
      categories: ['mascaras'],
      tags: ['long-wear'],
      unit: '9 ml',
      price: 24,
      quantity: 0,
      manufacturer: 'luna-pigment-co',
      art: { motif: 'mascara', colors: ['#0d0d0d', '#80deea'] },
      i18n: {
        ar: {
          name: 'ماسكارا مقاومة للماء للتطويل',
          description:
            'ماسكارا مقاومة للماء تطيل الرموش بألياف دقيقة لطول لافت كالريش. صُمّمت لتصمد أمام الرطوبة والسباحة ودموع الفرح. تُزال بمنظف زيتي.',
          unit: '9 مل',
        },
      },
    },
    {
      slug: 'precision-liquid-eyeliner',
      name: 'Precision Liquid Eyeliner',
      description:
        'A felt-tip liquid liner with an ultra-fine point for crisp wings and tight lines. The intense black formula dries in seconds and stays put for sixteen hours. Every pen is tested for a smooth, skip-free flow.',
      shop: 'glow-theory',
      categories: ['eyeliners'],
      tags: ['long-wear', 'vegan-beauty'],
      unit: '0.6 ml',
      price: 19,
      salePrice: 15,
      quantity: 45,
      manufacturer: 'luna-pigment-co',
      art: { motif: 'mascara', colors: ['#212121', '#b0bec5'] },
      i18n: {
        ar: {
          name: 'محدد عيون سائل دقيق',
          description:
            'محدد عيون سائل برأس من اللباد فائق الدقة لخطوط مجنّحة حادة وتحديد قريب من الرموش. تجف تركيبته السوداء الكثيفة في ثوانٍ وتثبت ست عشرة ساعة. يُختبر كل قلم لضمان تدفق سلس بلا انقطاع.',
          unit: '0.6 مل',
        },
      },
    },
    {
      slug: 'smoky-kohl-pencil',
      name: 'Smoky Kohl Pencil',
      description:
        'A soft, creamy kohl pencil in deep espresso brown for smudged, smoky eyes. Glide it along the lash line, blend with the built-in smudger, then let it set. Safe for the waterline and for contact-lens wearers.',
      shop: 'glow-theory',
      categories: ['eyeliners'],
      unit: '1.2 g',
      price: 16,
      quantity: 38,
      manufacturer: 'luna-pigment-co',
      art: { motif: 'mascara', colors: ['#4e342e', '#d7ccc8'] },
      i18n: {
        ar: {
          name: 'قلم كحل سموكي',
          description:
            'قلم كحل طري كريمي بلون بني إسبريسو عميق لعيون دخانية ممزوجة. مرّريه على خط الرموش وادمجيه بطرف الدمج المدمج ثم اتركيه يثبت. آمن للخط المائي للعين ولمن يرتدين العدسات اللاصقة.',
          unit: '1.2 غ',
        },
      },
    },
    {
      slug: 'desert-dusk-eyeshadow-palette',
      name: 'Desert Dusk Eyeshadow Palette',
      description:
        'Twelve warm shades inspired by the dunes at sunset, from sand-coloured mattes to molten copper and bronze shimmers. Buttery pigments blend without fallout and build from a soft wash to a bold smoky eye. Comes with a large mirror and a placement guide.',
      shop: 'glow-theory',
      categories: ['eyeshadow-palettes'],
      tags: ['beauty-bestseller', 'cruelty-free'],
      unit: '1 palette',
      price: 48,
      quantity: 25,
      featured: true,
      manufacturer: 'luna-pigment-co',
      art: { motif: 'palette', colors: ['#c1694f', '#5b3a24'] },
      gallery: [
        { motif: 'palette', colors: ['#d9b08c', '#8d4a2f'], variant: 2 },
        { motif: 'palette', colors: ['#b87333', '#3e2723'], variant: 3 },
      ],
      i18n: {
        ar: {
          name: 'لوحة ظلال غسق الصحراء',
          description:
            'اثنتا عشرة درجة دافئة مستوحاة من الكثبان عند الغروب، من ألوان الرمل غير اللامعة إلى لمعات النحاس والبرونز المنصهر. تندمج أصباغها الزبدية دون تساقط، وتتدرج من لمسة خفيفة إلى عين دخانية جريئة. تأتي مع مرآة كبيرة ودليل لمواضع التطبيق.',
          unit: 'لوحة واحدة',
        },
      },
    },
    {
      slug: 'rose-quartz-eyeshadow-palette',
      name: 'Rose Quartz Eyeshadow Palette',
      description:
        'Nine soft pinks, mauves and champagne shimmers for romantic everyday looks. The mattes are velvety and the metallics catch the light without glitter fallout. Vegan and talc-free.',
      shop: 'glow-theory',
      categories: ['eyeshadow-palettes'],
      tags: ['vegan-beauty'],
      unit: '1 palette',
      price: 42,
      salePrice: 34,
      quantity: 18,
      manufacturer: 'luna-pigment-co',
      art: { motif: 'palette', colors: ['#f8bbd0', '#ad1457'] },
      i18n: {
        ar: {
          name: 'لوحة ظلال روز كوارتز',
          description:
            'تسع درجات من الوردي الناعم والبنفسجي الفاتح ولمعات الشمبانيا لإطلالات يومية رومانسية. الألوان غير اللامعة مخملية، والمعدنية تلتقط الضوء دون تساقط البريق. نباتية وخالية من التلك.',
          unit: 'لوحة واحدة',
        },
      },
    },
    {
      slug: 'midnight-jewel-mini-palette',
      name: 'Midnight Jewel Mini Palette',
      description:
        'A compact quad of sapphire, amethyst, emerald and onyx shadows for evening looks. Each jewel tone delivers intense colour in one swipe and wears well with or without primer. A limited edition for the holiday season.',
      shop: 'glow-theory',
      categories: ['eyeshadow-palettes'],
      tags: ['limited-edition-beauty', 'beauty-new-arrival'],
      unit: '1 palette',
      price: 24,
      quantity: 30,
      manufacturer: 'luna-pigment-co',
      art: { motif: 'palette', colors: ['#1a237e', '#7b1fa2'] },
      i18n: {
        ar: {
          name: 'لوحة ظلال ميدنايت جويل الصغيرة',
          description:
            'رباعية صغيرة من ظلال الياقوت الأزرق والجمشت والزمرد والعقيق الأسود لإطلالات المساء. تمنح كل درجة من الأحجار الكريمة لوناً كثيفاً من مسحة واحدة وتدوم جيداً مع البرايمر أو بدونه. إصدار محدود لموسم الأعياد.',
          unit: 'لوحة واحدة',
        },
      },
    },
    // ---------- Lips ----------
    {
      slug: 'velvet-matte-lipstick',
      name: 'Velvet Matte Lipstick',
      description:
        'A comfortable matte lipstick with a cushiony, non-drying texture and saturated colour in one stroke. Shea butter and jojoba oil keep lips soft through eight hours of wear. Slim, refillable metal case.',
      shop: 'glow-theory',
      categories: ['lipsticks'],
      tags: ['long-wear', 'beauty-bestseller'],
      unit: '3.5 g',
      price: 0,
      quantity: 0,
      manufacturer: 'velvet-atelier',
      art: { motif: 'lipstick', colors: ['#b71c1c', '#212121'] },
      gallery: [{ motif: 'lipstick', colors: ['#6a1b4d', '#212121'], variant: 2 }],
      variations: [
        { options: { shade: 'ruby' }, price: 22, quantity: 40 },
        { options: { shade: 'rose' }, price: 22, salePrice: 17.5, quantity: 28 },
        { options: { shade: 'nude' }, price: 22, quantity: 35 },
        { options: { shade: 'plum' }, price: 22, quantity: 0 },
      ],
      i18n: {
        ar: {
          name: 'أحمر شفاه فيلفت غير لامع',
          description:
            'أحمر شفاه غير لامع ومريح بقوام وسائدي لا يجفف الشفاه، ولون مشبع من تمريرة واحدة. تحافظ زبدة الشيا وزيت الجوجوبا على نعومة الشفاه طوال ثماني ساعات. عبوة معدنية نحيفة قابلة لإعادة التعبئة.',
          unit: '3.5 غ',
        },
      },
    },
    {
      slug: 'satin-kiss-lipstick',
      name: 'Satin Kiss Lipstick',
      description:
        'A satin-finish lipstick with a soft sheen and medium coverage that glides on like a balm. Hyaluronic acid keeps lips plump and hydrated, and it is easy to apply without a mirror.',
      shop: 'glow-theory',
      categories: ['lipsticks'],
      tags: ['vegan-beauty'],
      unit: '3.5 g',
      price: 0,
      quantity: 0,
      manufacturer: 'velvet-atelier',
      art: { motif: 'lipstick', colors: ['#d81b60', '#fce4ec'] },
      variations: [
        { options: { shade: 'ruby' }, price: 19, salePrice: 15, quantity: 24 },
        { options: { shade: 'rose' }, price: 19, quantity: 31 },
        { options: { shade: 'nude' }, price: 19, quantity: 0 },
        { options: { shade: 'plum' }, price: 19, quantity: 14 },
      ],
      i18n: {
        ar: {
          name: 'أحمر شفاه ساتان كيس',
          description:
            'أحمر شفاه بلمسة ساتانية ولمعان ناعم وتغطية متوسطة ينساب على الشفاه كالبلسم. يحافظ حمض الهيالورونيك على امتلاء الشفاه وترطيبها، ويسهل وضعه دون مرآة.',
          unit: '3.5 غ',
        },
      },
    },
    {
      slug: 'glass-shine-lip-gloss',
      name: 'Glass Shine Lip Gloss',
      description:
        'A high-shine, non-sticky gloss that gives lips a mirror-like finish with a wash of colour. The cushioned applicator hugs the curve of your lips. Lightly scented with vanilla.',
      shop: 'glow-theory',
      categories: ['lip-glosses'],
      tags: ['beauty-new-arrival'],
      unit: '8 ml',
      price: 0,
      quantity: 0,
      manufacturer: 'velvet-atelier',
      art: { motif: 'lipstick', colors: ['#f06292', '#ffffff'] },
      variations: [
        { options: { shade: 'rose' }, price: 16, quantity: 33 },
        { options: { shade: 'nude' }, price: 16, salePrice: 12, quantity: 27 },
        { options: { shade: 'plum' }, price: 16, quantity: 15 },
      ],
      i18n: {
        ar: {
          name: 'ملمّع شفاه غلاس شاين',
          description:
            'ملمّع شفاه شديد اللمعان وغير لزج يمنح الشفاه بريقاً كالمرآة مع لمسة لون خفيفة. يلتف طرفه الإسفنجي حول انحناءة الشفتين. معطّر برائحة الفانيليا الخفيفة.',
          unit: '8 مل',
        },
      },
    },
    {
      slug: 'tinted-rosehip-lip-oil',
      name: 'Tinted Rosehip Lip Oil',
      description:
        'A nourishing lip oil with a sheer rosy tint, made with rosehip and camellia oils. It softens dry lips and adds a glossy glow without any stickiness. Wear it alone or over lipstick.',
      shop: 'glow-theory',
      categories: ['lip-glosses'],
      tags: ['fragrance-free'],
      unit: '6 ml',
      price: 18,
      quantity: 28,
      manufacturer: 'velvet-atelier',
      art: { motif: 'lipstick', colors: ['#ef9a9a', '#fff3e0'] },
      i18n: {
        ar: {
          name: 'زيت شفاه ملوّن بثمر الورد',
          description:
            'زيت مغذٍّ للشفاه بلون وردي شفاف، مصنوع من زيتَي ثمر الورد والكاميليا. يليّن الشفاه الجافة ويضيف توهجاً لامعاً دون أي لزوجة. ضعيه وحده أو فوق أحمر الشفاه.',
          unit: '6 مل',
        },
      },
    },
    {
      slug: 'sculpt-lip-liner',
      name: 'Sculpt Lip Liner',
      description:
        'A creamy, long-wearing lip pencil that defines and shapes lips and stops lipstick from bleeding. Fill in the whole lip for a matte base that lasts. The cap hides a built-in sharpener.',
      shop: 'glow-theory',
      categories: ['lip-liners'],
      tags: ['long-wear'],
      unit: '1.2 g',
      price: 0,
      quantity: 0,
      manufacturer: 'velvet-atelier',
      art: { motif: 'lipstick', colors: ['#c8a28e', '#5b3a24'] },
      variations: [
        { options: { shade: 'ruby' }, price: 14, quantity: 22 },
        { options: { shade: 'rose' }, price: 14, quantity: 19 },
        { options: { shade: 'nude' }, price: 14, quantity: 36 },
        { options: { shade: 'plum' }, price: 14, quantity: 12 },
      ],
      i18n: {
        ar: {
          name: 'محدد شفاه سكلبت',
          description:
            'قلم شفاه كريمي يدوم طويلاً يحدد الشفتين ويرسم شكلهما ويمنع أحمر الشفاه من الانتشار. املئي به الشفاه كلها لقاعدة غير لامعة تدوم. يخفي الغطاء مبراة مدمجة.',
          unit: '1.2 غ',
        },
      },
    },
    // ---------- Nails ----------
    {
      slug: 'gel-effect-nail-lacquer',
      name: 'Gel Effect Nail Lacquer',
      description:
        'A gel-look nail polish that gives a plump, glossy finish without a UV lamp. Two coats last up to ten days without chipping, and the wide, flat brush covers each nail in a single stroke.',
      shop: 'glow-theory',
      categories: ['nail-polishes'],
      tags: ['long-wear', 'vegan-beauty'],
      unit: '12 ml',
      price: 0,
      quantity: 0,
      manufacturer: 'petal-and-lacquer',
      art: { motif: 'nail-polish', colors: ['#b71c1c', '#212121'] },
      gallery: [{ motif: 'nail-polish', colors: ['#6a1b4d', '#212121'], variant: 2 }],
      variations: [
        { options: { shade: 'ruby' }, price: 14, quantity: 30 },
        { options: { shade: 'rose' }, price: 14, quantity: 0 },
        { options: { shade: 'nude' }, price: 14, salePrice: 11, quantity: 26 },
        { options: { shade: 'plum' }, price: 14, quantity: 18 },
      ],
      i18n: {
        ar: {
          name: 'طلاء أظافر بتأثير الجل',
          description:
            'طلاء أظافر بمظهر الجل يمنح لمسة لامعة ممتلئة دون الحاجة إلى مصباح الأشعة فوق البنفسجية. تدوم طبقتان منه حتى عشرة أيام دون تقشر، وتغطي فرشاته العريضة المسطحة كل ظفر بتمريرة واحدة.',
          unit: '12 مل',
        },
      },
    },
    {
      slug: 'quick-dry-nail-colour',
      name: 'Quick Dry Nail Colour',
      description:
        'A fast-drying nail colour that is dry to the touch in sixty seconds, for manicures on the run. Its breathable ten-free formula is kinder to nails, and the glossy finish needs no top coat.',
      shop: 'glow-theory',
      categories: ['nail-polishes'],
      tags: ['vegan-beauty', 'beauty-new-arrival'],
      unit: '9 ml',
      price: 0,
      quantity: 0,
      manufacturer: 'petal-and-lacquer',
      art: { motif: 'nail-polish', colors: ['#d81b60', '#fce4ec'] },
      variations: [
        { options: { shade: 'ruby' }, price: 11, quantity: 12 },
        { options: { shade: 'rose' }, price: 11, quantity: 25 },
        { options: { shade: 'nude' }, price: 11, quantity: 21 },
        { options: { shade: 'plum' }, price: 11, quantity: 16 },
      ],
      i18n: {
        ar: {
          name: 'طلاء أظافر سريع الجفاف',
          description:
            'طلاء أظافر سريع الجفاف يجف عند اللمس خلال ستين ثانية، لعناية بالأظافر على عجل. تركيبته التي تسمح بتنفس الأظافر وتخلو من عشرة مكونات ضارة ألطف على الأظافر، ولمسته اللامعة لا تحتاج إلى طبقة علوية.',
          unit: '9 مل',
        },
      },
    },
    {
      slug: 'cuticle-repair-oil',
      name: 'Cuticle Repair Oil',
      description:
        'A fast-absorbing blend of almond, apricot and vitamin E oils that softens ragged cuticles and strengthens brittle nails. The precision brush puts a drop exactly where it is needed. Smells faintly of fresh pear.',
      shop: 'glow-theory',
      categories: ['nail-treatments'],
      tags: ['cruelty-free'],
      unit: '10 ml',
      price: 15,
      quantity: 50,
      manufacturer: 'petal-and-lacquer',
      art: { motif: 'skincare', colors: ['#ffca28', '#fff8e1'] },
      i18n: {
        ar: {
          name: 'زيت إصلاح الجلد المحيط بالأظافر',
          description:
            'مزيج سريع الامتصاص من زيوت اللوز والمشمش وفيتامين هـ يليّن الجلد الخشن حول الأظافر ويقوّي الأظافر الهشة. تضع فرشاته الدقيقة القطرة في المكان المطلوب تماماً. برائحة خفيفة من الكمثرى الطازجة.',
          unit: '10 مل',
        },
      },
    },
    {
      slug: 'strengthening-base-coat',
      name: 'Strengthening Base Coat',
      description:
        'A clear, ridge-filling base coat with keratin and calcium that helps weak nails grow stronger. It smooths the nail surface and makes colour last longer. Wear it alone for a natural, healthy shine.',
      shop: 'glow-theory',
      categories: ['nail-treatments'],
      unit: '12 ml',
      price: 13,
      quantity: 0,
      manufacturer: 'petal-and-lacquer',
      art: { motif: 'nail-polish', colors: ['#fafafa', '#e0e0e0'] },
      i18n: {
        ar: {
          name: 'طبقة أساس مقوّية',
          description:
            'طبقة أساس شفافة تملأ تموجات الظفر، بالكيراتين والكالسيوم، تساعد الأظافر الضعيفة على أن تنمو أقوى. تنعّم سطح الظفر وتطيل ثبات اللون. ضعيها وحدها للمعان طبيعي صحي.',
          unit: '12 مل',
        },
      },
    },
    // ---------- Skincare ----------
    {
      slug: 'cloud-cream-cleanser',
      name: 'Cloud Cream Cleanser',
      description:
        'A gentle, pH-balanced cream cleanser that removes sunscreen and make-up without stripping the skin. Oat extract and ceramides leave the face soft, never tight. Suitable for sensitive and dry skin.',
      shop: 'glow-theory',
      categories: ['face-cleansers'],
      tags: ['fragrance-free'],
      unit: '150 ml',
      price: 24,
      quantity: 42,
      manufacturer: 'dewdrop-skin-lab',
      art: { motif: 'skincare', colors: ['#e3f2fd', '#90caf9'] },
      i18n: {
        ar: {
          name: 'منظف كلاود الكريمي',
          description:
            'منظف كريمي لطيف متوازن الحموضة يزيل واقي الشمس والمكياج دون أن يجرّد البشرة من زيوتها. يترك مستخلص الشوفان والسيراميدات الوجه ناعماً دون شدّ. مناسب للبشرة الحساسة والجافة.',
          unit: '150 مل',
        },
      },
    },
    {
      slug: 'vitamin-c-glow-serum',
      name: 'Vitamin C Glow Serum',
      description:
        'A brightening serum with 15% stabilised vitamin C and ferulic acid that fades dark spots and boosts radiance. The airless amber bottle keeps the formula fresh to the last drop. Use in the morning under sunscreen.',
      shop: 'glow-theory',
      categories: ['serums-moisturisers'],
      tags: ['beauty-bestseller', 'fragrance-free'],
      unit: '30 ml',
      price: 46,
      salePrice: 38,
      quantity: 27,
      featured: true,
      manufacturer: 'dewdrop-skin-lab',
      art: { motif: 'skincare', colors: ['#ffb74d', '#fff3e0'] },
      gallery: [{ motif: 'skincare', colors: ['#ff9800', '#fffde7'], variant: 2 }],
      i18n: {
        ar: {
          name: 'سيروم فيتامين سي للإشراق',
          description:
            'سيروم مفتّح بتركيز 15% من فيتامين سي الثابت وحمض الفيروليك، يخفف البقع الداكنة ويعزز الإشراق. تحافظ العبوة الكهرمانية المفرغة من الهواء على نضارة التركيبة حتى آخر قطرة. يُستخدم صباحاً تحت واقي الشمس.',
          unit: '30 مل',
        },
      },
    },
    {
      slug: 'barrier-repair-moisturiser',
      name: 'Barrier Repair Moisturiser',
      description:
        'A rich yet fast-absorbing moisturiser with ceramides, squalane and panthenol that restores a stressed skin barrier. It calms redness after sun, wind or air conditioning. Non-comedogenic and safe for acne-prone skin.',
      shop: 'glow-theory',
      categories: ['serums-moisturisers'],
      tags: ['fragrance-free', 'vegan-beauty'],
      unit: '50 ml',
      price: 34,
      quantity: 33,
      manufacturer: 'dewdrop-skin-lab',
      art: { motif: 'skincare', colors: ['#c8e6c9', '#2e7d32'] },
      i18n: {
        ar: {
          name: 'مرطب إصلاح حاجز البشرة',
          description:
            'مرطب غني وسريع الامتصاص بالسيراميدات والسكوالان والبانثينول يعيد بناء حاجز البشرة المجهد. يهدّئ الاحمرار بعد التعرض للشمس أو الرياح أو المكيفات. لا يسد المسام وآمن للبشرة المعرضة لحب الشباب.',
          unit: '50 مل',
        },
      },
    },
    {
      slug: 'daily-shield-sunscreen-spf50',
      name: 'Daily Shield Sunscreen SPF 50',
      description:
        'A weightless SPF 50 sunscreen with broad-spectrum UVA and UVB protection and no white cast on any skin tone. The invisible gel finish doubles as a primer under make-up. Water-resistant for forty minutes.',
      shop: 'glow-theory',
      categories: ['sun-protection'],
      tags: ['fragrance-free'],
      unit: '50 ml',
      price: 29,
      salePrice: 23,
      quantity: 60,
      manufacturer: 'dewdrop-skin-lab',
      art: { motif: 'skincare', colors: ['#fff59d', '#f57f17'] },
      i18n: {
        ar: {
          name: 'واقي الشمس ديلي شيلد بعامل حماية 50',
          description:
            'واقٍ من الشمس خفيف الوزن بعامل حماية 50 يحمي من الأشعة فوق البنفسجية بنوعيها دون أن يترك أثراً أبيض على أي لون بشرة. يعمل قوامه الهلامي غير المرئي كبرايمر تحت المكياج أيضاً. مقاوم للماء لمدة أربعين دقيقة.',
          unit: '50 مل',
        },
      },
    },
    // ---------- Fragrance ----------
    {
      slug: 'oud-and-fig-eau-de-parfum',
      name: 'Oud & Fig Eau de Parfum',
      description:
        'A warm, velvety scent that opens with ripe fig and pink pepper and settles into smoky oud, sandalwood and amber. Blended and aged in small batches in Dubai. Long-lasting on skin and beautiful on a scarf.',
      shop: 'glow-theory',
      categories: ['eau-de-parfum'],
      tags: ['beauty-bestseller'],
      unit: '50 ml',
      price: 95,
      quantity: 14,
      manufacturer: 'amber-and-oud-atelier',
      art: { motif: 'perfume', colors: ['#5d4037', '#ffcc80'] },
      gallery: [{ motif: 'perfume', colors: ['#3e2723', '#ffb74d'], variant: 2 }],
      i18n: {
        ar: {
          name: 'ماء عطر العود والتين',
          description:
            'عطر دافئ مخملي يفتتح بالتين الناضج والفلفل الوردي ثم يستقر على العود المدخّن وخشب الصندل والعنبر. يُمزج ويُعتّق بكميات صغيرة في دبي. يدوم طويلاً على البشرة ويفوح جميلاً على الوشاح.',
          unit: '50 مل',
        },
      },
    },
    {
      slug: 'white-jasmine-eau-de-parfum',
      name: 'White Jasmine Eau de Parfum',
      description:
        'A luminous floral built around night-blooming jasmine, neroli and a soft musk base. Fresh in the morning and sensual by evening. Presented in a hand-polished glass bottle.',
      shop: 'glow-theory',
      categories: ['eau-de-parfum'],
      unit: '50 ml',
      price: 85,
      quantity: 20,
      manufacturer: 'amber-and-oud-atelier',
      art: { motif: 'perfume', colors: ['#fffde7', '#9ccc65'] },
      i18n: {
        ar: {
          name: 'ماء عطر الياسمين الأبيض',
          description:
            'عطر زهري مشرق مبني حول الياسمين الليلي وزهر النارنج وقاعدة ناعمة من المسك. منعش في الصباح وآسر في المساء. يُقدَّم في زجاجة مصقولة يدوياً.',
          unit: '50 مل',
        },
      },
    },
    {
      slug: 'citrus-bloom-body-mist',
      name: 'Citrus Bloom Body Mist',
      description:
        'A light, refreshing body mist of bergamot, mandarin and orange blossom for hot days. Spritz it on skin and hair whenever you need a lift. The alcohol-free formula with aloe keeps skin comfortable.',
      shop: 'glow-theory',
      categories: ['body-mists'],
      tags: ['beauty-new-arrival'],
      unit: '100 ml',
      price: 28,
      quantity: 0,
      manufacturer: 'amber-and-oud-atelier',
      art: { motif: 'perfume', colors: ['#ffee58', '#ff7043'] },
      i18n: {
        ar: {
          name: 'رذاذ الجسم سيتروس بلوم',
          description:
            'رذاذ جسم خفيف منعش بالبرغموت واليوسفي وزهر البرتقال للأيام الحارة. رشّيه على البشرة والشعر كلما احتجت إلى انتعاش. تركيبته الخالية من الكحول مع الصبار تحافظ على راحة البشرة.',
          unit: '100 مل',
        },
      },
    },
    // ---------- Tools & brushes ----------
    {
      slug: 'pro-blending-brush-set',
      name: 'Pro Blending Brush Set',
      description:
        'Seven synthetic brushes for foundation, powder, blush, contour, eyeshadow and detail work, in a roll-up vegan-leather case. The ultra-soft fibres pick up and release product evenly and wash easily. Weighted aluminium handles feel balanced in the hand.',
      shop: 'glow-theory',
      categories: ['makeup-brushes'],
      tags: ['cruelty-free', 'vegan-beauty'],
      unit: '1 set',
      price: 58,
      salePrice: 46,
      quantity: 16,
      manufacturer: 'brushcraft-studio',
      art: { motif: 'brush', colors: ['#212121', '#d4af37'] },
      gallery: [
        { motif: 'brush', colors: ['#37474f', '#ffd54f'], variant: 2 },
        { motif: 'brush', colors: ['#212121', '#f5e6da'], variant: 3 },
      ],
      i18n: {
        ar: {
          name: 'طقم فرش الدمج الاحترافي',
          description:
            'سبع فرش من ألياف صناعية لكريم الأساس والبودرة وأحمر الخدود والكونتور وظلال العيون والتفاصيل الدقيقة، في حافظة قابلة للف من الجلد النباتي. تلتقط أليافها فائقة النعومة المنتج وتوزعه بالتساوي وتُغسل بسهولة. مقابضها من الألمنيوم الموزون متوازنة في اليد.',
          unit: 'طقم واحد',
        },
      },
    },
    {
      slug: 'kabuki-powder-brush',
      name: 'Kabuki Powder Brush',
      description:
        'A dense, dome-shaped kabuki brush that buffs powder and mineral foundation into the skin for an airbrushed finish. The short handle gives precise control, and the fibres are cruelty-free synthetics.',
      shop: 'glow-theory',
      categories: ['makeup-brushes'],
      unit: '1 pc',
      price: 26,
      quantity: 35,
      manufacturer: 'brushcraft-studio',
      art: { motif: 'brush', colors: ['#f8bbd0', '#880e4f'] },
      i18n: {
        ar: {
          name: 'فرشاة كابوكي للبودرة',
          description:
            'فرشاة كابوكي كثيفة على شكل قبة تدمج البودرة وكريم الأساس المعدني في البشرة للمسة كأنها بالرذاذ. يمنح مقبضها القصير تحكماً دقيقاً، وأليافها صناعية خالية من القسوة على الحيوان.',
          unit: 'قطعة واحدة',
        },
      },
    },
    {
      slug: 'dual-ended-beauty-sponge',
      name: 'Dual-Ended Beauty Sponge',
      description:
        'A latex-free make-up sponge with a rounded side for cheeks and a pointed tip for under the eyes. Use it damp for a seamless, skin-like finish. A pack of two, each with a washable storage pod.',
      shop: 'glow-theory',
      categories: ['sponges-accessories'],
      tags: ['vegan-beauty'],
      unit: '2 pcs',
      price: 12,
      quantity: 90,
      manufacturer: 'brushcraft-studio',
      art: { motif: 'brush', colors: ['#ec407a', '#fce4ec'] },
      i18n: {
        ar: {
          name: 'إسفنجة تجميل بطرفين',
          description:
            'إسفنجة مكياج خالية من اللاتكس بجانب مستدير للخدين وطرف مدبب لما تحت العينين. استخدميها رطبة للمسة سلسة تشبه البشرة الطبيعية. عبوة من قطعتين، لكل منهما حافظة قابلة للغسل.',
          unit: 'قطعتان',
        },
      },
    },
    {
      slug: 'slanted-brow-tweezers',
      name: 'Slanted Brow Tweezers',
      description:
        'Stainless steel tweezers with a precisely aligned slanted tip that grips even the finest hairs. Each pair is hand-finished and sterilised before packing, and comes with a protective cap.',
      shop: 'glow-theory',
      categories: ['sponges-accessories'],
      unit: '1 pc',
      price: 18,
      quantity: 40,
      manufacturer: 'brushcraft-studio',
      art: { motif: 'brush', colors: ['#b0bec5', '#37474f'] },
      i18n: {
        ar: {
          name: 'ملقاط حواجب مائل',
          description:
            'ملقاط من الفولاذ المقاوم للصدأ بطرف مائل متطابق بدقة يمسك حتى أدق الشعيرات. يُشطَّب كل ملقاط يدوياً ويُعقَّم قبل التغليف، ويأتي مع غطاء واقٍ.',
          unit: 'قطعة واحدة',
        },
      },
    },
    // ---------- Drafts ----------
    {
      slug: 'aurora-liquid-highlighter',
      name: 'Aurora Liquid Highlighter',
      description:
        'A liquid highlighter in pearl and champagne tones for a lit-from-within glow. Launching later this season; shade names still to be confirmed.',
      shop: 'glow-theory',
      categories: ['blush-bronzer'],
      unit: '15 ml',
      price: 27,
      quantity: 0,
      status: 'draft',
      manufacturer: 'velvet-atelier',
      art: { motif: 'foundation', colors: ['#fff8e1', '#ffd54f'] },
      i18n: {
        ar: {
          name: 'هايلايتر أورورا السائل',
          description:
            'هايلايتر سائل بدرجات اللؤلؤ والشمبانيا لتوهج ينبع من داخل البشرة. يُطرح في وقت لاحق من هذا الموسم، ولم تُحدَّد أسماء الدرجات بعد.',
          unit: '15 مل',
        },
      },
    },
    {
      slug: 'overnight-lip-mask',
      name: 'Overnight Lip Mask',
      description:
        'A cushiony overnight mask with shea butter and berry extracts that wakes lips up soft. Formula in final stability testing.',
      shop: 'glow-theory',
      categories: ['serums-moisturisers'],
      unit: '15 g',
      price: 18,
      quantity: 40,
      status: 'draft',
      manufacturer: 'dewdrop-skin-lab',
      art: { motif: 'skincare', colors: ['#f8bbd0', '#ad1457'] },
      i18n: {
        ar: {
          name: 'قناع الشفاه الليلي',
          description:
            'قناع ليلي وسائدي القوام بزبدة الشيا ومستخلصات التوت يجعل الشفاه ناعمة عند الاستيقاظ. التركيبة في المرحلة الأخيرة من اختبارات الثبات.',
          unit: '15 غ',
        },
      },
    },
  ],
};
