import type { SeedTypeCatalogue } from '../../seed/types';

/**
 * Demo bakery catalogue for Rise & Crumb (New York) and Al Manara (Dubai).
 * Child categories reuse their parent's menu icon; their pictures (`art`) tell them apart.
 */
export const bakeryCatalogue: SeedTypeCatalogue = {
  type: 'bakery',
  categories: [
    {
      slug: 'breads',
      name: 'Breads',
      icon: 'Bread',
      details: 'Naturally leavened loaves, stone-oven flatbreads and soft rolls.',
      art: { motif: 'bread', colors: ['#a1662f', '#f5deb3'] },
      i18n: { ar: { name: 'خبز', details: 'أرغفة مخمّرة طبيعياً وخبز مسطّح من الفرن الحجري ولفائف طرية.' } },
      children: [
        {
          slug: 'sourdough',
          name: 'Sourdough',
          icon: 'Bread',
          art: { motif: 'bread', colors: ['#8d6e63'] },
          i18n: { ar: { name: 'خبز العجين المخمّر' } },
        },
        {
          slug: 'flatbreads',
          name: 'Flatbreads',
          icon: 'Bread',
          art: { motif: 'flatbread', colors: ['#d7a86e'] },
          i18n: { ar: { name: 'خبز مسطّح' } },
        },
        {
          slug: 'loaves-rolls',
          name: 'Loaves & Rolls',
          icon: 'Bread',
          art: { motif: 'bun', colors: ['#f9a825'] },
          i18n: { ar: { name: 'أرغفة ولفائف' } },
        },
      ],
    },
    {
      slug: 'cakes',
      name: 'Cakes',
      icon: 'Cake',
      details: 'Layer cakes for celebrations, loaf cakes for every day and baked cheesecakes.',
      art: { motif: 'cake', colors: ['#f8bbd0', '#6d4c41'] },
      i18n: { ar: { name: 'كعك', details: 'كعك طبقات للمناسبات وكعك قوالب لكل يوم وتشيز كيك مخبوز.' } },
      children: [
        {
          slug: 'celebration-cakes',
          name: 'Celebration Cakes',
          icon: 'Cake',
          art: { motif: 'cake', colors: ['#f8bbd0', '#ad1457'] },
          i18n: { ar: { name: 'كعك المناسبات' } },
        },
        {
          slug: 'loaf-cakes',
          name: 'Loaf Cakes',
          icon: 'Cake',
          art: { motif: 'cake', colors: ['#fff176', '#8d6e63'] },
          i18n: { ar: { name: 'كعك القالب' } },
        },
        {
          slug: 'cheesecakes',
          name: 'Cheesecakes',
          icon: 'Cake',
          art: { motif: 'cake', colors: ['#fff8e1', '#e65100'] },
          i18n: { ar: { name: 'تشيز كيك' } },
        },
      ],
    },
    {
      slug: 'pastries-sweets',
      name: 'Pastries & Sweets',
      icon: 'Croissant',
      details: 'Laminated French pastries, Middle Eastern sweets and fruit pies.',
      art: { motif: 'croissant', colors: ['#e0a040', '#fff3e0'] },
      i18n: { ar: { name: 'معجنات وحلويات', details: 'معجنات فرنسية مورّقة وحلويات شرقية وفطائر فواكه.' } },
      children: [
        {
          slug: 'croissants-danishes',
          name: 'Croissants & Danishes',
          icon: 'Croissant',
          art: { motif: 'croissant', colors: ['#d4892a'] },
          i18n: { ar: { name: 'كرواسون ودانيش' } },
        },
        {
          slug: 'middle-eastern-sweets',
          name: 'Middle Eastern Sweets',
          icon: 'Croissant',
          art: { motif: 'box', colors: ['#9ccc65', '#ffb300'] },
          i18n: { ar: { name: 'حلويات شرقية' } },
        },
        {
          slug: 'tarts-pies',
          name: 'Tarts & Pies',
          icon: 'Croissant',
          art: { motif: 'pie', colors: ['#c58b3b', '#e53935'] },
          i18n: { ar: { name: 'تارت وفطائر حلوة' } },
        },
      ],
    },
    {
      slug: 'cookies-biscuits',
      name: 'Cookies & Biscuits',
      icon: 'Cookie',
      details: 'Chewy cookies, crisp shortbread and date-filled maamoul.',
      art: { motif: 'cookie', colors: ['#8d6e63', '#3e2723'] },
      i18n: { ar: { name: 'كوكيز وبسكويت', details: 'كوكيز طرية وبسكويت زبدة مقرمش ومعمول محشو بالتمر.' } },
      children: [
        {
          slug: 'cookies',
          name: 'Cookies',
          icon: 'Cookie',
          art: { motif: 'cookie', colors: ['#a1662f', '#4e342e'] },
          i18n: { ar: { name: 'كوكيز' } },
        },
        {
          slug: 'shortbread-biscuits',
          name: 'Shortbread & Biscuits',
          icon: 'Cookie',
          art: { motif: 'cookie', colors: ['#ffe082', '#a1887f'] },
          i18n: { ar: { name: 'بسكويت الزبدة' } },
        },
        {
          slug: 'maamoul',
          name: 'Maamoul',
          icon: 'Cookie',
          art: { motif: 'cookie', colors: ['#e6c08f', '#5d4037'] },
          i18n: { ar: { name: 'معمول' } },
        },
      ],
    },
    {
      slug: 'savoury-bakes',
      name: 'Savoury Bakes',
      icon: 'Pretzel',
      details: 'Manakish, filled pies, bagels and pretzels for breakfast and lunch.',
      art: { motif: 'pretzel', colors: ['#8d5524', '#fafafa'] },
      i18n: { ar: { name: 'معجنات مالحة', details: 'مناقيش وفطائر محشوة وخبز بيغل وبريتزل للفطور والغداء.' } },
      children: [
        {
          slug: 'manakish',
          name: 'Manakish',
          icon: 'Pretzel',
          art: { motif: 'flatbread', colors: ['#7cb342', '#d7a86e'] },
          i18n: { ar: { name: 'مناقيش' } },
        },
        {
          slug: 'fatayer-savoury-pies',
          name: 'Fatayer & Savoury Pies',
          icon: 'Pretzel',
          art: { motif: 'pie', colors: ['#558b2f', '#e6c08f'] },
          i18n: { ar: { name: 'فطائر ومعجنات محشوة' } },
        },
        {
          slug: 'bagels-pretzels',
          name: 'Bagels & Pretzels',
          icon: 'Pretzel',
          art: { motif: 'pretzel', colors: ['#8d5524'] },
          i18n: { ar: { name: 'بيغل وبريتزل' } },
        },
      ],
    },
    {
      slug: 'muffins-doughnuts',
      name: 'Muffins & Doughnuts',
      icon: 'Donut',
      details: 'Muffins, doughnuts, cupcakes and luqaimat for a sweet treat.',
      art: { motif: 'donut', colors: ['#f8bbd0', '#e0a040'] },
      i18n: { ar: { name: 'مافن ودونات', details: 'مافن ودونات وكب كيك ولقيمات لتحلية سريعة.' } },
      children: [
        {
          slug: 'muffins',
          name: 'Muffins',
          icon: 'Donut',
          art: { motif: 'muffin', colors: ['#5c6bc0', '#ffe0b2'] },
          i18n: { ar: { name: 'مافن' } },
        },
        {
          slug: 'doughnuts-luqaimat',
          name: 'Doughnuts & Luqaimat',
          icon: 'Donut',
          art: { motif: 'donut', colors: ['#ffb300', '#4e342e'] },
          i18n: { ar: { name: 'دونات ولقيمات' } },
        },
        {
          slug: 'cupcakes',
          name: 'Cupcakes',
          icon: 'Donut',
          art: { motif: 'cupcake', colors: ['#c62828', '#fafafa'] },
          i18n: { ar: { name: 'كب كيك' } },
        },
      ],
    },
  ],
  tags: [
    {
      slug: 'baked-today',
      name: 'Baked Today',
      details: 'Baked overnight and delivered the same morning.',
      i18n: { ar: { name: 'مخبوز اليوم', details: 'يُخبز ليلاً ويُسلَّم صباح اليوم نفسه.' } },
    },
    {
      slug: 'whole-grain',
      name: 'Whole Grain',
      details: 'At least half of the flour is whole grain.',
      i18n: { ar: { name: 'حبوب كاملة', details: 'نصف الدقيق على الأقل من الحبوب الكاملة.' } },
    },
    {
      slug: 'dairy-free',
      name: 'Dairy-Free',
      details: 'No milk, butter, cream or cheese in the recipe.',
      i18n: { ar: { name: 'خالٍ من الألبان', details: 'لا تحتوي الوصفة على حليب أو زبدة أو قشدة أو جبن.' } },
    },
    {
      slug: 'nut-free',
      name: 'Nut-Free',
      details: 'Made without nuts or peanuts.',
      i18n: { ar: { name: 'خالٍ من المكسرات', details: 'يُحضَّر دون مكسرات أو فول سوداني.' } },
    },
    {
      slug: 'celebration',
      name: 'Celebration',
      details: 'Cakes and gift boxes for birthdays, weddings and Eid.',
      i18n: { ar: { name: 'للمناسبات', details: 'كعك وعلب هدايا لأعياد الميلاد والأعراس والعيد.' } },
    },
    {
      slug: 'bakers-choice',
      name: "Baker's Choice",
      details: "Our bakers' own favourites this month.",
      i18n: { ar: { name: 'اختيار الخبّاز', details: 'المفضّلة لدى خبّازينا هذا الشهر.' } },
    },
    {
      slug: 'ramadan-special',
      name: 'Ramadan Special',
      details: 'Sweets and savoury bakes for iftar and suhoor.',
      i18n: { ar: { name: 'خاص برمضان', details: 'حلويات ومعجنات مالحة للإفطار والسحور.' } },
    },
  ],
  manufacturers: [
    {
      slug: 'stonehearth-mill',
      name: 'Stonehearth Mill',
      description:
        'A stone-ground flour mill and bakehouse in the Hudson Valley that bakes naturally leavened bread for New York bakeries.',
      website: 'https://stonehearth-mill.example',
      art: { motif: 'logo', label: 'SM', colors: ['#6d4c41', '#efebe9'] },
      i18n: {
        ar: {
          name: 'مطحنة ستونهيرث',
          description: 'مطحنة دقيق بالحجر ومخبز في وادي هدسون يخبز خبزاً مخمّراً طبيعياً لمخابز نيويورك.',
        },
      },
    },
    {
      slug: 'copper-whisk-patisserie',
      name: 'Copper Whisk Pâtisserie',
      description: 'A small pastry kitchen making laminated doughs, layer cakes and butter cookies by hand.',
      website: 'https://copper-whisk.example',
      art: { motif: 'logo', label: 'CW', colors: ['#bf360c', '#fbe9e7'] },
      i18n: {
        ar: {
          name: 'حلويات كوبر ويسك',
          description: 'مطبخ حلويات صغير يصنع العجائن المورّقة وكعك الطبقات وبسكويت الزبدة يدوياً.',
        },
      },
    },
    {
      slug: 'hilal-ovens',
      name: 'Hilal Ovens',
      concern: 'crescent-foods-holding',
      description: 'Stone and tannour ovens baking Arabic breads, manakish and savoury pastries across the Gulf.',
      website: 'https://hilal-ovens.example',
      art: { motif: 'logo', label: 'HL', colors: ['#d84315', '#fff3e0'] },
      i18n: {
        ar: {
          name: 'أفران الهلال',
          description: 'أفران حجرية وتنانير تخبز الخبز العربي والمناقيش والمعجنات المالحة في أنحاء الخليج.',
        },
      },
    },
    {
      slug: 'samra-sweets-house',
      name: 'Samra Sweets House',
      concern: 'crescent-foods-holding',
      description: 'Baklava, maamoul, kunafa and celebration cakes made with Gulf dates and Aleppo pistachios.',
      website: 'https://samra-sweets.example',
      art: { motif: 'logo', label: 'SS', colors: ['#33691e', '#f1f8e9'] },
      i18n: {
        ar: {
          name: 'دار سمراء للحلويات',
          description: 'بقلاوة ومعمول وكنافة وكعك مناسبات مصنوعة من تمور الخليج والفستق الحلبي.',
        },
      },
    },
  ],
  products: [
    // Breads
    {
      slug: 'country-sourdough-loaf',
      name: 'Country Sourdough Loaf',
      description:
        'Our everyday loaf: stone-ground wheat and a little rye, fermented for 36 hours and baked dark in a deck oven. The crust shatters, the crumb is open and glossy, and the flavour is gently tangy. Keep it cut side down on a board for three days, or slice and freeze it.',
      shop: 'rise-and-crumb',
      categories: ['sourdough'],
      tags: ['baked-today', 'dairy-free'],
      unit: '1 loaf',
      price: 8.5,
      quantity: 30,
      featured: true,
      manufacturer: 'stonehearth-mill',
      art: { motif: 'bread', colors: ['#a1662f', '#f5deb3'] },
      gallery: [
        { motif: 'bread', colors: ['#8d5524', '#fff8e1'], variant: 2 },
        { motif: 'bread', colors: ['#6d4c41', '#ffe0b2'], variant: 3 },
      ],
      i18n: {
        ar: {
          name: 'رغيف العجين المخمّر الريفي',
          description:
            'رغيفنا اليومي: قمح مطحون بالحجر مع قليل من الجاودار، يُخمَّر 36 ساعة ويُخبز حتى يغمق لونه في فرن حجري. قشرته تتكسّر، ولبّه مفتوح لامع، ونكهته حامضة برقّة. احفظه على لوح وجهته المقطوعة إلى الأسفل ثلاثة أيام، أو قطّعه شرائح وجمّده.',
          unit: 'رغيف واحد',
        },
      },
    },
    {
      slug: 'seeded-rye-sourdough',
      name: 'Seeded Rye Sourdough',
      description:
        'A dense, moist rye loaf packed with sunflower, flax and pumpkin seeds and a touch of molasses. Slice it thin for smoked fish, cheese or simply good butter. It keeps well for a week wrapped in a cloth.',
      shop: 'rise-and-crumb',
      categories: ['sourdough'],
      tags: ['whole-grain', 'dairy-free', 'nut-free'],
      unit: '1 loaf',
      price: 9.25,
      salePrice: 7.95,
      quantity: 20,
      manufacturer: 'stonehearth-mill',
      art: { motif: 'bread', colors: ['#5d4037', '#c8a165'] },
      i18n: {
        ar: {
          name: 'خبز جاودار مخمّر بالبذور',
          description:
            'رغيف جاودار كثيف رطب مليء ببذور دوار الشمس والكتان واليقطين مع لمسة من الدبس. قطّعه شرائح رقيقة للسمك المدخّن أو الجبن أو مع زبدة جيدة فحسب. يبقى جيداً أسبوعاً إذا لُفّ بقطعة قماش.',
          unit: 'رغيف واحد',
        },
      },
    },
    {
      slug: 'olive-rosemary-sourdough',
      name: 'Olive & Rosemary Sourdough',
      description:
        'Sourdough studded with Kalamata olives and fresh rosemary, with a blistered crust brushed with olive oil. Tear it alongside soups and salads or toast it for bruschetta. It is best on the day and excellent toasted for two more.',
      shop: 'rise-and-crumb',
      categories: ['sourdough'],
      tags: ['dairy-free'],
      unit: '1 loaf',
      price: 9.75,
      quantity: 18,
      art: { motif: 'bread', colors: ['#8d6e63', '#558b2f'] },
      i18n: {
        ar: {
          name: 'خبز مخمّر بالزيتون وإكليل الجبل',
          description:
            'خبز مخمّر تتخلله حبات زيتون كالاماتا وإكليل الجبل الطازج، بقشرة منتفخة مدهونة بزيت الزيتون. قطّعه بيدك مع الحساء والسلطات، أو حمّصه لتحضير البروسكيتا. ألذّ ما يكون في يومه، ويبقى ممتازاً محمّصاً يومين آخرين.',
          unit: 'رغيف واحد',
        },
      },
    },
    {
      slug: 'stone-oven-pita-bread',
      name: 'Stone-Oven Pita Bread',
      description:
        'Soft, puffed pita baked in seconds on the floor of a blazing stone oven, with a pocket ready for filling. Warm it briefly before serving with mezze or shawarma. Keep it in its bag for a day, or freeze it and reheat straight from frozen.',
      shop: 'al-manara-bakery',
      categories: ['flatbreads'],
      tags: ['baked-today', 'dairy-free'],
      unit: '6 pcs',
      price: 2.49,
      quantity: 120,
      manufacturer: 'hilal-ovens',
      art: { motif: 'flatbread', colors: ['#d7a86e', '#fff8e1'] },
      gallery: [{ motif: 'flatbread', colors: ['#e6c08f', '#8d6e63'], variant: 2 }],
      i18n: {
        ar: {
          name: 'خبز عربي من الفرن الحجري',
          description:
            'خبز عربي طري منتفخ يُخبز في ثوانٍ على أرضية فرن حجري متّقد، وله جيب جاهز للحشو. دفّئه قليلاً قبل تقديمه مع المقبّلات أو الشاورما. احفظه في كيسه يوماً، أو جمّده وسخّنه مباشرة من التجميد.',
          unit: '6 أرغفة',
        },
      },
    },
    {
      slug: 'saj-markook-bread',
      name: 'Saj Markook Bread',
      description:
        'Paper-thin mountain bread stretched by hand and baked on a domed saj. It folds around grilled meats and labneh wraps, and can be crisped in the oven for fatteh. Keep it wrapped so it does not dry out.',
      shop: 'al-manara-bakery',
      categories: ['flatbreads'],
      tags: ['dairy-free'],
      unit: '4 pcs',
      price: 3.49,
      salePrice: 2.99,
      quantity: 60,
      manufacturer: 'hilal-ovens',
      art: { motif: 'flatbread', colors: ['#e6c08f', '#8d6e63'] },
      i18n: {
        ar: {
          name: 'خبز مرقوق على الصاج',
          description:
            'خبز جبلي رقيق كالورق يُمدّ باليد ويُخبز على صاج مقبّب. يُلفّ حول اللحوم المشوية وسندويشات اللبنة، ويمكن تحميصه في الفرن لتحضير الفتّة. أبقِه ملفوفاً كي لا يجف.',
          unit: '4 أرغفة',
        },
      },
    },
    {
      slug: 'jerusalem-sesame-kaak',
      name: "Jerusalem Sesame Ka'ak",
      description:
        "Oval rings of soft bread crusted in toasted sesame, the classic street breakfast of the Old City. Tear it and eat it with za'atar, boiled eggs and falafel. It is best on the day it is baked; warm it briefly to refresh it.",
      shop: 'al-manara-bakery',
      categories: ['flatbreads'],
      tags: ['baked-today'],
      unit: '2 pcs',
      price: 3.99,
      quantity: 50,
      art: { motif: 'bun', colors: ['#c58b3b', '#fff3e0'] },
      i18n: {
        ar: {
          name: 'كعك القدس بالسمسم',
          description:
            'حلقات بيضاوية من الخبز الطري مغطاة بالسمسم المحمّص، وهي فطور الشارع التقليدي في البلدة القديمة. قطّعه بيدك وتناوله مع الزعتر والبيض المسلوق والفلافل. ألذّ ما يكون في يوم خبزه، ويُدفّأ قليلاً لتعود إليه طراوته.',
          unit: 'قطعتان',
        },
      },
    },
    {
      slug: 'whole-wheat-tannour-bread',
      name: 'Whole Wheat Tannour Bread',
      description:
        'Large, chewy rounds slapped onto the hot wall of a clay tannour and made with whole wheat flour. Nutty and blistered, they are perfect with grilled kebabs and lentil soup. Freeze whatever you will not eat on the day.',
      shop: 'al-manara-bakery',
      categories: ['flatbreads'],
      tags: ['whole-grain', 'dairy-free'],
      unit: '4 pcs',
      price: 2.99,
      quantity: 0,
      manufacturer: 'hilal-ovens',
      art: { motif: 'flatbread', colors: ['#a1662f', '#ffe0b2'] },
      i18n: {
        ar: {
          name: 'خبز تنّور بالقمح الكامل',
          description:
            'أرغفة كبيرة مطاطية القوام تُلصق على جدار تنّور طيني ساخن، مصنوعة من دقيق القمح الكامل. نكهتها كالمكسرات وسطحها منفّط، وهي مثالية مع الكباب المشوي وشوربة العدس. جمّد ما لن تأكله في اليوم نفسه.',
          unit: '4 أرغفة',
        },
      },
    },
    {
      slug: 'butter-brioche-loaf',
      name: 'Butter Brioche Loaf',
      description:
        'A tall, golden brioche made with cultured butter and free-range eggs, soft enough to tear into feathery strands. Use it for French toast, or toast thick slices for jam. Keep it wrapped at room temperature for up to three days.',
      shop: 'rise-and-crumb',
      categories: ['loaves-rolls'],
      tags: ['nut-free'],
      unit: '1 loaf',
      price: 9.5,
      salePrice: 8.25,
      quantity: 25,
      manufacturer: 'copper-whisk-patisserie',
      art: { motif: 'bread', colors: ['#f9a825', '#fff8e1'] },
      i18n: {
        ar: {
          name: 'رغيف بريوش بالزبدة',
          description:
            'بريوش ذهبي مرتفع مصنوع من زبدة مخمّرة وبيض دجاج المراعي الحرة، طري إلى حد أنه ينسلّ خيوطاً كالريش. حضّر منه الخبز الفرنسي المحمّص، أو حمّص شرائح سميكة منه مع المربّى. يُحفظ ملفوفاً في حرارة الغرفة حتى ثلاثة أيام.',
          unit: 'رغيف واحد',
        },
      },
    },
    {
      slug: 'french-baguette',
      name: 'French Baguette',
      description:
        'A classic baguette from a long, cold-fermented dough, with a crackling crust and a creamy, open crumb. Slice it for sandwiches or serve it with cheese and soup. It is best eaten within hours; refresh a day-old baguette in a hot oven.',
      shop: 'rise-and-crumb',
      categories: ['loaves-rolls'],
      tags: ['baked-today', 'dairy-free', 'nut-free'],
      unit: '1 pc',
      price: 3.75,
      quantity: 60,
      art: { motif: 'baguette', colors: ['#c58b3b', '#fff3e0'] },
      gallery: [{ motif: 'baguette', colors: ['#b07030', '#fafafa'], variant: 2 }],
      i18n: {
        ar: {
          name: 'خبز باغيت فرنسي',
          description:
            'باغيت تقليدي من عجينة مخمّرة ببطء في البرد، بقشرة مقرمشة تطقطق ولبّ كريمي مفتوح. قطّعه للسندويشات أو قدّمه مع الجبن والحساء. يُؤكل في أفضل حالاته خلال ساعات، ويُنعَش الباغيت البائت في فرن ساخن.',
          unit: 'قطعة واحدة',
        },
      },
    },
    {
      slug: 'potato-dinner-rolls',
      name: 'Potato Dinner Rolls',
      description:
        'A tray of twelve pillowy rolls made with mashed potato and milk, brushed with butter as they leave the oven. Pull them apart warm at holiday dinners or split them for sliders. Reheat them for five minutes to bring them back to life.',
      shop: 'rise-and-crumb',
      categories: ['loaves-rolls'],
      tags: ['nut-free'],
      unit: '12 pcs',
      price: 7.99,
      quantity: 30,
      art: { motif: 'bun', colors: ['#e0a040', '#fff8e1'] },
      i18n: {
        ar: {
          name: 'لفائف خبز بالبطاطس',
          description:
            'صينية من اثنتي عشرة لفيفة خبز منتفخة كالوسائد مصنوعة بالبطاطس المهروسة والحليب، تُدهن بالزبدة لحظة خروجها من الفرن. افصلها دافئة على موائد الأعياد، أو اشطرها لسندويشات البرغر الصغيرة. سخّنها خمس دقائق لتستعيد طراوتها.',
          unit: '12 قطعة',
        },
      },
    },
    // Cakes
    {
      slug: 'triple-chocolate-layer-cake',
      name: 'Triple Chocolate Layer Cake',
      description:
        'Three layers of moist cocoa sponge filled with dark chocolate ganache and milk chocolate mousse, finished with a glossy glaze. The eight-inch cake serves twelve. Order a day ahead, keep it refrigerated and let it stand for thirty minutes before slicing.',
      shop: 'rise-and-crumb',
      categories: ['celebration-cakes'],
      tags: ['celebration'],
      unit: '1 cake',
      price: 48,
      quantity: 8,
      featured: true,
      manufacturer: 'copper-whisk-patisserie',
      art: { motif: 'cake', colors: ['#4e342e', '#8d6e63'] },
      gallery: [{ motif: 'cake', colors: ['#3e2723', '#f8bbd0'], variant: 2 }],
      i18n: {
        ar: {
          name: 'كعكة طبقات الشوكولاتة الثلاثية',
          description:
            'ثلاث طبقات من كعك الكاكاو الرطب محشوة بغاناش الشوكولاتة الداكنة وموس شوكولاتة الحليب، ومغطاة بطبقة لامعة. قطر الكعكة ثماني بوصات وتكفي اثني عشر شخصاً. اطلبها قبل يوم، واحفظها في الثلاجة، واتركها ثلاثين دقيقة قبل تقطيعها.',
          unit: 'كعكة واحدة',
        },
      },
    },
    {
      slug: 'pistachio-rose-cake',
      name: 'Pistachio Rose Cake',
      description:
        'A pistachio sponge soaked in rose syrup, layered with cardamom cream and finished with crushed pistachios and dried rose petals. Elegant for Eid gatherings, engagements and birthdays. Order 24 hours ahead and keep it refrigerated.',
      shop: 'al-manara-bakery',
      categories: ['celebration-cakes'],
      tags: ['celebration'],
      unit: '1 cake',
      price: 52,
      quantity: 6,
      manufacturer: 'samra-sweets-house',
      art: { motif: 'cake', colors: ['#9ccc65', '#f48fb1'] },
      gallery: [{ motif: 'cake', colors: ['#c5e1a5', '#ec407a'], variant: 2 }],
      i18n: {
        ar: {
          name: 'كعكة الفستق وماء الورد',
          description:
            'كعكة إسفنجية بالفستق منقوعة بشراب الورد، مع طبقات من كريمة الهيل، ومزيّنة بالفستق المجروش وبتلات الورد المجففة. أنيقة للقاءات العيد والخطوبة وأعياد الميلاد. اطلبها قبل 24 ساعة واحفظها في الثلاجة.',
          unit: 'كعكة واحدة',
        },
      },
    },
    {
      slug: 'lemon-drizzle-loaf-cake',
      name: 'Lemon Drizzle Loaf Cake',
      description:
        'A buttery lemon sponge soaked while still warm with sharp lemon syrup and topped with a crackly sugar crust. Perfect with afternoon tea and sturdy enough for picnics. It keeps for four days in an airtight tin.',
      shop: 'rise-and-crumb',
      categories: ['loaf-cakes'],
      tags: ['nut-free'],
      unit: '1 pc',
      price: 14,
      quantity: 15,
      art: { motif: 'cake', colors: ['#fff176', '#fffde7'] },
      i18n: {
        ar: {
          name: 'كعكة الليمون بالقالب',
          description:
            'كعكة إسفنجية بالزبدة والليمون تُنقع وهي دافئة بشراب ليمون حامض، وتعلوها قشرة سكر مقرمشة. مثالية مع شاي العصر ومتماسكة بما يكفي للنزهات. تبقى أربعة أيام في علبة محكمة.',
          unit: 'قطعة واحدة',
        },
      },
    },
    {
      slug: 'banana-walnut-bread',
      name: 'Banana Walnut Bread',
      description:
        'A moist loaf made with very ripe bananas, toasted walnuts, brown sugar and part whole-wheat flour. Toast a slice and spread it with butter, or eat it plain with coffee. Keep it wrapped for up to five days.',
      shop: 'rise-and-crumb',
      categories: ['loaf-cakes'],
      tags: ['whole-grain'],
      unit: '1 loaf',
      price: 12.5,
      salePrice: 10.5,
      quantity: 20,
      art: { motif: 'bread', colors: ['#8d6e63', '#fdd835'] },
      i18n: {
        ar: {
          name: 'كعكة الموز والجوز',
          description:
            'رغيف رطب مصنوع من موز ناضج جداً وجوز محمّص وسكر بني وجزء من دقيق القمح الكامل. حمّص شريحة منه وادهنها بالزبدة، أو تناوله كما هو مع القهوة. يُحفظ ملفوفاً حتى خمسة أيام.',
          unit: 'رغيف واحد',
        },
      },
    },
    {
      slug: 'sticky-date-loaf-cake',
      name: 'Sticky Date Loaf Cake',
      description:
        'A dark, moist loaf made with Khalas dates and date syrup and warmed with cinnamon, served with toffee sauce on the side. Arriving with the autumn menu.',
      shop: 'al-manara-bakery',
      categories: ['loaf-cakes'],
      unit: '1 pc',
      price: 13,
      quantity: 10,
      status: 'draft',
      manufacturer: 'samra-sweets-house',
      art: { motif: 'cake', colors: ['#4e342e', '#ffb300'] },
      i18n: {
        ar: {
          name: 'كعكة التمر الدبِقة',
          description:
            'كعكة قالب داكنة رطبة مصنوعة من تمر الخلاص ودبس التمر ومدفّأة بالقرفة، تُقدَّم مع صلصة التوفي جانباً. تصل مع قائمة الخريف.',
          unit: 'قطعة واحدة',
        },
      },
    },
    {
      slug: 'classic-baked-cheesecake',
      name: 'Classic Baked Cheesecake',
      description:
        'A tall New York-style cheesecake, dense, creamy and lightly tangy, on a buttery graham cracker base. It is baked slowly in a water bath so the top stays smooth and pale. Keep it refrigerated for up to five days and slice it with a hot knife.',
      shop: 'rise-and-crumb',
      categories: ['cheesecakes'],
      tags: ['celebration', 'nut-free'],
      unit: '1 cake',
      price: 36,
      quantity: 10,
      manufacturer: 'copper-whisk-patisserie',
      art: { motif: 'cake', colors: ['#fff8e1', '#d7a26b'] },
      i18n: {
        ar: {
          name: 'تشيز كيك مخبوز كلاسيكي',
          description:
            'تشيز كيك مرتفع على طريقة نيويورك، كثيف وكريمي وحامض بلطف، على قاعدة من البسكويت بالزبدة. يُخبز ببطء في حمّام مائي ليبقى سطحه أملس فاتح اللون. يُحفظ في الثلاجة حتى خمسة أيام، ويُقطّع بسكين ساخنة.',
          unit: 'كعكة واحدة',
        },
      },
    },
    {
      slug: 'saffron-cardamom-cheesecake',
      name: 'Saffron Cardamom Cheesecake',
      description:
        'A creamy baked cheesecake infused with saffron and green cardamom on a base of crushed date biscuits. Its colour is a soft gold and its aroma unmistakably of the Gulf. Keep it refrigerated and serve it chilled with Arabic coffee.',
      shop: 'al-manara-bakery',
      categories: ['cheesecakes'],
      tags: ['celebration'],
      unit: '1 cake',
      price: 40,
      salePrice: 34,
      quantity: 8,
      manufacturer: 'samra-sweets-house',
      art: { motif: 'cake', colors: ['#ffcc80', '#e65100'] },
      i18n: {
        ar: {
          name: 'تشيز كيك بالزعفران والهيل',
          description:
            'تشيز كيك كريمي مخبوز منقوع بالزعفران والهيل الأخضر على قاعدة من بسكويت التمر المجروش. لونه ذهبي ناعم ورائحته خليجية لا تُخطئها. يُحفظ في الثلاجة ويُقدَّم بارداً مع القهوة العربية.',
          unit: 'كعكة واحدة',
        },
      },
    },
    // Pastries & sweets
    {
      slug: 'all-butter-croissants',
      name: 'All-Butter Croissants',
      description:
        'Croissants laminated over three days with French-style butter, for a shattering shell and a honeycomb interior. Eat them warm on the day, or freeze them and refresh them for eight minutes in a hot oven. Crumbs everywhere are part of the deal.',
      shop: 'rise-and-crumb',
      categories: ['croissants-danishes'],
      tags: ['baked-today', 'bakers-choice'],
      unit: '4 pcs',
      price: 11,
      salePrice: 9.5,
      quantity: 40,
      manufacturer: 'copper-whisk-patisserie',
      art: { motif: 'croissant', colors: ['#e0a040', '#fff3e0'] },
      gallery: [{ motif: 'croissant', colors: ['#d4892a', '#fbe9e7'], variant: 2 }],
      i18n: {
        ar: {
          name: 'كرواسون بالزبدة',
          description:
            'كرواسون تُورَّق عجينته على مدى ثلاثة أيام بزبدة على الطريقة الفرنسية، لقشرة هشّة تتكسّر وداخل يشبه خلايا النحل. تناوله دافئاً في يومه، أو جمّده وأنعشه ثماني دقائق في فرن ساخن. تناثر الفتات في كل مكان جزء من المتعة.',
          unit: '4 قطع',
        },
      },
    },
    {
      slug: 'pain-au-chocolat',
      name: 'Pain au Chocolat',
      description:
        'Our croissant dough rolled around two batons of dark chocolate and baked until deep golden. The chocolate stays just soft in the middle. Best within a day; warm it for five minutes to melt the centre again.',
      shop: 'rise-and-crumb',
      categories: ['croissants-danishes'],
      tags: ['baked-today'],
      unit: '4 pcs',
      price: 12,
      quantity: 30,
      manufacturer: 'copper-whisk-patisserie',
      art: { motif: 'croissant', colors: ['#8d6e63', '#4e342e'] },
      i18n: {
        ar: {
          name: 'كرواسون بالشوكولاتة',
          description:
            'عجينة الكرواسون نفسها تُلفّ حول عودين من الشوكولاتة الداكنة وتُخبز حتى تصبح ذهبية داكنة. تبقى الشوكولاتة طرية قليلاً في الوسط. ألذّ ما يكون خلال يوم، ويُدفّأ خمس دقائق ليذوب قلبه من جديد.',
          unit: '4 قطع',
        },
      },
    },
    {
      slug: 'zaatar-croissants',
      name: "Za'atar Croissants",
      description:
        "Flaky croissants filled with za'atar, olive oil and a little white cheese: a Levantine twist on the French classic. A popular breakfast with mint tea. Warm them in the oven for a few minutes before eating.",
      shop: 'al-manara-bakery',
      categories: ['croissants-danishes'],
      tags: ['baked-today'],
      unit: '2 pcs',
      price: 5.5,
      quantity: 35,
      manufacturer: 'hilal-ovens',
      art: { motif: 'croissant', colors: ['#c58b3b', '#7cb342'] },
      i18n: {
        ar: {
          name: 'كرواسون بالزعتر',
          description:
            'كرواسون هشّ محشو بالزعتر وزيت الزيتون وقليل من الجبن الأبيض، لمسة شامية على الكلاسيكية الفرنسية. فطور محبوب مع شاي النعناع. دفّئه في الفرن بضع دقائق قبل الأكل.',
          unit: 'قطعتان',
        },
      },
    },
    {
      slug: 'pistachio-baklava',
      name: 'Pistachio Baklava',
      description:
        'Forty layers of paper-thin filo brushed with clarified butter, filled with green Aleppo pistachios and soaked in a light orange-blossom syrup. Crisp rather than soggy, and not too sweet. Keep it at room temperature in its box for up to two weeks; never refrigerate it.',
      shop: 'al-manara-bakery',
      categories: ['middle-eastern-sweets'],
      tags: ['celebration', 'ramadan-special'],
      unit: '500 g',
      price: 18.5,
      quantity: 40,
      featured: true,
      manufacturer: 'samra-sweets-house',
      art: { motif: 'box', colors: ['#9ccc65', '#ffb300'], label: 'Baklava' },
      gallery: [
        { motif: 'pie', colors: ['#c5e1a5', '#e6a23c'], variant: 2 },
        { motif: 'box', colors: ['#ffd54f', '#33691e'], label: 'Baklava', variant: 3 },
      ],
      i18n: {
        ar: {
          name: 'بقلاوة بالفستق',
          description:
            'أربعون طبقة من عجينة الفيلو الرقيقة كالورق مدهونة بالسمن ومحشوة بالفستق الحلبي الأخضر، ومنقوعة بقطر خفيف بماء الزهر. مقرمشة لا طرية، وغير مفرطة الحلاوة. تُحفظ في علبتها بحرارة الغرفة حتى أسبوعين، ولا توضع في الثلاجة أبداً.',
          unit: '500 غ',
        },
      },
    },
    {
      slug: 'nabulsi-cheese-kunafa',
      name: 'Nabulsi Cheese Kunafa',
      description:
        'A tray of soft, stretchy Nabulsi cheese under a layer of fine semolina dough, baked until orange-gold and soaked with syrup. Sprinkle it with pistachios and eat it warm for the famous cheese pull. Reheat it in the oven for ten minutes before serving.',
      shop: 'al-manara-bakery',
      categories: ['middle-eastern-sweets'],
      tags: ['ramadan-special'],
      unit: '1 tray',
      price: 16,
      salePrice: 13.5,
      quantity: 15,
      manufacturer: 'samra-sweets-house',
      art: { motif: 'pie', colors: ['#ff8f00', '#9ccc65'] },
      i18n: {
        ar: {
          name: 'كنافة نابلسية بالجبن',
          description:
            'صينية من جبن نابلسي طري مطاطي تحت طبقة من عجينة السميد الناعمة، تُخبز حتى تصبح برتقالية ذهبية وتُسقى بالقطر. رشّ عليها الفستق وتناولها ساخنة لتستمتع بخيوط الجبن الشهيرة. سخّنها عشر دقائق في الفرن قبل التقديم.',
          unit: 'صينية واحدة',
        },
      },
    },
    {
      slug: 'coconut-basbousa',
      name: 'Coconut Basbousa',
      description:
        'Semolina cake with desiccated coconut and yogurt, soaked in rose-scented syrup and cut into diamonds. Moist, slightly grainy and fragrant, it is the easy sweet to serve guests with coffee. Keep it covered at room temperature for three days.',
      shop: 'al-manara-bakery',
      categories: ['middle-eastern-sweets'],
      tags: ['nut-free'],
      unit: '12 pcs',
      price: 9.5,
      quantity: 30,
      art: { motif: 'cake', colors: ['#ffb74d', '#fff8e1'] },
      i18n: {
        ar: {
          name: 'بسبوسة بجوز الهند',
          description:
            'كعكة سميد بجوز الهند المبشور واللبن، مسقيّة بقطر معطّر بماء الورد ومقطّعة على شكل معيّنات. رطبة ذات قوام حبيبي خفيف ورائحة زكية، وهي الحلوى السهلة مع قهوة الضيوف. تُحفظ مغطاة بحرارة الغرفة ثلاثة أيام.',
          unit: '12 قطعة',
        },
      },
    },
    {
      slug: 'dutch-apple-crumb-pie',
      name: 'Dutch Apple Crumb Pie',
      description:
        'An all-butter crust piled high with cinnamon-spiced Hudson Valley apples under a thick brown-sugar crumb. The fruit stays in slices rather than turning to mush. Warm it for fifteen minutes and serve it with vanilla ice cream.',
      shop: 'rise-and-crumb',
      categories: ['tarts-pies'],
      tags: ['nut-free'],
      unit: '1 pie',
      price: 22,
      quantity: 12,
      art: { motif: 'pie', colors: ['#c58b3b', '#e53935'] },
      i18n: {
        ar: {
          name: 'فطيرة التفاح بالكرمبل',
          description:
            'عجينة بالزبدة مكدّسة بتفاح وادي هدسون المتبّل بالقرفة تحت طبقة سميكة من فتات السكر البني. تبقى شرائح الفاكهة متماسكة ولا تتحول إلى هريس. سخّنها خمس عشرة دقيقة وقدّمها مع آيس كريم الفانيليا.',
          unit: 'فطيرة واحدة',
        },
      },
    },
    {
      slug: 'maple-pecan-pie',
      name: 'Maple Pecan Pie',
      description:
        'Toasted pecans set in a custard sweetened with maple syrup, in a flaky butter crust, and less cloying than the corn-syrup classic. Returning for the holiday season.',
      shop: 'rise-and-crumb',
      categories: ['tarts-pies'],
      unit: '1 pie',
      price: 26,
      quantity: 6,
      status: 'draft',
      art: { motif: 'pie', colors: ['#6d4c41', '#ffb300'] },
      i18n: {
        ar: {
          name: 'فطيرة جوز البقان بالقيقب',
          description:
            'جوز بقان محمّص في كاسترد محلّى بشراب القيقب داخل عجينة زبدة هشّة، وهي أقل حلاوة من الوصفة التقليدية بشراب الذرة. تعود في موسم الأعياد.',
          unit: 'فطيرة واحدة',
        },
      },
    },
    // Cookies & biscuits
    {
      slug: 'brown-butter-chocolate-chip-cookies',
      name: 'Brown Butter Chocolate Chip Cookies',
      description:
        'Big cookies made with nutty brown butter, dark chocolate chunks and a sprinkle of flaky salt: crisp at the edge and gooey in the middle. The dough rests for 48 hours before baking for a deep toffee flavour. Warm one for ten seconds in the microwave to bring back the melt.',
      shop: 'rise-and-crumb',
      categories: ['cookies'],
      tags: ['bakers-choice'],
      unit: '6 pcs',
      price: 12,
      quantity: 45,
      manufacturer: 'copper-whisk-patisserie',
      art: { motif: 'cookie', colors: ['#8d6e63', '#3e2723'] },
      gallery: [{ motif: 'cookie', colors: ['#a1662f', '#4e342e'], variant: 2 }],
      i18n: {
        ar: {
          name: 'كوكيز برقائق الشوكولاتة والزبدة المحمّرة',
          description:
            'كوكيز كبيرة مصنوعة من زبدة محمّرة بنكهة المكسرات وقطع الشوكولاتة الداكنة ورشة من رقائق الملح، مقرمشة عند الأطراف وطرية لزجة في الوسط. تُترك العجينة 48 ساعة قبل الخَبز لتكتسب نكهة توفي عميقة. سخّن قطعة عشر ثوانٍ في الميكروويف لتذوب الشوكولاتة من جديد.',
          unit: '6 قطع',
        },
      },
    },
    {
      slug: 'chocolate-tahini-cookies',
      name: 'Chocolate Tahini Cookies',
      description:
        'Chewy cocoa cookies made with tahini instead of butter and rolled in sesame seeds. Rich, not too sweet and naturally dairy-free. They keep in a tin for up to five days.',
      shop: 'al-manara-bakery',
      categories: ['cookies'],
      tags: ['dairy-free'],
      unit: '6 pcs',
      price: 11,
      salePrice: 9.5,
      quantity: 30,
      art: { motif: 'cookie', colors: ['#4e342e', '#e6c08f'] },
      i18n: {
        ar: {
          name: 'كوكيز الشوكولاتة بالطحينة',
          description:
            'كوكيز كاكاو طرية مصنوعة بالطحينة بدل الزبدة ومغلّفة ببذور السمسم. غنية وغير مفرطة الحلاوة وخالية من الألبان بطبيعتها. تُحفظ في علبة معدنية حتى خمسة أيام.',
          unit: '6 قطع',
        },
      },
    },
    {
      slug: 'butter-cookie-tin',
      name: 'Butter Cookie Tin',
      description:
        'An assortment of piped rosettes, vanilla rings, sugar-topped pretzels and jam drops, baked with plenty of butter. Packed in a keepsake tin, it makes an easy gift. The cookies keep for a month with the lid on.',
      shop: 'rise-and-crumb',
      categories: ['shortbread-biscuits'],
      tags: ['nut-free', 'celebration'],
      unit: '1 tin',
      price: 0,
      quantity: 0,
      manufacturer: 'copper-whisk-patisserie',
      art: { motif: 'box', colors: ['#1565c0', '#fff8e1'], label: 'Butter Cookies' },
      variations: [
        { options: { weight: '500g' }, price: 16, quantity: 25 },
        { options: { weight: '1kg' }, price: 29, salePrice: 25, quantity: 12 },
      ],
      i18n: {
        ar: {
          name: 'علبة بسكويت الزبدة',
          description:
            'تشكيلة من وردات البسكويت المشكّلة بالكيس وحلقات الفانيليا والبريتزل المرشوش بالسكر وأقراص المربّى، مخبوزة بوفرة من الزبدة. تُعبّأ في علبة معدنية تصلح للاحتفاظ بها، فتكون هدية سهلة. يبقى البسكويت شهراً إذا أُغلق الغطاء.',
          unit: 'علبة واحدة',
        },
      },
    },
    {
      slug: 'almond-biscotti',
      name: 'Almond Biscotti',
      description:
        'Twice-baked Tuscan-style biscuits loaded with whole almonds and a hint of orange zest. Very crunchy, they are made for dipping in coffee or sweet tea. They keep for weeks in an airtight jar.',
      shop: 'rise-and-crumb',
      categories: ['shortbread-biscuits'],
      tags: ['dairy-free'],
      unit: '200 g',
      price: 7.5,
      quantity: 0,
      art: { motif: 'cookie', colors: ['#e6c08f', '#a1887f'] },
      i18n: {
        ar: {
          name: 'بسكوتي باللوز',
          description:
            'بسكويت مخبوز مرتين على الطريقة التوسكانية، مليء باللوز الكامل مع لمسة من قشر البرتقال. شديد القرمشة، وقد صُنع ليُغمس في القهوة أو الشاي المحلّى. يبقى أسابيع في مرطبان محكم.',
          unit: '200 غ',
        },
      },
    },
    {
      slug: 'ghraybeh-butter-cookies',
      name: 'Ghraybeh Butter Cookies',
      description:
        'Melt-in-the-mouth Levantine shortbread made with ghee, flour and powdered sugar, each one topped with a single pistachio. Pale, crumbly and delicately sweet. Store them in a sealed box at room temperature.',
      shop: 'al-manara-bakery',
      categories: ['shortbread-biscuits'],
      unit: '250 g',
      price: 7,
      quantity: 40,
      manufacturer: 'samra-sweets-house',
      art: { motif: 'cookie', colors: ['#fff3e0', '#9ccc65'] },
      i18n: {
        ar: {
          name: 'غُريبة بالسمن',
          description:
            'غُريبة شامية تذوب في الفم، مصنوعة من السمن والطحين والسكر الناعم، وتعلو كل قطعة حبّة فستق واحدة. فاتحة اللون هشّة وحلاوتها رقيقة. تُحفظ في علبة مغلقة بحرارة الغرفة.',
          unit: '250 غ',
        },
      },
    },
    {
      slug: 'date-maamoul',
      name: 'Date Maamoul',
      description:
        'Semolina shortbread pressed in carved wooden moulds and filled with spiced date paste, made by hand for Eid and every day in between. Tender and buttery, fragrant with mahlab and orange blossom water. It keeps for three weeks in a sealed box.',
      shop: 'al-manara-bakery',
      categories: ['maamoul'],
      tags: ['ramadan-special', 'celebration'],
      unit: '1 box',
      price: 0,
      quantity: 0,
      featured: true,
      manufacturer: 'samra-sweets-house',
      art: { motif: 'cookie', colors: ['#e6c08f', '#5d4037'] },
      gallery: [{ motif: 'box', colors: ['#5d4037', '#ffd54f'], label: 'Maamoul', variant: 2 }],
      variations: [
        { options: { weight: '500g' }, price: 12, quantity: 30 },
        { options: { weight: '1kg' }, price: 22, salePrice: 19.5, quantity: 15 },
        { options: { weight: '2kg' }, price: 40, quantity: 0 },
      ],
      i18n: {
        ar: {
          name: 'معمول بالتمر',
          description:
            'معمول بالسميد يُكبس في قوالب خشبية منقوشة ويُحشى بعجينة التمر المتبّلة، يُصنع يدوياً للعيد ولكل الأيام بينهما. طري زبدي القوام، عطر بالمحلب وماء الزهر. يبقى ثلاثة أسابيع في علبة مغلقة.',
          unit: 'علبة واحدة',
        },
      },
    },
    // Savoury bakes
    {
      slug: 'zaatar-manakish',
      name: "Za'atar Manakish",
      description:
        "Round flatbreads spread generously with za'atar and olive oil and baked on the stone until the edges blister. Fold one around tomato, cucumber and mint for the classic Levantine breakfast. Reheat in a dry pan for a crisp base.",
      shop: 'al-manara-bakery',
      categories: ['manakish'],
      tags: ['baked-today', 'bakers-choice', 'dairy-free'],
      unit: '4 pcs',
      price: 7.5,
      salePrice: 6.5,
      quantity: 50,
      manufacturer: 'hilal-ovens',
      art: { motif: 'flatbread', colors: ['#7cb342', '#d7a86e'] },
      gallery: [{ motif: 'flatbread', colors: ['#558b2f', '#fff3e0'], variant: 2 }],
      i18n: {
        ar: {
          name: 'مناقيش زعتر',
          description:
            'أرغفة مستديرة مدهونة بسخاء بالزعتر وزيت الزيتون تُخبز على الحجر حتى تنتفخ أطرافها. اطوِ واحدة حول الطماطم والخيار والنعناع لفطور شامي تقليدي. سخّنها في مقلاة جافة لتستعيد قاعدتها قرمشتها.',
          unit: '4 قطع',
        },
      },
    },
    {
      slug: 'akkawi-cheese-manakish',
      name: 'Akkawi Cheese Manakish',
      description:
        'Flatbreads topped with melting Akkawi and mozzarella and a sprinkle of nigella seeds. Stretchy and salty, they are best eaten hot from the oven. Warm them for a few minutes in a hot oven before serving.',
      shop: 'al-manara-bakery',
      categories: ['manakish'],
      tags: ['baked-today', 'nut-free'],
      unit: '4 pcs',
      price: 9,
      quantity: 35,
      manufacturer: 'hilal-ovens',
      art: { motif: 'flatbread', colors: ['#fff8e1', '#e0a040'] },
      i18n: {
        ar: {
          name: 'مناقيش جبنة عكاوي',
          description:
            'أرغفة مغطاة بجبنة العكاوي والموزاريلا الذائبة مع رشة من حبّة البركة. مطاطية مالحة، وألذّ ما تكون ساخنة من الفرن. دفّئها بضع دقائق في فرن ساخن قبل التقديم.',
          unit: '4 قطع',
        },
      },
    },
    {
      slug: 'spinach-fatayer',
      name: 'Spinach Fatayer',
      description:
        'Triangular pies filled with spinach, onion, sumac and lemon, folded by hand and baked golden. Tangy and bright, they are a favourite on iftar tables and in lunch boxes. Eat them warm or at room temperature, and reheat them in the oven rather than the microwave.',
      shop: 'al-manara-bakery',
      categories: ['fatayer-savoury-pies'],
      tags: ['dairy-free', 'nut-free', 'ramadan-special'],
      unit: '6 pcs',
      price: 8.5,
      salePrice: 7.25,
      quantity: 40,
      manufacturer: 'hilal-ovens',
      art: { motif: 'pie', colors: ['#558b2f', '#e6c08f'] },
      i18n: {
        ar: {
          name: 'فطائر سبانخ',
          description:
            'فطائر مثلثة محشوة بالسبانخ والبصل والسماق والليمون، تُطوى يدوياً وتُخبز حتى تصبح ذهبية. منعشة ولاذعة، وهي من المفضّلات على موائد الإفطار وفي علب الغداء. تُؤكل دافئة أو بحرارة الغرفة، وتُسخَّن في الفرن لا في الميكروويف.',
          unit: '6 قطع',
        },
      },
    },
    {
      slug: 'beef-sambousek',
      name: 'Beef Sambousek',
      description:
        'Half-moon pastries filled with minced beef, onion, pine nuts and seven spice, baked rather than fried. A Ramadan staple that reheats well. Keep them chilled and heat them for ten minutes at 180 °C.',
      shop: 'al-manara-bakery',
      categories: ['fatayer-savoury-pies'],
      tags: ['ramadan-special'],
      unit: '12 pcs',
      price: 14,
      quantity: 25,
      art: { motif: 'pie', colors: ['#c58b3b', '#6d4c41'] },
      i18n: {
        ar: {
          name: 'سمبوسك باللحم',
          description:
            'معجنات على شكل هلال محشوة باللحم البقري المفروم والبصل والصنوبر والبهارات السبع، مخبوزة لا مقلية. من أساسيات رمضان، وتحتفظ بطعمها عند إعادة التسخين. تُحفظ مبرّدة وتُسخَّن عشر دقائق على حرارة 180 درجة مئوية.',
          unit: '12 قطعة',
        },
      },
    },
    {
      slug: 'everything-bagels',
      name: 'Everything Bagels',
      description:
        'Hand-rolled bagels boiled in malted water, then baked and coated in sesame, poppy seeds, garlic, onion and salt. Chewy with a glossy crust, they are made for cream cheese and smoked salmon. Slice and freeze any you will not eat within a day.',
      shop: 'rise-and-crumb',
      categories: ['bagels-pretzels'],
      tags: ['dairy-free', 'nut-free'],
      unit: '6 pcs',
      price: 9,
      quantity: 35,
      manufacturer: 'stonehearth-mill',
      art: { motif: 'bun', colors: ['#c58b3b', '#3e2723'] },
      i18n: {
        ar: {
          name: 'خبز بيغل بكل البذور',
          description:
            'خبز بيغل يُلفّ يدوياً ويُسلق في ماء بالشعير المنبّت ثم يُخبز، ويُغطّى بالسمسم وبذور الخشخاش والثوم والبصل والملح. مطاطي بقشرة لامعة، وقد صُنع ليُؤكل مع الجبن الكريمي والسلمون المدخّن. اشطر ما لن تأكله خلال يوم وجمّده.',
          unit: '6 قطع',
        },
      },
    },
    {
      slug: 'soft-salted-pretzels',
      name: 'Soft Salted Pretzels',
      description:
        'Bavarian-style pretzels dipped in a lye bath for a deep mahogany crust and a soft, chewy centre. Scattered with coarse salt, they are best with grainy mustard. Warm them in the oven for five minutes on the day.',
      shop: 'rise-and-crumb',
      categories: ['bagels-pretzels'],
      tags: ['nut-free'],
      unit: '4 pcs',
      price: 8,
      quantity: 0,
      art: { motif: 'pretzel', colors: ['#8d5524', '#fafafa'] },
      i18n: {
        ar: {
          name: 'بريتزل طري مملّح',
          description:
            'بريتزل على الطريقة البافارية يُغمس في محلول قلوي فيكتسب قشرة بلون الماهوجني وقلباً طرياً مطاطياً. يُرشّ بالملح الخشن، وألذّ ما يكون مع الخردل الحبيبي. دفّئه في الفرن خمس دقائق في يومه.',
          unit: '4 قطع',
        },
      },
    },
    // Muffins & doughnuts
    {
      slug: 'blueberry-crumble-muffins',
      name: 'Blueberry Crumble Muffins',
      description:
        'Tall muffins bursting with wild blueberries under a cinnamon crumble, made with buttermilk for a tender crumb. Great for breakfast on the go. Keep them in a container for two days or freeze them individually.',
      shop: 'rise-and-crumb',
      categories: ['muffins'],
      tags: ['nut-free'],
      unit: '4 pcs',
      price: 10,
      salePrice: 8.5,
      quantity: 30,
      art: { motif: 'muffin', colors: ['#5c6bc0', '#ffe0b2'] },
      i18n: {
        ar: {
          name: 'مافن التوت الأزرق بالكرمبل',
          description:
            'مافن مرتفع يفيض بالتوت الأزرق البري تحت طبقة كرمبل بالقرفة، مصنوع باللبن الرائب ليكون لبّه طرياً. مثالي لفطور سريع أثناء التنقّل. يُحفظ في علبة يومين، أو تُجمَّد كل قطعة على حدة.',
          unit: '4 قطع',
        },
      },
    },
    {
      slug: 'glazed-brioche-doughnuts',
      name: 'Glazed Brioche Doughnuts',
      description:
        'Light brioche doughnuts fried each morning and dipped in a vanilla bean glaze. Airy, buttery and never greasy. They are at their best within a few hours of delivery.',
      shop: 'rise-and-crumb',
      categories: ['doughnuts-luqaimat'],
      tags: ['baked-today'],
      unit: '6 pcs',
      price: 13,
      salePrice: 11,
      quantity: 30,
      manufacturer: 'copper-whisk-patisserie',
      art: { motif: 'donut', colors: ['#f8bbd0', '#e0a040'] },
      i18n: {
        ar: {
          name: 'دونات بريوش مزجّجة',
          description:
            'دونات بريوش خفيفة تُقلى كل صباح وتُغمس في طبقة سكرية بحبوب الفانيليا. هشّة زبدية ولا تترك أثراً دهنياً. تكون في أفضل حالاتها خلال ساعات قليلة من التوصيل.',
          unit: '6 قطع',
        },
      },
    },
    {
      slug: 'luqaimat-date-syrup',
      name: 'Luqaimat with Date Syrup',
      description:
        'Golden, crisp dumplings scented with saffron and cardamom, fried until light and hollow, then drizzled with date syrup and sesame. An Emirati favourite during Ramadan and at family gatherings. Eat them fresh, as they lose their crunch after a few hours.',
      shop: 'al-manara-bakery',
      categories: ['doughnuts-luqaimat'],
      tags: ['ramadan-special', 'nut-free'],
      unit: '20 pcs',
      price: 7.5,
      quantity: 40,
      art: { motif: 'donut', colors: ['#ffb300', '#4e342e'] },
      i18n: {
        ar: {
          name: 'لقيمات بدبس التمر',
          description:
            'كرات ذهبية مقرمشة معطّرة بالزعفران والهيل، تُقلى حتى تصبح خفيفة مجوّفة، ثم تُسقى بدبس التمر وتُرشّ بالسمسم. من الحلويات الإماراتية المحبوبة في رمضان وفي التجمّعات العائلية. تُؤكل طازجة، فهي تفقد قرمشتها بعد ساعات قليلة.',
          unit: '20 قطعة',
        },
      },
    },
    {
      slug: 'red-velvet-cupcakes',
      name: 'Red Velvet Cupcakes',
      description:
        'Soft red velvet cupcakes with a hint of cocoa, each crowned with a tall swirl of cream cheese frosting. A party favourite, sold in boxes of six. Keep them refrigerated and bring them to room temperature before serving.',
      shop: 'rise-and-crumb',
      categories: ['cupcakes'],
      tags: ['celebration', 'nut-free'],
      unit: '6 pcs',
      price: 18,
      quantity: 0,
      manufacturer: 'copper-whisk-patisserie',
      art: { motif: 'cupcake', colors: ['#c62828', '#fafafa'] },
      i18n: {
        ar: {
          name: 'كب كيك ريد فيلفت',
          description:
            'كب كيك ريد فيلفت طري بنكهة خفيفة من الكاكاو، تعلو كل قطعة منه دوّامة عالية من كريمة الجبن. المفضّل في الحفلات، ويُباع في علب من ست قطع. يُحفظ في الثلاجة ويُترك حتى يبلغ حرارة الغرفة قبل التقديم.',
          unit: '6 قطع',
        },
      },
    },
  ],
};
