import type { SeedTypeCatalogue } from '../../seed/types';

/**
 * Demo grocery catalogue for the three grocers (and two listings of the closed Old Mill Deli).
 * Child categories reuse their parent's menu icon; their pictures (`art`) tell them apart.
 */
export const groceryCatalogue: SeedTypeCatalogue = {
  type: 'grocery',
  categories: [
    {
      slug: 'fruits-vegetables',
      name: 'Fruits & Vegetables',
      icon: 'FruitsVegetable',
      details: 'Seasonal fruit, crisp vegetables and fresh herbs from nearby farms.',
      art: { motif: 'produce-basket', colors: ['#7cb342', '#ffb300'] },
      i18n: { ar: { name: 'فواكه وخضروات', details: 'فواكه موسمية وخضروات مقرمشة وأعشاب طازجة من مزارع قريبة.' } },
      children: [
        {
          icon: 'FruitsVegetable',
          slug: 'fruits',
          name: 'Fruits',
          art: { motif: 'apple', colors: ['#c62828'] },
          i18n: { ar: { name: 'فواكه' } },
        },
        {
          icon: 'FruitsVegetable',
          slug: 'vegetables',
          name: 'Vegetables',
          art: { motif: 'carrot', colors: ['#ef6c00'] },
          i18n: { ar: { name: 'خضروات' } },
        },
        {
          icon: 'FruitsVegetable',
          slug: 'fresh-herbs',
          name: 'Fresh Herbs',
          art: { motif: 'lettuce', colors: ['#388e3c'] },
          i18n: { ar: { name: 'أعشاب طازجة' } },
        },
      ],
    },
    {
      slug: 'meat-fish',
      name: 'Meat & Fish',
      icon: 'MeatFish',
      details: 'Butcher cuts, free-range poultry and fish, delivered chilled.',
      art: { motif: 'steak', colors: ['#c62828', '#ffcdd2'] },
      i18n: { ar: { name: 'لحوم وأسماك', details: 'قطعيات الجزار ودواجن المراعي الحرة وأسماك تصل مبرّدة.' } },
      children: [
        {
          icon: 'MeatFish',
          slug: 'poultry',
          name: 'Poultry',
          art: { motif: 'chicken', colors: ['#ffccbc'] },
          i18n: { ar: { name: 'دواجن' } },
        },
        {
          icon: 'MeatFish',
          slug: 'beef-lamb',
          name: 'Beef & Lamb',
          art: { motif: 'steak', colors: ['#b71c1c'] },
          i18n: { ar: { name: 'لحم بقري وضأن' } },
        },
        {
          icon: 'MeatFish',
          slug: 'seafood',
          name: 'Fish & Seafood',
          art: { motif: 'fish', colors: ['#4fc3f7'] },
          i18n: { ar: { name: 'أسماك ومأكولات بحرية' } },
        },
      ],
    },
    {
      slug: 'dairy-eggs',
      name: 'Dairy & Eggs',
      icon: 'Dairy',
      details: 'Milk, cheese, yogurt and eggs, kept cold from the dairy to your door.',
      art: { motif: 'carton', colors: ['#e3f2fd', '#1565c0'] },
      i18n: {
        ar: { name: 'ألبان وبيض', details: 'حليب وأجبان وزبادي وبيض تبقى مبرّدة من مزرعة الألبان حتى بابك.' },
      },
      children: [
        {
          icon: 'Dairy',
          slug: 'milk-cream',
          name: 'Milk & Cream',
          art: { motif: 'carton', colors: ['#fafafa', '#1565c0'] },
          i18n: { ar: { name: 'حليب وقشدة' } },
        },
        {
          icon: 'Dairy',
          slug: 'cheese',
          name: 'Cheese',
          art: { motif: 'cheese', colors: ['#fbc02d'] },
          i18n: { ar: { name: 'أجبان' } },
        },
        {
          icon: 'Dairy',
          slug: 'yogurt-labneh',
          name: 'Yogurt & Labneh',
          art: { motif: 'jar', colors: ['#fafafa', '#0277bd'] },
          i18n: { ar: { name: 'زبادي ولبنة' } },
        },
        {
          icon: 'Dairy',
          slug: 'eggs',
          name: 'Eggs',
          art: { motif: 'eggs', colors: ['#d7a26b'] },
          i18n: { ar: { name: 'بيض' } },
        },
      ],
    },
    {
      slug: 'snacks',
      name: 'Snacks',
      icon: 'Snacks',
      details: 'Crisps, nuts, dates and sweets for the pantry and the road.',
      art: { motif: 'packet', colors: ['#fdd835', '#c62828'] },
      i18n: { ar: { name: 'وجبات خفيفة', details: 'رقائق ومكسرات وتمور وحلويات للخزانة وللطريق.' } },
      children: [
        {
          icon: 'Snacks',
          slug: 'chips-crisps',
          name: 'Chips & Crisps',
          art: { motif: 'packet', colors: ['#fdd835', '#1565c0'] },
          i18n: { ar: { name: 'رقائق ومقرمشات' } },
        },
        {
          icon: 'Snacks',
          slug: 'nuts-dates-dried-fruit',
          name: 'Nuts, Dates & Dried Fruit',
          art: { motif: 'dates', colors: ['#5d4037'] },
          i18n: { ar: { name: 'مكسرات وتمور وفواكه مجففة' } },
        },
        {
          icon: 'Snacks',
          slug: 'chocolate-sweets',
          name: 'Chocolate & Sweets',
          art: { motif: 'box', colors: ['#4e342e', '#ffcc80'] },
          i18n: { ar: { name: 'شوكولاتة وحلويات' } },
        },
      ],
    },
    {
      slug: 'beverages',
      name: 'Beverages',
      icon: 'Beverage',
      details: 'Coffee, tea, juices and sparkling drinks.',
      art: { motif: 'bottle', colors: ['#fb8c00', '#fff3e0'] },
      i18n: { ar: { name: 'مشروبات', details: 'قهوة وشاي وعصائر ومشروبات فوّارة.' } },
      children: [
        {
          icon: 'Beverage',
          slug: 'coffee',
          name: 'Coffee',
          art: { motif: 'coffee', colors: ['#4e342e'] },
          i18n: { ar: { name: 'قهوة' } },
        },
        {
          icon: 'Beverage',
          slug: 'tea',
          name: 'Tea',
          art: { motif: 'tea', colors: ['#2e7d32'] },
          i18n: { ar: { name: 'شاي' } },
        },
        {
          icon: 'Beverage',
          slug: 'juices-syrups',
          name: 'Juices & Syrups',
          art: { motif: 'bottle', colors: ['#fb8c00'] },
          i18n: { ar: { name: 'عصائر وشراب' } },
        },
        {
          icon: 'Beverage',
          slug: 'water-soft-drinks',
          name: 'Water & Soft Drinks',
          art: { motif: 'bottle', colors: ['#81d4fa', '#0277bd'] },
          i18n: { ar: { name: 'مياه ومشروبات غازية' } },
        },
      ],
    },
    {
      slug: 'pantry',
      name: 'Pantry',
      icon: 'Cooking',
      details: 'Rice, pasta, oils, spices and tins for everyday cooking.',
      art: { motif: 'jar', colors: ['#ffb300', '#5d4037'] },
      i18n: { ar: { name: 'مؤن المطبخ', details: 'أرز ومعكرونة وزيوت وبهارات ومعلبات للطبخ اليومي.' } },
      children: [
        {
          icon: 'Cooking',
          slug: 'rice-grains-flour',
          name: 'Rice, Grains & Flour',
          art: { motif: 'sack', colors: ['#fff8e1', '#8d6e63'] },
          i18n: { ar: { name: 'أرز وحبوب وطحين' } },
        },
        {
          icon: 'Cooking',
          slug: 'pasta-noodles',
          name: 'Pasta & Noodles',
          art: { motif: 'packet', colors: ['#ffe082', '#c62828'] },
          i18n: { ar: { name: 'معكرونة ونودلز' } },
        },
        {
          icon: 'Cooking',
          slug: 'oils-vinegars',
          name: 'Oils & Vinegars',
          art: { motif: 'bottle', colors: ['#827717', '#f1f8e9'] },
          i18n: { ar: { name: 'زيوت وخل' } },
        },
        {
          icon: 'Cooking',
          slug: 'spices-seasonings',
          name: 'Spices & Seasonings',
          art: { motif: 'spices', colors: ['#e65100', '#6d4c41'] },
          i18n: { ar: { name: 'بهارات وتوابل' } },
        },
        {
          icon: 'Cooking',
          slug: 'canned-jarred',
          name: 'Canned & Jarred',
          art: { motif: 'can', colors: ['#c62828', '#fff8e1'] },
          i18n: { ar: { name: 'معلبات ومرطبانات' } },
        },
      ],
    },
    {
      slug: 'breakfast',
      name: 'Breakfast',
      icon: 'Breakfast',
      details: 'Granola, oats, honey and spreads for slow mornings.',
      art: { motif: 'box', colors: ['#ffb300', '#8d6e63'] },
      i18n: { ar: { name: 'الفطور', details: 'غرانولا وشوفان وعسل وأطعمة للدهن لصباحات هادئة.' } },
      children: [
        {
          icon: 'Breakfast',
          slug: 'cereals-granola',
          name: 'Cereals & Granola',
          art: { motif: 'box', colors: ['#ffb300', '#1565c0'] },
          i18n: { ar: { name: 'حبوب الإفطار والغرانولا' } },
        },
        {
          icon: 'Breakfast',
          slug: 'oats-porridge',
          name: 'Oats & Porridge',
          art: { motif: 'sack', colors: ['#d7ccc8', '#795548'] },
          i18n: { ar: { name: 'شوفان وعصيدة' } },
        },
        {
          icon: 'Breakfast',
          slug: 'honey-spreads',
          name: 'Honey & Spreads',
          art: { motif: 'jar', colors: ['#ffb300', '#fff8e1'] },
          i18n: { ar: { name: 'عسل وأطعمة للدهن' } },
        },
      ],
    },
    {
      slug: 'household-cleaning',
      name: 'Household & Cleaning',
      icon: 'Cleaning',
      details: 'Plant-based cleaners, laundry care and paper goods.',
      art: { motif: 'bottle', colors: ['#26a69a', '#e0f2f1'] },
      i18n: { ar: { name: 'المنزل والتنظيف', details: 'منظفات نباتية الأساس ومستلزمات الغسيل ومنتجات ورقية.' } },
      children: [
        {
          icon: 'Cleaning',
          slug: 'laundry',
          name: 'Laundry',
          art: { motif: 'bottle', colors: ['#7e57c2', '#ede7f6'] },
          i18n: { ar: { name: 'الغسيل' } },
        },
        {
          icon: 'Cleaning',
          slug: 'kitchen-cleaning',
          name: 'Kitchen Cleaning',
          art: { motif: 'bottle', colors: ['#fdd835', '#2e7d32'] },
          i18n: { ar: { name: 'تنظيف المطبخ' } },
        },
        {
          icon: 'Cleaning',
          slug: 'paper-goods',
          name: 'Paper Goods',
          art: { motif: 'packet', colors: ['#eceff1', '#558b2f'] },
          i18n: { ar: { name: 'منتجات ورقية' } },
        },
      ],
    },
    {
      slug: 'pet-care',
      name: 'Pet Care',
      icon: 'PetCare',
      details: 'Food and treats for dogs and cats.',
      art: { motif: 'sack', colors: ['#0277bd', '#ff8a65'] },
      i18n: { ar: { name: 'رعاية الحيوانات الأليفة', details: 'طعام ومكافآت للكلاب والقطط.' } },
      children: [
        {
          icon: 'PetCare',
          slug: 'dog-food',
          name: 'Dog Food & Treats',
          art: { motif: 'sack', colors: ['#0277bd', '#fff3e0'] },
          i18n: { ar: { name: 'طعام الكلاب ومكافآتها' } },
        },
        {
          icon: 'PetCare',
          slug: 'cat-food',
          name: 'Cat Food & Treats',
          art: { motif: 'can', colors: ['#26c6da', '#ffffff'] },
          i18n: { ar: { name: 'طعام القطط ومكافآتها' } },
        },
      ],
    },
  ],
  tags: [
    {
      slug: 'organic',
      name: 'Organic',
      details: 'Certified organic, grown without synthetic pesticides or fertilisers.',
      i18n: { ar: { name: 'عضوي', details: 'عضوي معتمد، يُزرع دون مبيدات أو أسمدة صناعية.' } },
    },
    {
      slug: 'vegan',
      name: 'Vegan',
      details: 'Free from meat, fish, dairy, eggs and honey.',
      i18n: { ar: { name: 'نباتي صرف', details: 'خالٍ من اللحوم والأسماك والألبان والبيض والعسل.' } },
    },
    {
      slug: 'gluten-free',
      name: 'Gluten-Free',
      details: 'Made without wheat, barley or rye, in facilities that keep them apart.',
      i18n: { ar: { name: 'خالٍ من الغلوتين', details: 'يُصنع دون قمح أو شعير أو جاودار، في منشآت تفصل بينها.' } },
    },
    {
      slug: 'local',
      name: 'Local',
      details: 'Grown or made close to the shop that sells it.',
      i18n: { ar: { name: 'محلي', details: 'يُزرع أو يُصنع قرب المتجر الذي يبيعه.' } },
    },
    {
      slug: 'bestseller',
      name: 'Bestseller',
      details: 'What our customers reorder most.',
      i18n: { ar: { name: 'الأكثر مبيعاً', details: 'ما يعيد عملاؤنا طلبه أكثر من غيره.' } },
    },
    {
      slug: 'new-arrival',
      name: 'New Arrival',
      details: 'New on the shelves this season.',
      i18n: { ar: { name: 'وصل حديثاً', details: 'جديد على الرفوف هذا الموسم.' } },
    },
    {
      slug: 'halal',
      name: 'Halal',
      details: 'Certified halal meat and poultry.',
      i18n: { ar: { name: 'حلال', details: 'لحوم ودواجن حاصلة على شهادة الحلال.' } },
    },
    {
      slug: 'no-added-sugar',
      name: 'No Added Sugar',
      details: 'All the sweetness comes from the ingredients themselves.',
      i18n: { ar: { name: 'بدون سكر مضاف', details: 'حلاوته كلها من مكوناته نفسها.' } },
    },
    {
      slug: 'family-size',
      name: 'Family Size',
      details: 'Larger packs that cost less per serving.',
      i18n: { ar: { name: 'حجم عائلي', details: 'عبوات أكبر بتكلفة أقل للحصة الواحدة.' } },
    },
    {
      slug: 'ramadan-essentials',
      name: 'Ramadan Essentials',
      details: 'Dates, drinks and pantry staples for iftar and suhoor.',
      i18n: { ar: { name: 'أساسيات رمضان', details: 'تمور ومشروبات ومؤن للإفطار والسحور.' } },
    },
  ],
  manufacturers: [
    {
      slug: 'hudson-orchards',
      name: 'Hudson Orchards',
      concern: 'northwind-food-group',
      description: 'Apples, pears, cider and vinegar from family orchards along the Hudson River.',
      website: 'https://hudson-orchards.example',
      art: { motif: 'logo', label: 'HO', colors: ['#c62828', '#ffebee'] },
      i18n: {
        ar: { name: 'بساتين هدسون', description: 'تفاح وكمثرى وعصير تفاح وخل من بساتين عائلية على ضفاف نهر هدسون.' },
      },
    },
    {
      slug: 'willowmere-creamery',
      name: 'Willowmere Creamery',
      concern: 'northwind-food-group',
      description: 'Grass-fed milk, cave-aged cheddar and yogurt from a cooperative of small upstate dairies.',
      website: 'https://willowmere-creamery.example',
      art: { motif: 'logo', label: 'WC', colors: ['#1565c0', '#e3f2fd'] },
      i18n: {
        ar: {
          name: 'ألبان ويلومير',
          description:
            'حليب من أبقار تتغذى على العشب وجبن شيدر معتّق في الكهوف وزبادي من تعاونية ألبان صغيرة في شمال الولاية.',
        },
      },
    },
    {
      slug: 'greyrock-bay-seafood',
      name: 'Greyrock Bay Seafood',
      concern: 'northwind-food-group',
      description: 'Day-boat fish and shellfish landed in New England ports, filleted and chilled within hours.',
      website: 'https://greyrock-bay.example',
      art: { motif: 'logo', label: 'GB', colors: ['#0277bd', '#e1f5fe'] },
      i18n: {
        ar: {
          name: 'غرايروك باي للمأكولات البحرية',
          description: 'أسماك ومحار من قوارب الصيد اليومي تُنزل في موانئ نيو إنجلاند، وتُقطع فيليه وتُبرّد خلال ساعات.',
        },
      },
    },
    {
      slug: 'golden-furrow-pantry',
      name: 'Golden Furrow Pantry',
      concern: 'northwind-food-group',
      description: 'Flour, oats, granola, pasta and snacks milled and packed by farmer-owned mills in the Midwest.',
      website: 'https://golden-furrow.example',
      art: { motif: 'logo', label: 'GF', colors: ['#f9a825', '#fffde7'] },
      i18n: {
        ar: {
          name: 'مؤن غولدن فارو',
          description: 'طحين وشوفان وغرانولا ومعكرونة ووجبات خفيفة تُطحن وتُعبأ في مطاحن يملكها مزارعون في الغرب الأوسط.',
        },
      },
    },
    {
      slug: 'tailwag-pet-kitchen',
      name: 'Tailwag Pet Kitchen',
      concern: 'northwind-food-group',
      description: 'Dog and cat food cooked in small batches with named meats and no artificial colours.',
      website: 'https://tailwag-pet.example',
      art: { motif: 'logo', label: 'TW', colors: ['#ef6c00', '#fff3e0'] },
      i18n: {
        ar: {
          name: 'مطبخ تيل واغ للحيوانات الأليفة',
          description: 'طعام للكلاب والقطط يُطهى على دفعات صغيرة بلحوم معروفة المصدر ودون ألوان صناعية.',
        },
      },
    },
    {
      slug: 'qamar-palms-dates',
      name: 'Qamar Palms',
      concern: 'crescent-foods-holding',
      description: 'Medjool, Sukkari and Khalas dates and date syrup from family-run palm groves in the Gulf.',
      website: 'https://qamar-palms.example',
      art: { motif: 'logo', label: 'QP', colors: ['#5d4037', '#ffe0b2'] },
      i18n: {
        ar: {
          name: 'نخيل القمر',
          description: 'تمور المجدول والسكري والخلاص ودبس التمر من بساتين نخيل تديرها عائلات في الخليج.',
        },
      },
    },
    {
      slug: 'khazna-spice-house',
      name: 'Khazna Spice House',
      concern: 'crescent-foods-holding',
      description:
        'Whole and ground spices, house blends, saffron, rice and Arabic coffee, milled and roasted in Dubai.',
      website: 'https://khazna-spice.example',
      art: { motif: 'logo', label: 'KS', colors: ['#e65100', '#fff3e0'] },
      i18n: {
        ar: {
          name: 'دار خزنة للبهارات',
          description: 'بهارات كاملة ومطحونة وخلطات خاصة وزعفران وأرز وقهوة عربية تُطحن وتُحمّص في دبي.',
        },
      },
    },
    {
      slug: 'jasmine-terrace-foods',
      name: 'Jasmine Terrace Foods',
      concern: 'crescent-foods-holding',
      description: 'Olive oil, tahini, molasses, pulses and mezze staples pressed and packed in the Levant.',
      website: 'https://jasmine-terrace.example',
      art: { motif: 'logo', label: 'JT', colors: ['#827717', '#f9fbe7'] },
      i18n: {
        ar: {
          name: 'أغذية شرفة الياسمين',
          description: 'زيت زيتون وطحينة ودبس وبقوليات وأساسيات المازة تُعصر وتُعبأ في بلاد الشام.',
        },
      },
    },
    {
      slug: 'little-ember-roasters',
      name: 'Little Ember Roasters',
      description: 'A two-person coffee roastery in Red Hook, Brooklyn, roasting small lots twice a week.',
      website: 'https://little-ember.example',
      art: { motif: 'logo', label: 'LE', colors: ['#4e342e', '#ffccbc'] },
      i18n: {
        ar: {
          name: 'محمصة ليتل إمبر',
          description: 'محمصة قهوة صغيرة يديرها شخصان في ريد هوك ببروكلين، تحمّص دفعات صغيرة مرتين في الأسبوع.',
        },
      },
    },
    {
      slug: 'fernwash-home',
      name: 'Fernwash Home',
      description: 'Plant-based household cleaners in refillable bottles, made in New Jersey.',
      website: 'https://fernwash.example',
      art: { motif: 'logo', label: 'FW', colors: ['#2e7d32', '#e8f5e9'] },
      i18n: {
        ar: {
          name: 'فيرنواش للمنزل',
          description: 'منظفات منزلية نباتية الأساس في قوارير قابلة لإعادة التعبئة، تُصنع في نيوجيرسي.',
        },
      },
    },
  ],
  products: [
    // Fruits
    {
      slug: 'honeycrisp-apples',
      name: 'Honeycrisp Apples',
      description:
        'Crisp, juicy and sweet-tart apples picked in the Hudson Valley. They hold their crunch for weeks, so they are as good in lunch boxes as in salads and slaw. Keep them in the crisper drawer of the fridge.',
      shop: 'green-valley-grocers',
      categories: ['fruits'],
      tags: ['organic', 'bestseller'],
      unit: '1 lb',
      price: 3.2,
      salePrice: 2.6,
      quantity: 120,
      manufacturer: 'hudson-orchards',
      featured: true,
      art: { motif: 'apple', colors: ['#c62828', '#fbc02d'] },
      gallery: [
        { motif: 'apple', colors: ['#d32f2f', '#ffeb3b'], variant: 2 },
        { motif: 'produce-basket', colors: ['#c62828', '#8d6e63'], variant: 3 },
      ],
      i18n: {
        ar: {
          name: 'تفاح هوني كريسب',
          description:
            'تفاح مقرمش وعصيري بطعم حلو حامض يُقطف في وادي هدسون. يحتفظ بقرمشته أسابيع، فيناسب علب الغداء كما يناسب السلطات وسلطة الملفوف. يُحفظ في درج الخضار بالثلاجة.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'cavendish-bananas',
      name: 'Cavendish Bananas',
      description:
        'A bunch of five to seven bananas from Ecuadorian cooperatives, picked green and ripened gently in our own ripening room. Eat them while the skins are still flecked with green, or let them brown for banana bread and smoothies. Store at room temperature, away from other fruit.',
      shop: 'green-valley-grocers',
      categories: ['fruits'],
      tags: ['bestseller'],
      unit: '1 bunch',
      price: 1.59,
      quantity: 200,
      art: { motif: 'banana', colors: ['#fdd835'] },
      gallery: [{ motif: 'banana', colors: ['#f9a825', '#7cb342'], variant: 2 }],
      i18n: {
        ar: {
          name: 'موز كافنديش',
          description:
            'عنقود من خمس إلى سبع موزات من تعاونيات في الإكوادور، تُقطف خضراء وتُنضج بلطف في غرفة الإنضاج لدينا. تناولها وقشرها ما زال مرقّطاً بالأخضر، أو اتركها حتى تسمرّ لخبز الموز والعصائر المخفوقة. تُحفظ في حرارة الغرفة بعيداً عن الفواكه الأخرى.',
          unit: 'عنقود واحد',
        },
      },
    },
    {
      slug: 'bartlett-pears',
      name: 'Bartlett Pears',
      description:
        'Buttery, fragrant pears from the same Hudson Valley orchards as our apples. Buy them firm and let them soften on the counter for two or three days; they turn from green to golden when ready. Lovely poached in spiced syrup or sliced with a sharp cheese.',
      shop: 'green-valley-grocers',
      categories: ['fruits'],
      tags: ['local'],
      unit: '1 lb',
      price: 2.49,
      salePrice: 1.99,
      quantity: 80,
      manufacturer: 'hudson-orchards',
      art: { motif: 'pear', colors: ['#c0ca33', '#f9a825'] },
      i18n: {
        ar: {
          name: 'كمثرى بارتليت',
          description:
            'كمثرى زبدية القوام عطرة الرائحة من بساتين وادي هدسون نفسها التي يأتي منها تفاحنا. اشترِها صلبة واتركها تلين على الطاولة يومين أو ثلاثة؛ يتحول لونها من الأخضر إلى الذهبي حين تنضج. لذيذة مطهوة في شراب متبّل أو مقطعة شرائح مع جبن حاد.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'organic-strawberries',
      name: 'Organic Strawberries',
      description:
        'Deep red, fully ripe strawberries from an organic partner farm in New Jersey, picked the morning before delivery. Sweet right to the centre, with none of the white shoulders of long-haul berries. Rinse just before eating and keep refrigerated for up to three days.',
      shop: 'green-valley-grocers',
      categories: ['fruits'],
      tags: ['organic'],
      unit: '1 lb',
      price: 4.99,
      salePrice: 3.99,
      quantity: 60,
      art: { motif: 'strawberry', colors: ['#e53935', '#43a047'] },
      gallery: [{ motif: 'strawberry', colors: ['#c62828', '#66bb6a'], variant: 2 }],
      i18n: {
        ar: {
          name: 'فراولة عضوية',
          description:
            'فراولة حمراء داكنة مكتملة النضج من مزرعة عضوية شريكة في نيوجيرسي، تُقطف صباح اليوم السابق للتوصيل. حلوة حتى قلبها، بلا الأطراف البيضاء التي تميّز الفراولة المنقولة لمسافات طويلة. اغسلها قبل الأكل مباشرة واحفظها في الثلاجة مدة أقصاها ثلاثة أيام.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'seedless-red-grapes',
      name: 'Seedless Red Grapes',
      description:
        'Crunchy, thin-skinned red grapes with a bright, sweet flavour. Freeze a handful for a cold snack on hot days or add them to a cheese board. Keep them unwashed in their bag in the fridge.',
      shop: 'green-valley-grocers',
      categories: ['fruits'],
      unit: '1 lb',
      price: 3.49,
      quantity: 90,
      art: { motif: 'grapes', colors: ['#8e24aa', '#6a1b9a'] },
      i18n: {
        ar: {
          name: 'عنب أحمر بلا بذور',
          description:
            'عنب أحمر مقرمش رقيق القشرة بنكهة حلوة منعشة. جمّد حفنة منه لوجبة خفيفة باردة في الأيام الحارة، أو أضفه إلى طبق الأجبان. احفظه في كيسه داخل الثلاجة دون غسل.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'hass-avocados',
      name: 'Hass Avocados',
      description:
        'Four pebbly-skinned avocados with rich, nutty flesh, packed at different stages of ripeness so one is ready today and the rest over the week. Mash on toast with lemon and chilli, or slice into grain bowls. To speed ripening, put them in a paper bag with a banana.',
      shop: 'harvest-corner-market',
      categories: ['fruits'],
      unit: '4 pcs',
      price: 5.99,
      salePrice: 4.79,
      quantity: 70,
      art: { motif: 'avocado', colors: ['#558b2f', '#33691e'] },
      gallery: [{ motif: 'avocado', colors: ['#689f38', '#fff59d'], variant: 2 }],
      i18n: {
        ar: {
          name: 'أفوكادو هاس',
          description:
            'أربع حبات أفوكادو ذات قشرة محببة ولبّ غني بنكهة تشبه المكسرات، تُعبأ في مراحل نضج مختلفة لتجد حبة جاهزة اليوم والبقية خلال الأسبوع. اهرسها على الخبز المحمص مع الليمون والفلفل الحار، أو قطّعها في أطباق الحبوب. لتسريع نضجها ضعها في كيس ورقي مع موزة.',
          unit: '4 حبات',
        },
      },
    },
    {
      slug: 'navel-oranges',
      name: 'Navel Oranges',
      description:
        'Seedless, easy-peel oranges at the peak of their winter season. Sweet and juicy, with a fragrant zest that lifts cakes, marinades and salad dressings. They keep for a week in a cool fruit bowl or two weeks in the fridge.',
      shop: 'green-valley-grocers',
      categories: ['fruits'],
      unit: '2 lb',
      price: 4.29,
      quantity: 110,
      art: { motif: 'orange', colors: ['#fb8c00', '#43a047'] },
      i18n: {
        ar: {
          name: 'برتقال أبو سرة',
          description:
            'برتقال بلا بذور سهل التقشير في ذروة موسمه الشتوي. حلو وكثير العصير، وقشره العطر يضفي نكهة مميزة على الكعك والتتبيلات وصلصات السلطة. يبقى أسبوعاً في سلة فاكهة بمكان بارد، أو أسبوعين في الثلاجة.',
          unit: 'رطلان',
        },
      },
    },
    {
      slug: 'personal-watermelon',
      name: 'Personal Watermelon',
      description:
        "A compact, seedless watermelon of about three kilograms that fits on a fridge shelf. Bright red, crisp and very sweet, it is ideal cubed with feta and mint. Back in stock when the new season's harvest arrives.",
      shop: 'dubai-fresh-souk',
      categories: ['fruits'],
      unit: '1 pc',
      price: 5.49,
      quantity: 0,
      art: { motif: 'watermelon', colors: ['#2e7d32', '#e53935'] },
      i18n: {
        ar: {
          name: 'بطيخ صغير',
          description:
            'بطيخة صغيرة بلا بذور تزن نحو ثلاثة كيلوغرامات وتتسع لها رفوف الثلاجة. لبّها أحمر زاهٍ مقرمش وشديد الحلاوة، ومثالي مقطعاً مكعبات مع جبن الفيتا والنعناع. يعود إلى المخزون مع وصول محصول الموسم الجديد.',
          unit: 'حبة واحدة',
        },
      },
    },
    {
      slug: 'dark-sweet-cherries',
      name: 'Dark Sweet Cherries',
      description:
        'Glossy, mahogany-red cherries from Washington State orchards, with firm, almost crunchy flesh. The season is short, so eat them by the handful, pit them for clafoutis or spoon them over yogurt. Store unwashed in the fridge and rinse just before serving.',
      shop: 'green-valley-grocers',
      categories: ['fruits'],
      unit: '1 lb',
      price: 7.99,
      salePrice: 6.49,
      quantity: 40,
      featured: true,
      art: { motif: 'cherry', colors: ['#b71c1c', '#4e342e'] },
      gallery: [
        { motif: 'cherry', colors: ['#880e4f', '#43a047'], variant: 2 },
        { motif: 'produce-basket', colors: ['#b71c1c', '#a1887f'], variant: 3 },
      ],
      i18n: {
        ar: {
          name: 'كرز داكن حلو',
          description:
            'كرز لامع بلون أحمر ماهوجني من بساتين ولاية واشنطن، لبّه متماسك يكاد يكون مقرمشاً. موسمه قصير، فتناوله بالحفنة، أو انزع نواه لتحضير الكلافوتي، أو ضعه فوق الزبادي. يُحفظ في الثلاجة دون غسل ويُشطف قبل التقديم مباشرة.',
          unit: '1 رطل',
        },
      },
    },
    // Vegetables
    {
      slug: 'baby-carrots',
      name: 'Baby Carrots',
      description:
        'Sweet organic baby carrots, peeled, washed and ready to eat straight from the bag. Great with hummus, in lunch boxes or roasted whole with honey and thyme. Keep sealed in the fridge and use within ten days of opening.',
      shop: 'harvest-corner-market',
      categories: ['vegetables'],
      tags: ['organic'],
      unit: '1 lb',
      price: 1.8,
      quantity: 0,
      art: { motif: 'carrot', colors: ['#ef6c00', '#43a047'] },
      i18n: {
        ar: {
          name: 'جزر صغير',
          description:
            'جزر صغير عضوي حلو المذاق، مقشّر ومغسول وجاهز للأكل مباشرة من الكيس. رائع مع الحمص وفي علب الغداء، أو محمّصاً كاملاً بالعسل والزعتر. يُحفظ مغلقاً في الثلاجة ويُستهلك خلال عشرة أيام من فتحه.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'broccoli-crowns',
      name: 'Broccoli Crowns',
      description:
        'Tight, dark green broccoli crowns cut from upstate organic fields with just a short stem. Steam them for three minutes, roast them until the edges char or blend them into soup. Store loosely wrapped in the fridge for up to five days.',
      shop: 'green-valley-grocers',
      categories: ['vegetables'],
      tags: ['organic', 'local'],
      unit: '1 lb',
      price: 2.29,
      quantity: 75,
      art: { motif: 'broccoli', colors: ['#2e7d32', '#1b5e20'] },
      i18n: {
        ar: {
          name: 'رؤوس بروكلي',
          description:
            'رؤوس بروكلي متماسكة خضراء داكنة تُقطف من حقول عضوية في شمال الولاية مع ساق قصيرة. اطهها على البخار ثلاث دقائق، أو حمّصها في الفرن حتى تتحمّر أطرافها، أو اخلطها في الحساء. تُحفظ ملفوفة بخفة في الثلاجة حتى خمسة أيام.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'vine-ripened-tomatoes',
      name: 'Vine-Ripened Tomatoes',
      description:
        'Tomatoes left on the vine until fully red, so they taste of summer rather than of the warehouse. Slice them thickly with salt and olive oil, or cook them down into a quick sauce. Keep them at room temperature, stem side down, and never in the fridge.',
      shop: 'green-valley-grocers',
      categories: ['vegetables'],
      unit: '1 lb',
      price: 2.79,
      salePrice: 2.29,
      quantity: 140,
      art: { motif: 'tomato', colors: ['#e53935', '#2e7d32'] },
      i18n: {
        ar: {
          name: 'طماطم ناضجة على العرش',
          description:
            'طماطم تُترك على عرشها حتى تحمرّ تماماً، فيأتي طعمها طعم الصيف لا طعم المستودعات. قطّعها شرائح سميكة مع الملح وزيت الزيتون، أو اطبخها صلصة سريعة. تُحفظ في حرارة الغرفة وجهة العنق إلى الأسفل، ولا توضع في الثلاجة أبداً.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'heirloom-tomatoes',
      name: 'Heirloom Tomatoes',
      description:
        'A mix of striped, green-zebra and deep purple heirloom tomatoes from a Hudson Valley grower. Each variety has its own balance of sweetness and acidity. Orders open when the late-summer harvest begins.',
      shop: 'green-valley-grocers',
      categories: ['vegetables'],
      tags: ['local'],
      unit: '1 lb',
      price: 4,
      quantity: 10,
      status: 'draft',
      art: { motif: 'tomato', colors: ['#ff7043', '#6a1b9a'] },
      i18n: {
        ar: {
          name: 'طماطم تراثية',
          description:
            'تشكيلة من الطماطم التراثية المخططة والخضراء والبنفسجية الداكنة من مزارع في وادي هدسون. لكل صنف توازنه الخاص بين الحلاوة والحموضة. يُفتح الطلب مع بدء حصاد أواخر الصيف.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'romaine-hearts',
      name: 'Romaine Hearts',
      description:
        'Three crunchy romaine hearts with pale, sweet inner leaves and the tough outer ones already trimmed. The classic base for a Caesar salad, and surprisingly good halved and grilled. Keep them in the crisper drawer wrapped in a damp towel.',
      shop: 'green-valley-grocers',
      categories: ['vegetables'],
      unit: '3 pcs',
      price: 3.49,
      quantity: 65,
      art: { motif: 'lettuce', colors: ['#7cb342', '#c5e1a5'] },
      i18n: {
        ar: {
          name: 'قلوب خس روماني',
          description:
            'ثلاثة قلوب خس روماني مقرمشة بأوراق داخلية فاتحة حلوة، أُزيلت أوراقها الخارجية القاسية مسبقاً. هي الأساس التقليدي لسلطة السيزر، ولذيذة على نحو مفاجئ حين تُشق نصفين وتُشوى. تُحفظ في درج الخضار ملفوفة بمنشفة رطبة.',
          unit: '3 قطع',
        },
      },
    },
    {
      slug: 'yukon-gold-potatoes',
      name: 'Yukon Gold Potatoes',
      description:
        'All-rounder potatoes with thin golden skins and creamy, buttery flesh. They mash without turning gluey, roast with crisp edges and hold together in stews. Store them in a cool, dark place, away from onions.',
      shop: 'harvest-corner-market',
      categories: ['vegetables'],
      tags: ['family-size'],
      unit: '5 lb',
      price: 4.99,
      quantity: 90,
      art: { motif: 'potato', colors: ['#c8a165', '#fff176'] },
      i18n: {
        ar: {
          name: 'بطاطس يوكون الذهبية',
          description:
            'بطاطس متعددة الاستخدامات بقشرة ذهبية رقيقة ولبّ كريمي زبدي. تُهرس دون أن تصبح لزجة، وتتحمّص بأطراف مقرمشة، وتحافظ على تماسكها في اليخنات. تُحفظ في مكان بارد ومظلم بعيداً عن البصل.',
          unit: '5 أرطال',
        },
      },
    },
    {
      slug: 'red-onions',
      name: 'Red Onions',
      description:
        'Firm, mild red onions with glossy purple skins. Slice them raw into salads and salsas, pickle them in ten minutes with vinegar and sugar, or roast them in wedges. They keep for weeks in a cool, airy basket.',
      shop: 'harvest-corner-market',
      categories: ['vegetables'],
      unit: '2 lb',
      price: 2.49,
      quantity: 150,
      art: { motif: 'onion', colors: ['#880e4f', '#f8bbd0'] },
      i18n: {
        ar: {
          name: 'بصل أحمر',
          description:
            'بصل أحمر متماسك معتدل الحدة بقشرة أرجوانية لامعة. قطّعه نيئاً في السلطات والصلصات، أو خلّله في عشر دقائق بالخل والسكر، أو حمّصه أرباعاً في الفرن. يبقى أسابيع في سلة جيدة التهوية في مكان بارد.',
          unit: 'رطلان',
        },
      },
    },
    {
      slug: 'rainbow-bell-peppers',
      name: 'Rainbow Bell Peppers',
      description:
        'One red, one yellow and one orange bell pepper, thick-walled and sweet. Slice them raw for dips, blister them on the grill or stuff them with rice and herbs. Keep them dry in the fridge for up to a week.',
      shop: 'green-valley-grocers',
      categories: ['vegetables'],
      unit: '3 pcs',
      price: 4.49,
      salePrice: 3.79,
      quantity: 55,
      art: { motif: 'pepper', colors: ['#e53935', '#fdd835', '#fb8c00'] },
      gallery: [
        { motif: 'pepper', colors: ['#fdd835', '#43a047'], variant: 2 },
        { motif: 'pepper', colors: ['#fb8c00', '#2e7d32'], variant: 3 },
      ],
      i18n: {
        ar: {
          name: 'فلفل رومي ملوّن',
          description:
            'حبة حمراء وأخرى صفراء وثالثة برتقالية من الفلفل الرومي، سميكة الجدران حلوة المذاق. قطّعها نيئة للتغميس، أو اشوها حتى تنتفخ قشرتها، أو احشها بالأرز والأعشاب. تُحفظ جافة في الثلاجة حتى أسبوع.',
          unit: '3 حبات',
        },
      },
    },
    {
      slug: 'persian-cucumbers',
      name: 'Persian Cucumbers',
      description:
        'Small, thin-skinned cucumbers grown in greenhouses near Al Ain, crisp and never bitter. There is no need to peel them: slice them into fattoush or eat them whole with a pinch of salt. Store in the fridge and use within five days.',
      shop: 'dubai-fresh-souk',
      categories: ['vegetables'],
      tags: ['local'],
      unit: '1 lb',
      price: 2.99,
      quantity: 100,
      art: { motif: 'cucumber', colors: ['#558b2f', '#c5e1a5'] },
      i18n: {
        ar: {
          name: 'خيار بلدي',
          description:
            'خيار صغير رقيق القشرة يُزرع في بيوت محمية قرب العين، مقرمش وخالٍ من المرارة. لا حاجة إلى تقشيره: قطّعه في الفتوش أو تناوله كاملاً مع رشة ملح. يُحفظ في الثلاجة ويُستهلك خلال خمسة أيام.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'baby-eggplants',
      name: 'Baby Eggplants',
      description:
        'Finger-sized purple eggplants with tender skins and very few seeds. They are the traditional choice for makdous and for stuffing, and they roast whole in twenty minutes. Keep them in a cool spot and use within a few days.',
      shop: 'dubai-fresh-souk',
      categories: ['vegetables'],
      unit: '1 lb',
      price: 3.29,
      quantity: 60,
      art: { motif: 'eggplant', colors: ['#4a148c', '#558b2f'] },
      i18n: {
        ar: {
          name: 'باذنجان صغير',
          description:
            'باذنجان بنفسجي صغير بحجم الإصبع، قشرته طرية وبذوره قليلة جداً. هو الخيار التقليدي لتحضير المكدوس والمحاشي، ويتحمّص كاملاً في الفرن خلال عشرين دقيقة. يُحفظ في مكان بارد ويُستهلك خلال أيام قليلة.',
          unit: '1 رطل',
        },
      },
    },
    // Fresh herbs
    {
      slug: 'flat-leaf-parsley',
      name: 'Flat-Leaf Parsley',
      description:
        'Generous bunches of bright, peppery flat-leaf parsley, the backbone of tabbouleh. Chop it finely into salads, stir it through rice or blend it into green sauces. Stand the stems in a glass of water in the fridge and it stays fresh for a week.',
      shop: 'dubai-fresh-souk',
      categories: ['fresh-herbs'],
      unit: '1 bunch',
      price: 0.99,
      quantity: 120,
      art: { motif: 'lettuce', colors: ['#388e3c', '#a5d6a7'] },
      i18n: {
        ar: {
          name: 'بقدونس',
          description:
            'حزم وفيرة من البقدونس العريض الأوراق بنكهة منعشة لاذعة، وهو أساس التبولة. افرمه ناعماً في السلطات، أو امزجه مع الأرز، أو اخلطه في الصلصات الخضراء. ضع سيقانه في كوب ماء داخل الثلاجة فيبقى نضراً أسبوعاً.',
          unit: 'حزمة واحدة',
        },
      },
    },
    {
      slug: 'fresh-mint',
      name: 'Fresh Mint',
      description:
        'Fragrant spearmint picked daily on farms outside Sharjah. Steep a few sprigs with green tea, tear it into salads or blend it with lemon and ice. Wrap it in a damp paper towel and keep it in the fridge.',
      shop: 'dubai-fresh-souk',
      categories: ['fresh-herbs'],
      tags: ['local'],
      unit: '1 bunch',
      price: 1.19,
      quantity: 100,
      art: { motif: 'lettuce', colors: ['#43a047', '#e8f5e9'] },
      i18n: {
        ar: {
          name: 'نعناع طازج',
          description:
            'نعناع عطري يُقطف يومياً من مزارع على أطراف الشارقة. انقع بضعة أغصان مع الشاي الأخضر، أو قطّعه في السلطات، أو اخلطه مع الليمون والثلج. لفّه بمنديل ورقي رطب واحفظه في الثلاجة.',
          unit: 'حزمة واحدة',
        },
      },
    },
    {
      slug: 'genovese-basil',
      name: 'Genovese Basil',
      description:
        'Large, tender basil leaves with a sweet, clove-like aroma, grown organically in a Brooklyn rooftop greenhouse. Tear it over tomatoes and mozzarella or pound it into pesto. Keep it on the counter in a glass of water; the fridge turns the leaves black.',
      shop: 'green-valley-grocers',
      categories: ['fresh-herbs'],
      tags: ['organic', 'local'],
      unit: '1 bunch',
      price: 2.49,
      quantity: 45,
      art: { motif: 'lettuce', colors: ['#2e7d32', '#66bb6a'] },
      i18n: {
        ar: {
          name: 'ريحان جنوى',
          description:
            'أوراق ريحان كبيرة طرية برائحة حلوة تشبه القرنفل، تُزرع زراعة عضوية في بيت محمي على سطح مبنى في بروكلين. قطّعه بيدك فوق الطماطم والموزاريلا، أو ادقّه لتحضير صلصة البيستو. احفظه على الطاولة في كوب ماء، فالثلاجة تُسوّد أوراقه.',
          unit: 'حزمة واحدة',
        },
      },
    },
    // Meat & fish
    {
      slug: 'free-range-chicken-breasts',
      name: 'Free-Range Chicken Breasts',
      description:
        'Boneless, skinless breasts from slow-growing chickens raised outdoors on Pennsylvania farms. They are air-chilled rather than water-chilled, so they sear golden instead of stewing in the pan. Keep refrigerated and cook within two days, or freeze for up to three months.',
      shop: 'harvest-corner-market',
      categories: ['poultry'],
      tags: ['bestseller'],
      unit: '1 lb',
      price: 7.99,
      salePrice: 6.99,
      quantity: 60,
      art: { motif: 'chicken', colors: ['#ffccbc', '#ff8a65'] },
      i18n: {
        ar: {
          name: 'صدور دجاج من المراعي الحرة',
          description:
            'صدور دجاج منزوعة العظم والجلد من دجاج بطيء النمو يُربّى في الهواء الطلق بمزارع بنسلفانيا. تُبرّد بالهواء لا بالماء، فتتحمّر ذهبية في المقلاة بدل أن تُسلق في عصارتها. تُحفظ في الثلاجة وتُطهى خلال يومين، أو تُجمّد حتى ثلاثة أشهر.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'halal-chicken-thighs',
      name: 'Halal Chicken Thighs',
      description:
        'Bone-in, skin-on thighs from UAE farms, hand-slaughtered and halal certified. Thigh meat stays juicy under high heat, which makes it ideal for shish tawook, grills and tray bakes. Keep chilled and cook within two days of delivery.',
      shop: 'dubai-fresh-souk',
      categories: ['poultry'],
      tags: ['halal', 'local'],
      unit: '1 kg',
      price: 8.49,
      quantity: 70,
      art: { motif: 'chicken', colors: ['#ffab91', '#d84315'] },
      i18n: {
        ar: {
          name: 'أفخاذ دجاج حلال',
          description:
            'أفخاذ دجاج بالعظم والجلد من مزارع إماراتية، مذبوحة يدوياً وحاصلة على شهادة الحلال. يبقى لحم الفخذ طرياً على الحرارة العالية، فهو مثالي للشيش طاووق والمشاوي وصواني الفرن. تُحفظ مبرّدة وتُطهى خلال يومين من التوصيل.',
          unit: '1 كغ',
        },
      },
    },
    {
      slug: 'grass-fed-ribeye-steak',
      name: 'Grass-Fed Ribeye Steak',
      description:
        'A thick-cut ribeye from pasture-raised cattle, dry-aged for 21 days for a deep, beefy flavour. The generous marbling melts in a hot cast-iron pan; rest the steak for five minutes before slicing. Refrigerate and cook within three days, or freeze on the day of delivery.',
      shop: 'harvest-corner-market',
      categories: ['beef-lamb'],
      unit: '1 lb',
      price: 18.99,
      quantity: 25,
      featured: true,
      art: { motif: 'steak', colors: ['#b71c1c', '#ffcdd2'] },
      gallery: [{ motif: 'steak', colors: ['#8d2c2c', '#f5f5f5'], variant: 2 }],
      i18n: {
        ar: {
          name: 'ستيك ريب آي من أبقار تتغذى على العشب',
          description:
            'شريحة ريب آي سميكة من أبقار تُربّى في المراعي، معتّقة على الجاف 21 يوماً لنكهة لحم عميقة. يذوب دهنها المتداخل في مقلاة حديد ساخنة؛ اتركها ترتاح خمس دقائق قبل تقطيعها. تُحفظ في الثلاجة وتُطهى خلال ثلاثة أيام، أو تُجمّد في يوم التوصيل.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'lean-ground-beef',
      name: 'Lean Ground Beef 85/15',
      description:
        'Freshly ground chuck with 85% lean meat, coarse enough to keep burgers juicy. Use it for bolognese, chilli, meatballs or stuffed peppers. Keep it in the coldest part of the fridge and use within two days.',
      shop: 'harvest-corner-market',
      categories: ['beef-lamb'],
      tags: ['bestseller'],
      unit: '1 lb',
      price: 6.49,
      quantity: 80,
      art: { motif: 'steak', colors: ['#c62828', '#ef9a9a'] },
      i18n: {
        ar: {
          name: 'لحم بقري مفروم قليل الدهن 85/15',
          description:
            'لحم كتف بقري مفروم طازجاً بنسبة 85% من اللحم الأحمر، وفرمه خشن بما يكفي ليبقى البرغر طرياً. استخدمه في صلصة البولونيز والتشيلي وكرات اللحم والفلفل المحشي. يُحفظ في أبرد جزء من الثلاجة ويُستهلك خلال يومين.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'lamb-shoulder-chops',
      name: 'Lamb Shoulder Chops',
      description:
        'Chops cut from the shoulder of young Australian lamb, halal certified and trimmed by our butcher. The shoulder has just enough fat to baste itself, so the chops stay tender on the grill or in a slow-cooked tagine. Keep chilled and use within three days.',
      shop: 'dubai-fresh-souk',
      categories: ['beef-lamb'],
      tags: ['halal'],
      unit: '1 kg',
      price: 16.99,
      quantity: 30,
      art: { motif: 'steak', colors: ['#ad1457', '#fce4ec'] },
      i18n: {
        ar: {
          name: 'شرائح كتف الضأن',
          description:
            'شرائح مقطوعة من كتف الضأن الأسترالي الصغير، حاصلة على شهادة الحلال ومشذّبة على يد جزارنا. في الكتف ما يكفي من الدهن ليبقيه طرياً، فتبقى الشرائح لينة على الشواية أو في طاجن مطهو على نار هادئة. تُحفظ مبرّدة وتُستهلك خلال ثلاثة أيام.',
          unit: '1 كغ',
        },
      },
    },
    {
      slug: 'spiced-lamb-kofta',
      name: 'Spiced Lamb Kofta Mix',
      description:
        'Minced lamb mixed by hand with onion, parsley, baharat and a little sumac, ready to shape. Press it onto skewers for the grill, roll it into meatballs for a tomato stew or spread it over flatbread before baking. Cook within two days or freeze flat in its bag.',
      shop: 'dubai-fresh-souk',
      categories: ['beef-lamb'],
      tags: ['halal', 'new-arrival'],
      unit: '500 g',
      price: 8.99,
      salePrice: 7.49,
      quantity: 40,
      art: { motif: 'steak', colors: ['#a1443b', '#7cb342'] },
      i18n: {
        ar: {
          name: 'خلطة كفتة الضأن المتبّلة',
          description:
            'لحم ضأن مفروم ممزوج يدوياً بالبصل والبقدونس والبهارات وقليل من السماق، جاهز للتشكيل. اضغطه على أسياخ الشواء، أو شكّله كرات ليخنة الطماطم، أو افرده على الخبز قبل خبزه. يُطهى خلال يومين أو يُجمّد مسطحاً في كيسه.',
          unit: '500 غ',
        },
      },
    },
    {
      slug: 'atlantic-salmon-fillet',
      name: 'Atlantic Salmon Fillet',
      description:
        'A centre-cut, skin-on fillet of responsibly farmed Atlantic salmon, pin-boned and ready to cook. Roast it at high heat for twelve minutes, pan-fry it skin side down until crisp or cure it with salt and dill. Keep on ice in the fridge and cook within two days.',
      shop: 'harvest-corner-market',
      categories: ['seafood'],
      unit: '1 lb',
      price: 13.99,
      salePrice: 11.99,
      quantity: 35,
      manufacturer: 'greyrock-bay-seafood',
      art: { motif: 'fish', colors: ['#ff8a65', '#eceff1'] },
      gallery: [{ motif: 'fish', colors: ['#ffab91', '#0277bd'], variant: 2 }],
      i18n: {
        ar: {
          name: 'فيليه سلمون أطلسي',
          description:
            'فيليه من وسط سمكة سلمون أطلسي مستزرعة بمسؤولية، بالجلد ومنزوع الشوك وجاهز للطهي. اخبزه على حرارة عالية اثنتي عشرة دقيقة، أو اقلِه على جهة الجلد حتى يصبح مقرمشاً، أو عتّقه بالملح والشبت. يُحفظ على الثلج في الثلاجة ويُطهى خلال يومين.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'wild-caught-shrimp',
      name: 'Wild-Caught Shrimp',
      description:
        'Large, shell-on shrimp caught off the Carolina coast and frozen on the boat within an hour. Sweet and firm, they are perfect with garlic butter, in curries and on the grill. Thaw overnight in the fridge and keep frozen until needed.',
      shop: 'harvest-corner-market',
      categories: ['seafood'],
      unit: '1 lb',
      price: 12.49,
      quantity: 0,
      manufacturer: 'greyrock-bay-seafood',
      art: { motif: 'fish', colors: ['#ffab91', '#ff7043'] },
      i18n: {
        ar: {
          name: 'روبيان مصطاد من البحر',
          description:
            'روبيان كبير بقشره يُصطاد قبالة ساحل كارولاينا ويُجمّد على متن القارب خلال ساعة. لحمه حلو ومتماسك، ومثالي مع الزبدة والثوم وفي الكاري وعلى الشواية. يُذاب ليلة كاملة في الثلاجة، ويبقى مجمّداً حتى وقت الاستخدام.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'hammour-fillets',
      name: 'Hammour Fillets',
      description:
        'Firm, white fillets of orange-spotted grouper landed daily at the Deira fish market. The mild, sweet meat is the Gulf favourite for sayadieh, for frying in a spiced crust or for baking with tomatoes. Keep on ice in the fridge and cook on the day of delivery or the next.',
      shop: 'dubai-fresh-souk',
      categories: ['seafood'],
      tags: ['local'],
      unit: '1 kg',
      price: 22.99,
      quantity: 20,
      art: { motif: 'fish', colors: ['#90a4ae', '#ff7043'] },
      i18n: {
        ar: {
          name: 'فيليه هامور',
          description:
            'فيليه أبيض متماسك من سمك الهامور يُنزل يومياً في سوق السمك في ديرة. لحمه الطري الحلو هو المفضّل في الخليج لطبق الصيادية، أو للقلي بقشرة متبّلة، أو للخَبز مع الطماطم. يُحفظ على الثلج في الثلاجة ويُطهى في يوم التوصيل أو اليوم التالي.',
          unit: '1 كغ',
        },
      },
    },
    // Dairy & eggs
    {
      slug: 'grass-fed-whole-milk',
      name: 'Grass-Fed Whole Milk',
      description:
        'Cream-top whole milk from cows grazing upstate pastures, gently pasteurised and not homogenised. Give the carton a shake to mix the cream back in, or spoon it off for your coffee. Keep refrigerated and use within five days of opening.',
      shop: 'harvest-corner-market',
      categories: ['milk-cream'],
      tags: ['bestseller', 'local'],
      unit: '1/2 gal',
      price: 4.29,
      quantity: 100,
      manufacturer: 'willowmere-creamery',
      art: { motif: 'carton', colors: ['#e3f2fd', '#1565c0'], label: 'Whole Milk' },
      gallery: [{ motif: 'carton', colors: ['#ffffff', '#2e7d32'], label: 'Whole Milk', variant: 2 }],
      i18n: {
        ar: {
          name: 'حليب كامل الدسم من أبقار تتغذى على العشب',
          description:
            'حليب كامل الدسم تطفو قشدته على سطحه، من أبقار ترعى في مراعي شمال الولاية، مبستر بلطف وغير مجانس. رجّ العبوة لتمتزج القشدة من جديد، أو اغرفها لقهوتك. يُحفظ في الثلاجة ويُستهلك خلال خمسة أيام من الفتح.',
          unit: 'نصف غالون',
        },
      },
    },
    {
      slug: 'barista-oat-milk',
      name: 'Barista Oat Milk',
      description:
        'Creamy oat milk made with Swedish oats and a touch of sunflower oil, so it steams into silky microfoam. Naturally sweet with no added sugar, it also works in porridge and baking. Shake well; once opened, keep refrigerated and use within seven days.',
      shop: 'green-valley-grocers',
      categories: ['milk-cream'],
      tags: ['vegan', 'no-added-sugar'],
      unit: '1 l',
      price: 3.99,
      salePrice: 3.49,
      quantity: 80,
      art: { motif: 'carton', colors: ['#f5deb3', '#6d4c41'], label: 'Oat' },
      i18n: {
        ar: {
          name: 'حليب الشوفان للباريستا',
          description:
            'حليب شوفان كريمي مصنوع من شوفان سويدي مع قليل من زيت دوار الشمس، فيتحول عند تبخيره إلى رغوة حريرية ناعمة. حلو بطبيعته دون سكر مضاف، ويصلح أيضاً للعصيدة والخَبز. رجّه جيداً، وبعد الفتح احفظه في الثلاجة واستهلكه خلال سبعة أيام.',
          unit: '1 لتر',
        },
      },
    },
    {
      slug: 'fresh-laban',
      name: 'Fresh Laban',
      description:
        'Cultured laban from a dairy farm in Al Ain: tangy, cool and lightly salted. Drink it ice-cold with a meal, blend it with mint and cucumber, or use it to tenderise chicken. Keep refrigerated and shake before pouring.',
      shop: 'dubai-fresh-souk',
      categories: ['milk-cream'],
      tags: ['local'],
      unit: '1 l',
      price: 2.29,
      quantity: 90,
      art: { motif: 'carton', colors: ['#fafafa', '#00897b'], label: 'Laban' },
      i18n: {
        ar: {
          name: 'لبن طازج',
          description:
            'لبن رائب مخمّر من مزرعة ألبان في العين، لاذع ومنعش وخفيف الملوحة. اشربه بارداً جداً مع الطعام، أو اخلطه مع النعناع والخيار، أو استخدمه لتطرية الدجاج. يُحفظ في الثلاجة ويُرجّ قبل الصب.',
          unit: '1 لتر',
        },
      },
    },
    {
      slug: 'aged-white-cheddar',
      name: 'Two-Year Aged White Cheddar',
      description:
        'Cheddar aged for two years in the Willowmere caves until it turns sharp and nutty, studded with crunchy crystals. Serve it with apples and crackers, grate it into macaroni cheese or melt it into a grilled sandwich. Wrap in waxed paper and keep in the fridge for up to four weeks.',
      shop: 'harvest-corner-market',
      categories: ['cheese'],
      unit: '8 oz',
      price: 6.49,
      salePrice: 5.49,
      quantity: 45,
      featured: true,
      manufacturer: 'willowmere-creamery',
      art: { motif: 'cheese', colors: ['#fff3c4', '#f9a825'] },
      gallery: [{ motif: 'cheese', colors: ['#ffe082', '#8d6e63'], variant: 2 }],
      i18n: {
        ar: {
          name: 'جبن شيدر أبيض معتّق عامين',
          description:
            'جبن شيدر معتّق عامين في كهوف ويلومير حتى يصبح حاداً بنكهة تشبه المكسرات وتتخلله بلورات مقرمشة. قدّمه مع التفاح والبسكويت المالح، أو ابشره في المعكرونة بالجبن، أو ذوّبه في شطيرة محمّصة. يُلف بورق مشمّع ويُحفظ في الثلاجة حتى أربعة أسابيع.',
          unit: '8 أونصات',
        },
      },
    },
    {
      slug: 'grilling-halloumi',
      name: 'Grilling Halloumi',
      description:
        'Squeaky, semi-hard halloumi made with sheep and goat milk and a scattering of dried mint. It holds its shape in a hot pan or on the grill, turning golden outside and soft within. Keep it in its brine in the fridge; once opened, use within a week.',
      shop: 'dubai-fresh-souk',
      categories: ['cheese'],
      tags: ['bestseller'],
      unit: '250 g',
      price: 5.99,
      quantity: 60,
      art: { motif: 'cheese', colors: ['#fffde7', '#8bc34a'] },
      gallery: [{ motif: 'cheese', colors: ['#fff59d', '#6d4c41'], variant: 2 }],
      i18n: {
        ar: {
          name: 'جبن حلوم للشوي',
          description:
            'جبن حلوم نصف صلب يصدر صريراً عند المضغ، مصنوع من حليب الغنم والماعز مع رشة من النعناع المجفف. يحافظ على شكله في المقلاة الساخنة أو على الشواية، فيتحمّر من الخارج ويبقى طرياً من الداخل. يُحفظ في محلوله داخل الثلاجة، ويُستهلك خلال أسبوع بعد الفتح.',
          unit: '250 غ',
        },
      },
    },
    {
      slug: 'fresh-mozzarella',
      name: 'Fresh Mozzarella',
      description:
        'Soft, milky mozzarella pulled by hand each morning at a small cheese shop in Queens. It is at its best at room temperature, torn over ripe tomatoes with basil and olive oil. Keep it in its whey in the fridge and eat within four days.',
      shop: 'green-valley-grocers',
      categories: ['cheese'],
      tags: ['local'],
      unit: '8 oz',
      price: 4.99,
      quantity: 40,
      art: { motif: 'cheese', colors: ['#fafafa', '#43a047'] },
      i18n: {
        ar: {
          name: 'موزاريلا طازجة',
          description:
            'موزاريلا طرية بطعم الحليب تُشدّ يدوياً كل صباح في محل أجبان صغير في كوينز. تكون في أفضل حالاتها بحرارة الغرفة، مقطّعة باليد فوق الطماطم الناضجة مع الريحان وزيت الزيتون. تُحفظ في مصلها داخل الثلاجة وتُؤكل خلال أربعة أيام.',
          unit: '8 أونصات',
        },
      },
    },
    {
      slug: 'plain-greek-yogurt',
      name: 'Plain Greek Yogurt',
      description:
        'Thick, strained whole-milk yogurt with a clean, gentle tang and twice the protein of regular yogurt. Top it with honey and granola, use it in place of sour cream or whisk it into marinades. Keep refrigerated and use within a week of opening.',
      shop: 'harvest-corner-market',
      categories: ['yogurt-labneh'],
      tags: ['gluten-free'],
      unit: '32 oz',
      price: 6.49,
      quantity: 55,
      manufacturer: 'willowmere-creamery',
      art: { motif: 'jar', colors: ['#fafafa', '#1565c0'], label: 'Greek' },
      i18n: {
        ar: {
          name: 'زبادي يوناني سادة',
          description:
            'زبادي كثيف مصفّى من الحليب كامل الدسم بحموضة لطيفة نقية، وفيه ضعف بروتين الزبادي العادي. زيّنه بالعسل والغرانولا، أو استخدمه بدل القشدة الحامضة، أو اخفقه في التتبيلات. يُحفظ في الثلاجة ويُستهلك خلال أسبوع من فتحه.',
          unit: '32 أونصة',
        },
      },
    },
    {
      slug: 'creamy-labneh',
      name: 'Creamy Labneh',
      description:
        "Silky strained yogurt cheese made the Levantine way, rich and pleasantly sour. Spread it on a plate, drizzle it with olive oil and sprinkle with za'atar for a breakfast with warm bread. Keep refrigerated and always use a clean spoon.",
      shop: 'dubai-fresh-souk',
      categories: ['yogurt-labneh'],
      unit: '500 g',
      price: 4.99,
      quantity: 60,
      manufacturer: 'jasmine-terrace-foods',
      art: { motif: 'jar', colors: ['#fffde7', '#827717'], label: 'Labneh' },
      i18n: {
        ar: {
          name: 'لبنة كريمية',
          description:
            'لبنة ناعمة كالحرير تُحضّر على الطريقة الشامية، غنية بحموضة مستحبة. افردها في طبق ورشّ عليها زيت الزيتون والزعتر لفطور مع الخبز الساخن. تُحفظ في الثلاجة وتُغرف دائماً بملعقة نظيفة.',
          unit: '500 غ',
        },
      },
    },
    {
      slug: 'free-range-brown-eggs',
      name: 'Free-Range Brown Eggs',
      description:
        'A dozen large brown eggs from hens with daily access to pasture on a Columbia County farm. The yolks are deep orange and the whites stand tall in the pan. Store them pointed end down in the fridge for up to four weeks.',
      shop: 'green-valley-grocers',
      categories: ['eggs'],
      tags: ['local', 'bestseller'],
      unit: '12 pcs',
      price: 5.49,
      quantity: 90,
      art: { motif: 'eggs', colors: ['#d7a26b', '#fff8e1'] },
      gallery: [{ motif: 'eggs', colors: ['#c58b5b', '#8d6e63'], variant: 2 }],
      i18n: {
        ar: {
          name: 'بيض بني من دجاج المراعي الحرة',
          description:
            'اثنتا عشرة بيضة بنية كبيرة من دجاج يخرج يومياً إلى المرعى في مزرعة بمقاطعة كولومبيا. صفارها برتقالي داكن وبياضها متماسك في المقلاة. يُحفظ في الثلاجة وطرفه المدبّب إلى الأسفل حتى أربعة أسابيع.',
          unit: '12 بيضة',
        },
      },
    },
    {
      slug: 'pasture-raised-large-eggs',
      name: 'Pasture-Raised Large Eggs',
      description:
        'Eighteen large eggs from hens that roam open pasture, with their mobile coops moved to fresh grass every week. Rich and flavourful, they make glossy custards and fluffy weekend omelettes. Keep refrigerated in their carton.',
      shop: 'harvest-corner-market',
      categories: ['eggs'],
      tags: ['family-size'],
      unit: '18 pcs',
      price: 8.99,
      salePrice: 7.99,
      quantity: 40,
      art: { motif: 'eggs', colors: ['#f5e1c8', '#6d4c41'] },
      i18n: {
        ar: {
          name: 'بيض كبير من دجاج المراعي',
          description:
            'ثماني عشرة بيضة كبيرة من دجاج يتجوّل في مراعٍ مفتوحة، وتُنقل أقفاصه المتنقلة إلى عشب جديد كل أسبوع. بيض غني النكهة يمنح الكاسترد لمعاناً والعجّة قواماً هشاً في عطلة نهاية الأسبوع. يُحفظ في الثلاجة داخل علبته.',
          unit: '18 بيضة',
        },
      },
    },
    // Snacks
    {
      slug: 'sea-salt-kettle-chips',
      name: 'Sea Salt Kettle Chips',
      description:
        'Thick-cut potato chips cooked in small batches in sunflower oil for a loud, glassy crunch, seasoned simply with flaky sea salt. Reseal the bag after opening to keep them crisp.',
      shop: 'harvest-corner-market',
      categories: ['chips-crisps'],
      tags: ['vegan', 'gluten-free'],
      unit: '8 oz',
      price: 3.99,
      salePrice: 3.29,
      quantity: 100,
      manufacturer: 'golden-furrow-pantry',
      art: { motif: 'packet', colors: ['#fdd835', '#1565c0'], label: 'Sea Salt' },
      i18n: {
        ar: {
          name: 'رقائق بطاطس مقلية في القدر بملح البحر',
          description:
            'رقائق بطاطس مقطّعة سميكة تُقلى على دفعات صغيرة في زيت دوار الشمس لقرمشة عالية كالزجاج، متبّلة ببساطة برقائق ملح البحر. أعد إغلاق الكيس بعد فتحه لتبقى مقرمشة.',
          unit: '8 أونصات',
        },
      },
    },
    {
      slug: 'zaatar-pita-chips',
      name: "Za'atar Pita Chips",
      description:
        "Pita bread baked until crisp and dusted with za'atar, sesame and olive oil. Scoop them through hummus and labneh or crumble them over fattoush. Keep them in a dry cupboard and reseal after opening.",
      shop: 'dubai-fresh-souk',
      categories: ['chips-crisps'],
      tags: ['vegan'],
      unit: '200 g',
      price: 3.49,
      quantity: 80,
      manufacturer: 'jasmine-terrace-foods',
      art: { motif: 'packet', colors: ['#7cb342', '#fff8e1'], label: "Za'atar" },
      i18n: {
        ar: {
          name: 'رقائق خبز بالزعتر',
          description:
            'خبز عربي مخبوز حتى يصبح مقرمشاً ومرشوش بالزعتر والسمسم وزيت الزيتون. اغمسه في الحمص واللبنة، أو فتّته فوق الفتوش. يُحفظ في خزانة جافة ويُعاد إغلاق الكيس بعد الفتح.',
          unit: '200 غ',
        },
      },
    },
    {
      slug: 'medjool-dates',
      name: 'Medjool Dates',
      description:
        'Large, soft Medjool dates from the Qamar Palms groves, with fudgy, caramel-like flesh and a thin, crinkled skin. Serve them to break the fast, stuff them with almonds or blend them into smoothies. Store airtight in a cool place, or in the fridge for several months.',
      shop: 'dubai-fresh-souk',
      categories: ['nuts-dates-dried-fruit'],
      tags: ['vegan', 'ramadan-essentials', 'bestseller'],
      unit: '1 box',
      price: 0,
      quantity: 0,
      featured: true,
      manufacturer: 'qamar-palms-dates',
      art: { motif: 'dates', colors: ['#5d4037', '#d7a26b'] },
      gallery: [
        { motif: 'dates', colors: ['#4e342e', '#ffcc80'], variant: 2 },
        { motif: 'box', colors: ['#5d4037', '#ffd54f'], label: 'Medjool', variant: 3 },
      ],
      variations: [
        { options: { weight: '500g' }, price: 9.99, quantity: 40 },
        { options: { weight: '1kg' }, price: 18.49, salePrice: 16.99, quantity: 25 },
        { options: { weight: '2kg' }, price: 34.99, quantity: 0 },
      ],
      i18n: {
        ar: {
          name: 'تمر مجدول',
          description:
            'تمر مجدول كبير وطري من بساتين نخيل القمر، لبّه كثيف بطعم يشبه الكراميل وقشرته رقيقة متجعّدة. قدّمه على الإفطار، أو احشه باللوز، أو اخلطه في العصائر المخفوقة. يُحفظ في وعاء محكم في مكان بارد، أو في الثلاجة عدة أشهر.',
          unit: 'علبة واحدة',
        },
      },
    },
    {
      slug: 'sukkari-dates',
      name: 'Sukkari Dates',
      description:
        'Golden Sukkari dates from Qassim, famous for a crisp outer layer that melts into a honeyed centre. Sweeter and lighter than Medjool, they are the traditional partner for bitter Arabic coffee. Keep them in their sealed box in a cool, dry place.',
      shop: 'dubai-fresh-souk',
      categories: ['nuts-dates-dried-fruit'],
      tags: ['vegan', 'ramadan-essentials'],
      unit: '1 kg',
      price: 14.99,
      salePrice: 12.99,
      quantity: 50,
      manufacturer: 'qamar-palms-dates',
      art: { motif: 'dates', colors: ['#c58b3b', '#fff3e0'] },
      i18n: {
        ar: {
          name: 'تمر سكري',
          description:
            'تمر سكري ذهبي من القصيم، مشهور بطبقته الخارجية الهشة التي تذوب في قلب بطعم العسل. أحلى وأخف من المجدول، وهو الرفيق التقليدي للقهوة العربية المُرّة. يُحفظ في علبته المغلقة في مكان بارد وجاف.',
          unit: '1 كغ',
        },
      },
    },
    {
      slug: 'roasted-salted-pistachios',
      name: 'Roasted Salted Pistachios',
      description:
        'Plump, naturally open pistachios roasted in small batches and lightly salted. The kernels are bright green and sweet, good for snacking or for chopping over desserts and rice. Keep them sealed and away from heat so they stay fresh.',
      shop: 'dubai-fresh-souk',
      categories: ['nuts-dates-dried-fruit'],
      tags: ['vegan', 'gluten-free'],
      unit: '500 g',
      price: 12.99,
      quantity: 40,
      manufacturer: 'khazna-spice-house',
      art: { motif: 'packet', colors: ['#9ccc65', '#5d4037'], label: 'Pistachio' },
      i18n: {
        ar: {
          name: 'فستق حلبي محمّص ومملّح',
          description:
            'فستق حلبي ممتلئ مفتوح طبيعياً، يُحمّص على دفعات صغيرة ويُملّح قليلاً. حبّاته خضراء زاهية حلوة، صالحة للتسلية أو للتقطيع فوق الحلويات والأرز. احفظه مغلقاً بعيداً عن الحرارة ليبقى طازجاً.',
          unit: '500 غ',
        },
      },
    },
    {
      slug: 'whole-raw-almonds',
      name: 'Whole Raw Almonds',
      description:
        'Whole, unsalted almonds from Californian orchards, sorted for size and crunch. Toast them for salads, blend them into almond butter or soak them overnight for homemade almond milk. Store in an airtight jar in a cool cupboard.',
      shop: 'harvest-corner-market',
      categories: ['nuts-dates-dried-fruit'],
      tags: ['vegan', 'gluten-free'],
      unit: '1 lb',
      price: 8.99,
      salePrice: 7.99,
      quantity: 60,
      manufacturer: 'golden-furrow-pantry',
      art: { motif: 'packet', colors: ['#a1887f', '#fff8e1'], label: 'Almonds' },
      i18n: {
        ar: {
          name: 'لوز نيء كامل',
          description:
            'لوز كامل غير مملّح من بساتين كاليفورنيا، مفرز حسب الحجم والقرمشة. حمّصه للسلطات، أو اطحنه زبدةَ لوز، أو انقعه ليلة لتحضير حليب اللوز في البيت. يُحفظ في مرطبان محكم داخل خزانة باردة.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'sun-dried-apricots',
      name: 'Sun-Dried Apricots',
      description:
        'Whole apricots dried in the sun without sulphur, so they are darker in colour and deeper in flavour. Chewy and honeyed, they are lovely in tagines, granola and on cheese boards. Keep them sealed in a cool, dry place.',
      shop: 'green-valley-grocers',
      categories: ['nuts-dates-dried-fruit'],
      tags: ['vegan', 'no-added-sugar'],
      unit: '1 lb',
      price: 7.49,
      quantity: 0,
      art: { motif: 'packet', colors: ['#ef6c00', '#fff3e0'], label: 'Apricots' },
      i18n: {
        ar: {
          name: 'مشمش مجفف بالشمس',
          description:
            'مشمش كامل مجفف تحت الشمس دون كبريت، لذا يأتي لونه أغمق ونكهته أعمق. قوامه مطاطي وطعمه كالعسل، وهو رائع في الطواجن والغرانولا وأطباق الأجبان. يُحفظ مغلقاً في مكان بارد وجاف.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'maple-trail-mix',
      name: 'Maple Trail Mix',
      description:
        'Maple-glazed pecans, roasted peanuts, pumpkin seeds and tart dried cranberries in one resealable pouch. A handful makes a good hiking or desk-drawer snack. Store in a cool, dry place and finish within a month of opening.',
      shop: 'green-valley-grocers',
      categories: ['nuts-dates-dried-fruit'],
      tags: ['new-arrival'],
      unit: '12 oz',
      price: 6.29,
      quantity: 50,
      manufacturer: 'golden-furrow-pantry',
      art: { motif: 'packet', colors: ['#8d6e63', '#ffb300'], label: 'Trail Mix' },
      i18n: {
        ar: {
          name: 'خليط مكسرات بشراب القيقب',
          description:
            'جوز البقان المغطى بشراب القيقب مع فول سوداني محمّص وبذور يقطين وتوت بري مجفف حامض، في كيس واحد قابل لإعادة الإغلاق. حفنة منه وجبة خفيفة مثالية للمشي في الطبيعة أو لدرج المكتب. يُحفظ في مكان بارد وجاف ويُستهلك خلال شهر من فتحه.',
          unit: '12 أونصة',
        },
      },
    },
    {
      slug: 'dark-chocolate-70',
      name: 'Dark Chocolate 70%',
      description:
        'A snappy bar of 70% dark chocolate made from single-estate cocoa grown in the Dominican Republic. Notes of red fruit and roasted nuts give way to a long, clean finish. Store below 20 °C, away from strong smells.',
      shop: 'harvest-corner-market',
      categories: ['chocolate-sweets'],
      tags: ['vegan'],
      unit: '100 g',
      price: 3.49,
      quantity: 120,
      art: { motif: 'box', colors: ['#4e342e', '#d7ccc8'], label: '70%' },
      i18n: {
        ar: {
          name: 'شوكولاتة داكنة 70%',
          description:
            'لوح مقرمش من الشوكولاتة الداكنة بنسبة 70% مصنوع من كاكاو مزرعة واحدة في جمهورية الدومينيكان. تتوالى نكهات الفواكه الحمراء والمكسرات المحمّصة ثم تنتهي بمذاق نقي يدوم طويلاً. تُحفظ في حرارة أقل من 20 درجة مئوية بعيداً عن الروائح القوية.',
          unit: '100 غ',
        },
      },
    },
    {
      slug: 'kunafa-pistachio-chocolate',
      name: 'Kunafa Pistachio Chocolate Bar',
      description:
        'A thick milk-chocolate bar filled with pistachio cream and toasted kataifi pastry that crackles with every bite. Made in small runs by a Dubai chocolatier, it sells out most weekends. Keep it cool, and let it sit at room temperature for ten minutes before breaking.',
      shop: 'dubai-fresh-souk',
      categories: ['chocolate-sweets'],
      tags: ['new-arrival', 'local'],
      unit: '200 g',
      price: 9.99,
      salePrice: 8.49,
      quantity: 30,
      featured: true,
      art: { motif: 'box', colors: ['#6d4c41', '#9ccc65'], label: 'Kunafa' },
      gallery: [{ motif: 'box', colors: ['#4e342e', '#c5e1a5'], label: 'Pistachio', variant: 2 }],
      i18n: {
        ar: {
          name: 'لوح شوكولاتة بالكنافة والفستق',
          description:
            'لوح سميك من شوكولاتة الحليب محشو بكريمة الفستق وعجينة الكنافة المحمّصة التي تطقطق مع كل قضمة. يُصنع بكميات صغيرة لدى صانع شوكولاتة في دبي، وينفد في معظم عطلات نهاية الأسبوع. احفظه في مكان بارد، واتركه عشر دقائق في حرارة الغرفة قبل تقسيمه.',
          unit: '200 غ',
        },
      },
    },
    {
      slug: 'camel-milk-chocolate',
      name: 'Camel Milk Chocolate',
      description:
        "Creamy milk chocolate made with camel milk from a farm near Dubai, lighter and slightly savoury next to cow's-milk chocolate, with a hint of cardamom. Coming soon to the souk.",
      shop: 'dubai-fresh-souk',
      categories: ['chocolate-sweets'],
      tags: ['new-arrival'],
      unit: '100 g',
      price: 6.99,
      quantity: 20,
      status: 'draft',
      art: { motif: 'box', colors: ['#d7ccc8', '#8d6e63'], label: 'Camel Milk' },
      i18n: {
        ar: {
          name: 'شوكولاتة بحليب النوق',
          description:
            'شوكولاتة حليب كريمية مصنوعة من حليب النوق من مزرعة قرب دبي، أخف قواماً ومائلة قليلاً إلى الملوحة مقارنة بشوكولاتة حليب البقر، مع لمسة من الهيل. قريباً في السوق.',
          unit: '100 غ',
        },
      },
    },
    // Beverages
    {
      slug: 'house-espresso-beans',
      name: 'House Espresso Beans',
      description:
        'Our house blend of Brazilian and Colombian beans, roasted medium-dark for notes of cocoa, toasted hazelnut and brown sugar. It pulls a thick, sweet shot and stands up well to milk. Keep the beans in their valved bag away from light and grind just before brewing.',
      shop: 'harvest-corner-market',
      categories: ['coffee'],
      tags: ['bestseller'],
      unit: '1 bag',
      price: 0,
      quantity: 0,
      featured: true,
      manufacturer: 'little-ember-roasters',
      art: { motif: 'coffee', colors: ['#4e342e', '#d7ccc8'] },
      gallery: [{ motif: 'sack', colors: ['#6d4c41', '#ffcc80'], label: 'Espresso', variant: 2 }],
      variations: [
        { options: { weight: '500g' }, price: 14.99, quantity: 35 },
        { options: { weight: '1kg' }, price: 26.99, salePrice: 23.99, quantity: 20 },
        { options: { weight: '2kg' }, price: 49.99, quantity: 6 },
      ],
      i18n: {
        ar: {
          name: 'حبوب إسبريسو بخلطة البيت',
          description:
            'خلطتنا الخاصة من حبوب برازيلية وكولومبية، محمّصة تحميصاً متوسطاً مائلاً إلى الداكن لتمنح نكهات الكاكاو والبندق المحمّص والسكر البني. تُعطي جرعة إسبريسو كثيفة حلوة وتتماسك جيداً مع الحليب. احفظ الحبوب في كيسها ذي الصمام بعيداً عن الضوء واطحنها قبل التحضير مباشرة.',
          unit: 'كيس واحد',
        },
      },
    },
    {
      slug: 'ethiopian-yirgacheffe-coffee',
      name: 'Ethiopian Yirgacheffe Coffee',
      description:
        'Washed heirloom coffee from smallholder farms around Yirgacheffe, roasted light to keep its jasmine and bergamot aroma. Bright and tea-like, it shines in a pour-over or a French press. Whole beans, best within four weeks of the roast date printed on the bag.',
      shop: 'green-valley-grocers',
      categories: ['coffee'],
      unit: '12 oz',
      price: 16.5,
      quantity: 30,
      manufacturer: 'little-ember-roasters',
      art: { motif: 'coffee', colors: ['#8d6e63', '#fff8e1'] },
      gallery: [{ motif: 'sack', colors: ['#a1887f', '#f9a825'], label: 'Ethiopia', variant: 2 }],
      i18n: {
        ar: {
          name: 'قهوة إثيوبية من يرغاتشيفي',
          description:
            'قهوة من أصناف تراثية مغسولة من مزارع صغيرة حول يرغاتشيفي، محمّصة تحميصاً فاتحاً للحفاظ على عبير الياسمين والبرغموت. مشرقة الطعم وخفيفة كالشاي، وتتألق في التقطير اليدوي أو المكبس الفرنسي. حبوب كاملة، وأفضل استهلاك لها خلال أربعة أسابيع من تاريخ التحميص المطبوع على الكيس.',
          unit: '12 أونصة',
        },
      },
    },
    {
      slug: 'saudi-blonde-coffee',
      name: 'Saudi Blonde Coffee with Cardamom',
      description:
        'Lightly roasted Arabica ground with green cardamom, cloves and a pinch of saffron in the Najdi style. Simmer it in a dallah for fifteen minutes and serve it in small cups with dates. Keep the pouch tightly closed in a cool cupboard.',
      shop: 'dubai-fresh-souk',
      categories: ['coffee'],
      tags: ['ramadan-essentials'],
      unit: '250 g',
      price: 7.99,
      salePrice: 6.99,
      quantity: 60,
      manufacturer: 'khazna-spice-house',
      art: { motif: 'coffee', colors: ['#c8a165', '#2e7d32'] },
      i18n: {
        ar: {
          name: 'قهوة سعودية شقراء بالهيل',
          description:
            'بن عربي محمّص تحميصاً خفيفاً ومطحون مع الهيل الأخضر والقرنفل ورشة من الزعفران على الطريقة النجدية. اغلِه في الدلّة خمس عشرة دقيقة وقدّمه في فناجين صغيرة مع التمر. أبقِ الكيس مغلقاً بإحكام في خزانة باردة.',
          unit: '250 غ',
        },
      },
    },
    {
      slug: 'cold-brew-concentrate',
      name: 'Cold Brew Concentrate',
      description:
        'Coarsely ground coffee steeped for eighteen hours, then filtered into a smooth, chocolatey concentrate. Mix one part with two parts water or milk over ice. Launching with the summer menu.',
      shop: 'green-valley-grocers',
      categories: ['coffee'],
      tags: ['new-arrival'],
      unit: '1 l',
      price: 11.99,
      quantity: 15,
      status: 'draft',
      manufacturer: 'little-ember-roasters',
      art: { motif: 'bottle', colors: ['#3e2723', '#d7ccc8'], label: 'Cold Brew' },
      i18n: {
        ar: {
          name: 'مركّز القهوة الباردة',
          description:
            'قهوة مطحونة طحناً خشناً تُنقع ثماني عشرة ساعة ثم تُصفّى لتصبح مركّزاً ناعماً بنكهة الشوكولاتة. امزج مقداراً منه مع مقدارين من الماء أو الحليب فوق الثلج. يُطرح مع قائمة الصيف.',
          unit: '1 لتر',
        },
      },
    },
    {
      slug: 'breakfast-black-tea',
      name: 'Breakfast Black Tea',
      description:
        'A brisk blend of Assam and Kenyan black teas that brews strong and malty in three to four minutes. Made for a splash of milk and a slice of toast. Keep the box closed in a dry cupboard.',
      shop: 'harvest-corner-market',
      categories: ['tea'],
      unit: '80 pcs',
      price: 5.49,
      quantity: 80,
      art: { motif: 'tea', colors: ['#b71c1c', '#fff8e1'] },
      i18n: {
        ar: {
          name: 'شاي أسود للفطور',
          description:
            'خلطة منعشة من شاي آسام والشاي الكيني الأسود، تُنقع ثلاث إلى أربع دقائق فتعطي مذاقاً قوياً بنكهة الشعير. صُنعت لتُشرب مع قليل من الحليب وشريحة خبز محمّص. أبقِ العلبة مغلقة في خزانة جافة.',
          unit: '80 كيساً',
        },
      },
    },
    {
      slug: 'moroccan-mint-green-tea',
      name: 'Moroccan Mint Green Tea',
      description:
        'Loose-leaf gunpowder green tea blended with dried spearmint. Brew it in a pot with fresh mint and sugar, and pour from a height for the traditional foam. Store in an airtight tin away from light.',
      shop: 'dubai-fresh-souk',
      categories: ['tea'],
      unit: '100 g',
      price: 4.99,
      quantity: 70,
      art: { motif: 'tea', colors: ['#2e7d32', '#c8e6c9'] },
      i18n: {
        ar: {
          name: 'شاي أخضر بالنعناع على الطريقة المغربية',
          description:
            'شاي أخضر سائب من نوع غانباودر ممزوج بالنعناع المجفف. حضّره في إبريق مع النعناع الطازج والسكر، واسكبه من علوّ لتحصل على الرغوة التقليدية. يُحفظ في علبة معدنية محكمة بعيداً عن الضوء.',
          unit: '100 غ',
        },
      },
    },
    {
      slug: 'chamomile-honey-tea',
      name: 'Chamomile & Honey Tea',
      description:
        'Whole organic chamomile flowers with a little honey-flavoured rooibos, caffeine-free and gently sweet. A calming cup before bed, and also good iced with lemon. Steep for five minutes in freshly boiled water.',
      shop: 'green-valley-grocers',
      categories: ['tea'],
      tags: ['organic'],
      unit: '20 pcs',
      price: 4.29,
      quantity: 50,
      art: { motif: 'tea', colors: ['#fff176', '#8d6e63'] },
      i18n: {
        ar: {
          name: 'شاي البابونج بالعسل',
          description:
            'أزهار بابونج عضوية كاملة مع قليل من شاي الرويبوس بنكهة العسل، خالٍ من الكافيين وحلو برقّة. كوب مهدّئ قبل النوم، ولذيذ أيضاً مثلّجاً مع الليمون. انقعه خمس دقائق في ماء مغليّ للتو.',
          unit: '20 كيساً',
        },
      },
    },
    {
      slug: 'cold-pressed-orange-juice',
      name: 'Cold-Pressed Orange Juice',
      description:
        'Valencia oranges pressed every morning and bottled without heat, water or added sugar. Bright and pulpy, it tastes like juice squeezed at home. Keep refrigerated, drink within four days and shake before pouring.',
      shop: 'green-valley-grocers',
      categories: ['juices-syrups'],
      tags: ['no-added-sugar'],
      unit: '1 l',
      price: 6.99,
      salePrice: 5.99,
      quantity: 40,
      art: { motif: 'bottle', colors: ['#fb8c00', '#fff3e0'], label: 'Orange' },
      i18n: {
        ar: {
          name: 'عصير برتقال معصور على البارد',
          description:
            'برتقال فالنسيا يُعصر كل صباح ويُعبّأ دون تسخين أو ماء أو سكر مضاف. عصير زاهٍ غني باللب وطعمه كالعصير المعصور في البيت. يُحفظ في الثلاجة ويُشرب خلال أربعة أيام، ويُرجّ قبل الصب.',
          unit: '1 لتر',
        },
      },
    },
    {
      slug: 'pomegranate-juice',
      name: 'Pomegranate Juice',
      description:
        'Pure juice pressed from whole Taifi pomegranates, deep ruby in colour with a sweet-tart, slightly tannic finish. Drink it chilled, mix it with sparkling water or reduce it into a glaze. Refrigerate after opening and use within five days.',
      shop: 'dubai-fresh-souk',
      categories: ['juices-syrups'],
      tags: ['no-added-sugar'],
      unit: '1 l',
      price: 7.49,
      quantity: 45,
      art: { motif: 'bottle', colors: ['#880e4f', '#f8bbd0'], label: 'Pomegranate' },
      gallery: [{ motif: 'bottle', colors: ['#ad1457', '#fce4ec'], label: 'Pomegranate', variant: 2 }],
      i18n: {
        ar: {
          name: 'عصير رمان',
          description:
            'عصير صافٍ معصور من حبات رمان طائفي كاملة، بلون ياقوتي داكن وطعم حلو حامض ينتهي بقبض خفيف. اشربه بارداً، أو امزجه بالماء الفوّار، أو اختزله على النار لتحضير طبقة لامعة للأطباق. يُحفظ في الثلاجة بعد الفتح ويُستهلك خلال خمسة أيام.',
          unit: '1 لتر',
        },
      },
    },
    {
      slug: 'unfiltered-apple-cider',
      name: 'Unfiltered Apple Cider',
      description:
        'Cloudy, unfiltered cider pressed every autumn week from a blend of Hudson Orchards apples. Tart, sweet and full of fruit, it is great cold or mulled with cinnamon and cloves. It is non-alcoholic; keep it refrigerated and drink within about ten days.',
      shop: 'green-valley-grocers',
      categories: ['juices-syrups'],
      tags: ['local'],
      unit: '1/2 gal',
      price: 6.49,
      quantity: 35,
      manufacturer: 'hudson-orchards',
      art: { motif: 'bottle', colors: ['#a1662f', '#fff3e0'], label: 'Cider' },
      i18n: {
        ar: {
          name: 'عصير تفاح غير مصفّى',
          description:
            'عصير تفاح عكر غير مصفّى يُعصر كل أسبوع في الخريف من خليط تفاح بساتين هدسون. حامض وحلو وغني بطعم الفاكهة، ولذيذ بارداً أو ساخناً مع القرفة والقرنفل. خالٍ من الكحول، ويُحفظ في الثلاجة ويُشرب خلال عشرة أيام تقريباً.',
          unit: 'نصف غالون',
        },
      },
    },
    {
      slug: 'jallab-syrup',
      name: 'Jallab Syrup',
      description:
        'A dark syrup of grape molasses, dates and rose water, smoky and floral. Dilute one part with five parts iced water and top with pine nuts and golden raisins for the Ramadan favourite. Keep in a cool cupboard and refrigerate after opening.',
      shop: 'dubai-fresh-souk',
      categories: ['juices-syrups'],
      tags: ['ramadan-essentials'],
      unit: '750 ml',
      price: 5.99,
      quantity: 50,
      art: { motif: 'bottle', colors: ['#4e342e', '#f48fb1'], label: 'Jallab' },
      i18n: {
        ar: {
          name: 'شراب الجلّاب',
          description:
            'شراب داكن من دبس العنب والتمر وماء الورد، بنكهة مدخّنة وعطرية. خفّف مقداراً منه بخمسة مقادير من الماء المثلج وزيّنه بالصنوبر والزبيب الذهبي، فهو المشروب المفضّل في رمضان. يُحفظ في خزانة باردة، وفي الثلاجة بعد الفتح.',
          unit: '750 مل',
        },
      },
    },
    {
      slug: 'sparkling-spring-water',
      name: 'Sparkling Spring Water',
      description:
        'Six one-litre bottles of naturally filtered spring water from the Catskills, with fine, lively bubbles. Crisp and neutral, it is good on its own, with a squeeze of lime or in homemade sodas. Store out of direct sunlight.',
      shop: 'harvest-corner-market',
      categories: ['water-soft-drinks'],
      tags: ['family-size'],
      unit: '6 pcs',
      price: 5.99,
      quantity: 100,
      art: { motif: 'bottle', colors: ['#81d4fa', '#0277bd'], label: 'Sparkling' },
      i18n: {
        ar: {
          name: 'مياه ينابيع فوّارة',
          description:
            'ست قوارير سعة كل منها لتر من مياه ينابيع جبال كاتسكيل المفلترة طبيعياً، بفقاعات دقيقة حيوية. مذاقها منعش ومحايد، فتصلح وحدها أو مع عصرة ليمون أو في المشروبات الغازية المنزلية. تُحفظ بعيداً عن أشعة الشمس المباشرة.',
          unit: '6 قوارير',
        },
      },
    },
    // Pantry
    {
      slug: 'aged-basmati-rice',
      name: 'Aged Basmati Rice',
      description:
        'Extra-long basmati aged for two years, so every grain cooks up separate, fluffy and fragrant. This is the rice for machboos, biryani and everyday pilaf. Rinse it until the water runs clear and store it in an airtight container.',
      shop: 'dubai-fresh-souk',
      categories: ['rice-grains-flour'],
      tags: ['gluten-free', 'bestseller'],
      unit: '1 bag',
      price: 0,
      quantity: 0,
      manufacturer: 'khazna-spice-house',
      art: { motif: 'sack', colors: ['#fff8e1', '#c62828'], label: 'Basmati' },
      gallery: [{ motif: 'sack', colors: ['#fffde7', '#2e7d32'], label: 'Basmati', variant: 2 }],
      variations: [
        { options: { weight: '500g' }, price: 2.99, quantity: 80 },
        { options: { weight: '1kg' }, price: 4.99, quantity: 60 },
        { options: { weight: '2kg' }, price: 8.99, salePrice: 7.99, quantity: 30 },
      ],
      i18n: {
        ar: {
          name: 'أرز بسمتي معتّق',
          description:
            'أرز بسمتي فائق الطول معتّق عامين، فتنفصل حبّاته عند الطهي وتبقى هشة عطرة. هو أرز المكبوس والبرياني والأرز اليومي. اغسله حتى يصفو الماء، واحفظه في وعاء محكم الإغلاق.',
          unit: 'كيس واحد',
        },
      },
    },
    {
      slug: 'split-red-lentils',
      name: 'Split Red Lentils',
      description:
        'Quick-cooking red lentils that collapse into a creamy purée in about twenty minutes, with no soaking needed. Use them for shorbat adas with cumin and lemon, for dals and for weeknight soups. Store in a cool, dry cupboard.',
      shop: 'dubai-fresh-souk',
      categories: ['rice-grains-flour'],
      tags: ['vegan', 'gluten-free'],
      unit: '1 kg',
      price: 3.49,
      quantity: 90,
      manufacturer: 'jasmine-terrace-foods',
      art: { motif: 'sack', colors: ['#e65100', '#fff3e0'], label: 'Lentils' },
      i18n: {
        ar: {
          name: 'عدس أحمر مجروش',
          description:
            'عدس أحمر سريع الطهي يتحول إلى هريس كريمي في نحو عشرين دقيقة دون حاجة إلى نقع. استخدمه لشوربة العدس بالكمون والليمون، ولأطباق الدال، وللحساء السريع في أيام الأسبوع. يُحفظ في خزانة باردة وجافة.',
          unit: '1 كغ',
        },
      },
    },
    {
      slug: 'tricolor-quinoa',
      name: 'Tricolor Quinoa',
      description:
        'A mix of white, red and black organic quinoa, pre-rinsed to remove the bitter coating. It cooks in fifteen minutes, with a nutty flavour and a gentle pop. Serve it warm as a side or cold in salads with roasted vegetables.',
      shop: 'green-valley-grocers',
      categories: ['rice-grains-flour'],
      tags: ['organic', 'gluten-free'],
      unit: '1 lb',
      price: 5.99,
      salePrice: 4.99,
      quantity: 40,
      manufacturer: 'golden-furrow-pantry',
      art: { motif: 'sack', colors: ['#d7ccc8', '#6d4c41'], label: 'Quinoa' },
      i18n: {
        ar: {
          name: 'كينوا بثلاثة ألوان',
          description:
            'مزيج من الكينوا العضوية البيضاء والحمراء والسوداء، مغسولة مسبقاً لإزالة طبقتها المُرّة. تُطهى في خمس عشرة دقيقة، بنكهة تشبه المكسرات وقوام يتفتّح برقّة تحت الأسنان. قدّمها ساخنة طبقاً جانبياً أو باردة في السلطات مع الخضار المحمّصة.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'unbleached-all-purpose-flour',
      name: 'Unbleached All-Purpose Flour',
      description:
        'Unbleached flour milled from hard red winter wheat, strong enough for bread yet soft enough for cakes and pastry. It gives a creamy crumb and reliable results in any recipe that calls for plain flour. Keep it in a sealed container in a cool, dry place.',
      shop: 'harvest-corner-market',
      categories: ['rice-grains-flour'],
      unit: '1 bag',
      price: 0,
      quantity: 0,
      manufacturer: 'golden-furrow-pantry',
      art: { motif: 'sack', colors: ['#fafafa', '#1565c0'], label: 'Flour' },
      variations: [
        { options: { weight: '500g' }, price: 1.99, quantity: 0 },
        { options: { weight: '1kg' }, price: 2.99, quantity: 70 },
        { options: { weight: '2kg' }, price: 4.99, salePrice: 4.49, quantity: 45 },
      ],
      i18n: {
        ar: {
          name: 'طحين متعدد الاستخدامات غير مبيّض',
          description:
            'طحين غير مبيّض مطحون من القمح الأحمر الشتوي الصلب، قوي بما يكفي للخبز وناعم بما يكفي للكعك والمعجنات. يمنح لبّاً كريمي اللون ونتائج موثوقة في كل وصفة تتطلب طحيناً عادياً. يُحفظ في وعاء مغلق في مكان بارد وجاف.',
          unit: 'كيس واحد',
        },
      },
    },
    {
      slug: 'bronze-cut-rigatoni',
      name: 'Bronze-Cut Rigatoni',
      description:
        'Durum wheat rigatoni extruded through bronze dies and dried slowly, leaving a rough, chalky surface that grips the sauce. Boil it for twelve minutes and finish it in a ragù or a baked pasta. Store in a dry cupboard.',
      shop: 'harvest-corner-market',
      categories: ['pasta-noodles'],
      tags: ['vegan'],
      unit: '1 lb',
      price: 3.29,
      quantity: 90,
      manufacturer: 'golden-furrow-pantry',
      art: { motif: 'packet', colors: ['#ffe082', '#c62828'], label: 'Rigatoni' },
      i18n: {
        ar: {
          name: 'ريغاتوني مقطّع بقوالب برونزية',
          description:
            'معكرونة ريغاتوني من قمح الديورم تُشكَّل عبر قوالب برونزية وتُجفَّف ببطء، فيبقى سطحها خشناً يتشبّث بالصلصة. اسلقها اثنتي عشرة دقيقة وأكمل طهيها في صلصة اللحم أو في طبق معكرونة بالفرن. تُحفظ في خزانة جافة.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'whole-wheat-spaghetti',
      name: 'Whole Wheat Spaghetti',
      description:
        'Spaghetti made with whole durum wheat for a nutty flavour and a firm bite. It pairs well with robust sauces such as anchovy and garlic, pesto or roasted tomatoes. Cook for ten minutes in well-salted water.',
      shop: 'green-valley-grocers',
      categories: ['pasta-noodles'],
      tags: ['vegan'],
      unit: '1 lb',
      price: 2.79,
      quantity: 70,
      art: { motif: 'packet', colors: ['#a1887f', '#fff8e1'], label: 'Spaghetti' },
      i18n: {
        ar: {
          name: 'سباغيتي من القمح الكامل',
          description:
            'سباغيتي مصنوعة من قمح الديورم الكامل بنكهة تشبه المكسرات وقوام متماسك. تتناغم مع الصلصات القوية مثل الأنشوفة والثوم أو البيستو أو الطماطم المحمّصة. تُسلق عشر دقائق في ماء مملّح جيداً.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'brown-rice-ramen-noodles',
      name: 'Brown Rice Ramen Noodles',
      description:
        'Four nests of springy ramen made from brown rice and millet, without any wheat. They cook in four minutes and hold up in hot broth or stir-fries. Store in a dry place.',
      shop: 'harvest-corner-market',
      categories: ['pasta-noodles'],
      tags: ['vegan', 'gluten-free'],
      unit: '4 pcs',
      price: 5.49,
      quantity: 0,
      art: { motif: 'packet', colors: ['#8d6e63', '#ffcc80'], label: 'Ramen' },
      i18n: {
        ar: {
          name: 'نودلز رامن من الأرز البني',
          description:
            'أربع لفائف من نودلز الرامن المرنة مصنوعة من الأرز البني والدخن دون أي قمح. تُطهى في أربع دقائق وتحافظ على قوامها في المرق الساخن أو في الأطباق المقلية سريعاً. تُحفظ في مكان جاف.',
          unit: '4 لفائف',
        },
      },
    },
    {
      slug: 'extra-virgin-olive-oil',
      name: 'Extra Virgin Olive Oil',
      description:
        'Cold-pressed from early-harvest Souri olives grown in the hills of northern Lebanon. Grassy and peppery with a gentle bitterness, it is made for dipping bread, dressing salads and finishing hummus. Store away from light and heat, and use within a few months of opening.',
      shop: 'dubai-fresh-souk',
      categories: ['oils-vinegars'],
      tags: ['vegan'],
      unit: '1 l',
      price: 14.99,
      salePrice: 12.49,
      quantity: 40,
      featured: true,
      manufacturer: 'jasmine-terrace-foods',
      art: { motif: 'bottle', colors: ['#827717', '#f1f8e9'], label: 'Olive Oil' },
      gallery: [
        { motif: 'bottle', colors: ['#9e9d24', '#fffde7'], label: 'Olive Oil', variant: 2 },
        { motif: 'bottle', colors: ['#558b2f', '#dcedc8'], label: 'Early Harvest', variant: 3 },
      ],
      i18n: {
        ar: {
          name: 'زيت زيتون بكر ممتاز',
          description:
            'زيت معصور على البارد من زيتون صوري مقطوف في بداية الموسم من تلال شمال لبنان. نكهته عشبية لاذعة مع مرارة لطيفة، وهو مثالي لغمس الخبز وتتبيل السلطات وتزيين الحمص. يُحفظ بعيداً عن الضوء والحرارة، ويُستهلك خلال أشهر قليلة من فتحه.',
          unit: '1 لتر',
        },
      },
    },
    {
      slug: 'raw-apple-cider-vinegar',
      name: 'Raw Apple Cider Vinegar',
      description:
        'Unfiltered vinegar fermented slowly from Hudson Orchards cider, with the cloudy "mother" left in. Bright and fruity, it lifts dressings, quick pickles and marinades. Store at room temperature; the sediment is natural.',
      shop: 'green-valley-grocers',
      categories: ['oils-vinegars'],
      tags: ['organic'],
      unit: '500 ml',
      price: 4.49,
      quantity: 50,
      manufacturer: 'hudson-orchards',
      art: { motif: 'bottle', colors: ['#ffb300', '#fff8e1'], label: 'Vinegar' },
      i18n: {
        ar: {
          name: 'خل تفاح طبيعي',
          description:
            'خل غير مصفّى مخمّر ببطء من عصير تفاح بساتين هدسون، تُركت فيه «أم الخل» العكرة. نكهته منعشة بطعم الفاكهة، وتُنعش صلصات السلطة والمخللات السريعة والتتبيلات. يُحفظ في حرارة الغرفة، والترسّبات طبيعية.',
          unit: '500 مل',
        },
      },
    },
    {
      slug: 'pomegranate-molasses',
      name: 'Pomegranate Molasses',
      description:
        'Pomegranate juice slowly reduced into a thick, tangy syrup with nothing added. A spoonful sharpens muhammara, fattoush dressing and lentil soups, and it makes a glossy glaze for chicken. Keep it in a cool cupboard.',
      shop: 'dubai-fresh-souk',
      categories: ['oils-vinegars'],
      tags: ['vegan', 'no-added-sugar'],
      unit: '250 ml',
      price: 4.79,
      quantity: 40,
      manufacturer: 'jasmine-terrace-foods',
      art: { motif: 'bottle', colors: ['#4a0e1e', '#f48fb1'], label: 'Molasses' },
      i18n: {
        ar: {
          name: 'دبس الرمان',
          description:
            'عصير رمان يُختزل ببطء حتى يصبح شراباً كثيفاً لاذعاً دون أي إضافات. ملعقة منه تمنح المحمّرة وصلصة الفتوش وشوربات العدس حدّة مميزة، ويصنع طبقة لامعة فوق الدجاج. يُحفظ في خزانة باردة.',
          unit: '250 مل',
        },
      },
    },
    {
      slug: 'lebanese-zaatar-blend',
      name: "Lebanese Za'atar Blend",
      description:
        'Wild thyme, tangy sumac and toasted sesame blended the Lebanese way with a pinch of salt. Mix it with olive oil for manakish, sprinkle it over labneh and eggs or rub it into chicken. Keep it in an airtight jar away from light.',
      shop: 'dubai-fresh-souk',
      categories: ['spices-seasonings'],
      tags: ['bestseller', 'vegan'],
      unit: '200 g',
      price: 4.99,
      quantity: 80,
      manufacturer: 'khazna-spice-house',
      art: { motif: 'spices', colors: ['#689f38', '#8d6e63'] },
      gallery: [{ motif: 'jar', colors: ['#7cb342', '#fff8e1'], label: "Za'atar", variant: 2 }],
      i18n: {
        ar: {
          name: 'خلطة زعتر لبناني',
          description:
            'زعتر بري وسماق لاذع وسمسم محمّص ممزوجة على الطريقة اللبنانية مع رشة ملح. اخلطه بزيت الزيتون للمناقيش، أو رشّه فوق اللبنة والبيض، أو افرك به الدجاج. يُحفظ في مرطبان محكم بعيداً عن الضوء.',
          unit: '200 غ',
        },
      },
    },
    {
      slug: 'ground-sumac',
      name: 'Ground Sumac',
      description:
        'Crimson sumac berries, dried and coarsely ground, with a bright, lemony sourness and no bitterness. Scatter it over onions for musakhan, over fattoush and over grilled meats. Store in a cool, dark place.',
      shop: 'dubai-fresh-souk',
      categories: ['spices-seasonings'],
      tags: ['vegan'],
      unit: '100 g',
      price: 3.49,
      quantity: 0,
      manufacturer: 'khazna-spice-house',
      art: { motif: 'spices', colors: ['#880e4f', '#ffcdd2'] },
      i18n: {
        ar: {
          name: 'سماق مطحون',
          description:
            'حبات سماق قرمزية مجففة ومطحونة طحناً خشناً، بحموضة منعشة تشبه الليمون ودون مرارة. رشّه فوق البصل لتحضير المسخّن، وعلى الفتوش واللحوم المشوية. يُحفظ في مكان بارد ومظلم.',
          unit: '100 غ',
        },
      },
    },
    {
      slug: 'baharat-seven-spice',
      name: 'Baharat Seven Spice',
      description:
        'A warm house blend of black pepper, allspice, cinnamon, cloves, nutmeg, coriander and cardamom. It seasons kibbeh, stuffed vegetables, rice with meat and slow-cooked stews. Keep the tin closed to protect the aroma.',
      shop: 'dubai-fresh-souk',
      categories: ['spices-seasonings'],
      tags: ['vegan'],
      unit: '100 g',
      price: 3.99,
      salePrice: 3.29,
      quantity: 60,
      manufacturer: 'khazna-spice-house',
      art: { motif: 'spices', colors: ['#6d4c41', '#ffab40'] },
      i18n: {
        ar: {
          name: 'سبع بهارات',
          description:
            'خلطة دافئة خاصة بالدار من الفلفل الأسود والبهار الحلو والقرفة والقرنفل وجوزة الطيب والكزبرة والهيل. تُتبَّل بها الكبة والمحاشي والأرز باللحم واليخنات المطهوة على نار هادئة. أبقِ العلبة مغلقة حفاظاً على الرائحة.',
          unit: '100 غ',
        },
      },
    },
    {
      slug: 'premium-saffron-threads',
      name: 'Premium Saffron Threads',
      description:
        'Deep red, hand-picked saffron stigmas of the top grade, with a honeyed, hay-like aroma. Crush a few threads and steep them in warm water before adding them to rice, desserts or Arabic coffee. A little goes a long way; store airtight and in the dark.',
      shop: 'dubai-fresh-souk',
      categories: ['spices-seasonings'],
      unit: '1 g',
      price: 9.99,
      quantity: 25,
      featured: true,
      manufacturer: 'khazna-spice-house',
      art: { motif: 'spices', colors: ['#e65100', '#b71c1c'] },
      gallery: [{ motif: 'jar', colors: ['#d84315', '#fff3e0'], label: 'Saffron', variant: 2 }],
      i18n: {
        ar: {
          name: 'خيوط زعفران فاخرة',
          description:
            'مياسم زعفران حمراء داكنة من الدرجة الأولى تُقطف يدوياً، برائحة تشبه العسل والقش. اسحق بضعة خيوط وانقعها في ماء دافئ قبل إضافتها إلى الأرز أو الحلويات أو القهوة العربية. القليل منه يكفي الكثير؛ يُحفظ في وعاء محكم بعيداً عن الضوء.',
          unit: '1 غ',
        },
      },
    },
    {
      slug: 'organic-chickpeas',
      name: 'Organic Chickpeas',
      description:
        'Tender, creamy chickpeas cooked in the can with only water and a little sea salt. Drain and rinse them for hummus, roast them crisp with spices or stir them into curries and salads. Once opened, transfer them to a bowl and refrigerate for up to three days.',
      shop: 'harvest-corner-market',
      categories: ['canned-jarred'],
      tags: ['organic', 'vegan'],
      unit: '15 oz',
      price: 1.49,
      quantity: 150,
      manufacturer: 'golden-furrow-pantry',
      art: { motif: 'can', colors: ['#fbc02d', '#2e7d32'], label: 'Chickpeas' },
      i18n: {
        ar: {
          name: 'حمص حب عضوي',
          description:
            'حبوب حمص طرية كريمية مطهوة داخل العلبة بالماء وقليل من ملح البحر فقط. صفّها واشطفها لتحضير الحمص بالطحينة، أو حمّصها مقرمشة مع البهارات، أو أضفها إلى الكاري والسلطات. بعد الفتح انقلها إلى وعاء واحفظها في الثلاجة حتى ثلاثة أيام.',
          unit: '15 أونصة',
        },
      },
    },
    {
      slug: 'toasted-sesame-tahini',
      name: 'Toasted Sesame Tahini',
      description:
        'Smooth, pourable tahini stone-ground from hulled Ethiopian sesame seeds. Nutty and only faintly bitter, it is the base for hummus, tarator sauce and halva, and delicious drizzled over roasted cauliflower. Stir well before use; there is no need to refrigerate it.',
      shop: 'dubai-fresh-souk',
      categories: ['canned-jarred'],
      tags: ['vegan', 'gluten-free'],
      unit: '450 g',
      price: 6.49,
      quantity: 70,
      manufacturer: 'jasmine-terrace-foods',
      art: { motif: 'jar', colors: ['#d7b98e', '#5d4037'], label: 'Tahini' },
      gallery: [{ motif: 'jar', colors: ['#c8a165', '#fff8e1'], label: 'Tahini', variant: 2 }],
      i18n: {
        ar: {
          name: 'طحينة السمسم المحمّص',
          description:
            'طحينة ناعمة سهلة الصب مطحونة بالحجر من بذور سمسم إثيوبي مقشور. نكهتها كالمكسرات ومرارتها خفيفة جداً، وهي أساس الحمص وصلصة الطرطور والحلاوة، ولذيذة فوق القرنبيط المحمّص. حرّكها جيداً قبل الاستخدام، ولا حاجة إلى حفظها في الثلاجة.',
          unit: '450 غ',
        },
      },
    },
    {
      slug: 'pole-caught-tuna',
      name: 'Pole-Caught Tuna in Olive Oil',
      description:
        'Four tins of skipjack tuna caught one fish at a time with pole and line, packed in olive oil. Firm, meaty flakes for salade niçoise, pasta or a quick sandwich. Store in the cupboard, and refrigerate leftovers in a covered dish.',
      shop: 'harvest-corner-market',
      categories: ['canned-jarred'],
      unit: '4 pcs',
      price: 9.99,
      salePrice: 8.49,
      quantity: 60,
      manufacturer: 'greyrock-bay-seafood',
      art: { motif: 'can', colors: ['#0277bd', '#fff8e1'], label: 'Tuna' },
      i18n: {
        ar: {
          name: 'تونة مصطادة بالصنارة في زيت الزيتون',
          description:
            'أربع علب من تونة السكيبجاك تُصطاد سمكةً سمكة بالصنارة والخيط، ومعبّأة في زيت الزيتون. قطع متماسكة غنية لسلطة النيسواز أو المعكرونة أو شطيرة سريعة. تُحفظ في الخزانة، وما يتبقى يُحفظ في طبق مغطى داخل الثلاجة.',
          unit: '4 علب',
        },
      },
    },
    // Breakfast
    {
      slug: 'maple-pecan-granola',
      name: 'Maple Pecan Granola',
      description:
        'Big, crunchy clusters of rolled oats and pecans baked slowly with Vermont maple syrup and a pinch of sea salt. Eat it with cold milk, over yogurt or by the handful. Keep the bag sealed so the clusters stay crisp.',
      shop: 'green-valley-grocers',
      categories: ['cereals-granola'],
      tags: ['bestseller'],
      unit: '12 oz',
      price: 6.49,
      salePrice: 5.49,
      quantity: 60,
      manufacturer: 'golden-furrow-pantry',
      art: { motif: 'box', colors: ['#a1887f', '#ff8f00'], label: 'Granola' },
      gallery: [{ motif: 'jar', colors: ['#d7ccc8', '#8d6e63'], label: 'Granola', variant: 2 }],
      i18n: {
        ar: {
          name: 'غرانولا بالقيقب وجوز البقان',
          description:
            'كتل كبيرة مقرمشة من رقائق الشوفان وجوز البقان تُخبز ببطء مع شراب القيقب من فيرمونت ورشة من ملح البحر. تناولها مع الحليب البارد، أو فوق الزبادي، أو بالحفنة. أبقِ الكيس مغلقاً لتحافظ الكتل على قرمشتها.',
          unit: '12 أونصة',
        },
      },
    },
    {
      slug: 'honey-oat-crunch-cereal',
      name: 'Honey Oat Crunch Cereal',
      description:
        'Toasted wheat flakes and honey-glazed oat clusters that stay crunchy in milk. Lightly sweet, it is a family breakfast staple that also makes a good crumble topping. Close the inner bag after each use.',
      shop: 'harvest-corner-market',
      categories: ['cereals-granola'],
      tags: ['family-size'],
      unit: '14 oz',
      price: 4.79,
      quantity: 80,
      manufacturer: 'golden-furrow-pantry',
      art: { motif: 'box', colors: ['#ffb300', '#1565c0'], label: 'Honey Oat' },
      i18n: {
        ar: {
          name: 'حبوب الشوفان المقرمشة بالعسل',
          description:
            'رقائق قمح محمّصة وكتل شوفان مغطاة بالعسل تبقى مقرمشة في الحليب. حلاوتها خفيفة، وهي من أساسيات فطور العائلة، وتصلح أيضاً طبقةً مقرمشة فوق الحلويات المخبوزة. أغلق الكيس الداخلي بعد كل استخدام.',
          unit: '14 أونصة',
        },
      },
    },
    {
      slug: 'old-fashioned-rolled-oats',
      name: 'Old-Fashioned Rolled Oats',
      description:
        'Thick, whole-grain rolled oats from a dedicated gluten-free mill. They cook into creamy porridge in five minutes and keep their shape in overnight oats, cookies and crumbles. Store in an airtight container.',
      shop: 'harvest-corner-market',
      categories: ['oats-porridge'],
      tags: ['gluten-free', 'vegan'],
      unit: '2 lb',
      price: 4.99,
      quantity: 70,
      manufacturer: 'golden-furrow-pantry',
      art: { motif: 'sack', colors: ['#d7ccc8', '#795548'], label: 'Oats' },
      i18n: {
        ar: {
          name: 'رقائق شوفان تقليدية',
          description:
            'رقائق شوفان سميكة من الحبوب الكاملة، من مطحنة مخصصة للمنتجات الخالية من الغلوتين. تتحول إلى عصيدة كريمية في خمس دقائق، وتحافظ على شكلها في الشوفان المنقوع ليلاً والكوكيز والكرمبل. تُحفظ في وعاء محكم.',
          unit: 'رطلان',
        },
      },
    },
    {
      slug: 'organic-steel-cut-oats',
      name: 'Organic Steel-Cut Oats',
      description:
        'Whole oat groats cut into pieces rather than rolled, for a nutty porridge with a pleasant chew. Simmer them for twenty minutes, or soak them overnight to halve the time. Top with fruit, nuts and a drizzle of honey.',
      shop: 'green-valley-grocers',
      categories: ['oats-porridge'],
      tags: ['organic', 'vegan'],
      unit: '1 lb',
      price: 4.29,
      salePrice: 3.69,
      quantity: 40,
      art: { motif: 'sack', colors: ['#bcaaa4', '#33691e'], label: 'Steel-Cut' },
      i18n: {
        ar: {
          name: 'شوفان عضوي مجروش',
          description:
            'حبوب شوفان كاملة مقطّعة قطعاً صغيرة بدل أن تُفرد رقائق، لعصيدة بنكهة المكسرات وقوام ممتع عند المضغ. اطهها على نار هادئة عشرين دقيقة، أو انقعها ليلة لتختصر الوقت إلى النصف. زيّنها بالفاكهة والمكسرات ورشة من العسل.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'raw-wildflower-honey',
      name: 'Raw Wildflower Honey',
      description:
        'Unheated, lightly strained honey from hives in the Catskill Mountains, gathered from clover, goldenrod and wild berries. Floral and complex, it slowly crystallises into a spreadable cream. Store at room temperature and warm the jar gently to loosen it again.',
      shop: 'green-valley-grocers',
      categories: ['honey-spreads'],
      tags: ['local'],
      unit: '16 oz',
      price: 9.49,
      salePrice: 8.49,
      quantity: 35,
      featured: true,
      art: { motif: 'jar', colors: ['#ffb300', '#fff8e1'], label: 'Honey' },
      gallery: [{ motif: 'jar', colors: ['#ffa000', '#5d4037'], label: 'Wildflower', variant: 2 }],
      i18n: {
        ar: {
          name: 'عسل زهور برية خام',
          description:
            'عسل غير مسخّن ومصفّى تصفية خفيفة من خلايا في جبال كاتسكيل، جمعه النحل من البرسيم وعصا الذهب والتوت البري. نكهته زهرية مركّبة، ويتبلور ببطء ليصبح كريمياً قابلاً للدهن. يُحفظ في حرارة الغرفة، ويكفي تدفئة المرطبان بلطف ليعود سائلاً.',
          unit: '16 أونصة',
        },
      },
    },
    {
      slug: 'sidr-honey',
      name: 'Sidr Honey',
      description:
        'Dark, buttery honey from bees foraging on flowering sidr trees in the mountains of Hadramout. Rich, with a caramel and herbal finish, it is prized across the region and best enjoyed by the spoonful. Back in stock after the next autumn harvest.',
      shop: 'dubai-fresh-souk',
      categories: ['honey-spreads'],
      unit: '250 g',
      price: 24.99,
      quantity: 0,
      art: { motif: 'jar', colors: ['#e65100', '#fff3e0'], label: 'Sidr' },
      i18n: {
        ar: {
          name: 'عسل السدر',
          description:
            'عسل داكن بقوام زبدي من نحل يرعى أزهار أشجار السدر في جبال حضرموت. غني بنكهة الكراميل ولمسة عشبية في آخره، ويحظى بتقدير كبير في المنطقة، وألذ ما يكون بالملعقة. يعود إلى المخزون بعد قطفة الخريف القادمة.',
          unit: '250 غ',
        },
      },
    },
    {
      slug: 'date-syrup',
      name: 'Date Syrup',
      description:
        'Pure syrup pressed from Khalas dates and slowly reduced, with nothing else added. Swirl it into tahini for a classic breakfast dip, drizzle it over pancakes or use it instead of sugar in baking. Store in the cupboard; it will not crystallise.',
      shop: 'dubai-fresh-souk',
      categories: ['honey-spreads'],
      tags: ['vegan', 'no-added-sugar', 'ramadan-essentials'],
      unit: '400 g',
      price: 4.99,
      quantity: 60,
      manufacturer: 'qamar-palms-dates',
      art: { motif: 'bottle', colors: ['#3e2723', '#ffcc80'], label: 'Date Syrup' },
      i18n: {
        ar: {
          name: 'دبس التمر',
          description:
            'دبس صافٍ معصور من تمر الخلاص ومختزل ببطء دون أي إضافات. امزجه بالطحينة لتغميسة فطور تقليدية، أو صبّه فوق الفطائر، أو استخدمه بدل السكر في الخَبز. يُحفظ في الخزانة ولا يتبلور.',
          unit: '400 غ',
        },
      },
    },
    {
      slug: 'crunchy-peanut-butter',
      name: 'Crunchy Peanut Butter',
      description:
        'Dry-roasted Georgia peanuts ground with a little salt and left chunky, with no sugar or palm oil. Spread it on toast with banana, stir it into satay sauce or bake it into cookies. A layer of oil on top is natural; just stir it back in.',
      shop: 'harvest-corner-market',
      categories: ['honey-spreads'],
      tags: ['vegan', 'no-added-sugar'],
      unit: '16 oz',
      price: 4.49,
      quantity: 70,
      art: { motif: 'jar', colors: ['#a1662f', '#fff8e1'], label: 'Peanut' },
      i18n: {
        ar: {
          name: 'زبدة فول سوداني مقرمشة',
          description:
            'فول سوداني من جورجيا محمّص على الجاف ومطحون مع قليل من الملح مع إبقاء قطع مقرمشة، دون سكر أو زيت نخيل. ادهنها على الخبز المحمّص مع الموز، أو أضفها إلى صلصة الساتيه، أو اخبزها في الكوكيز. ظهور طبقة زيت على السطح أمر طبيعي، فحرّكها لتمتزج من جديد.',
          unit: '16 أونصة',
        },
      },
    },
    // Household & cleaning
    {
      slug: 'lavender-laundry-detergent',
      name: 'Lavender Laundry Detergent',
      description:
        'A concentrated, plant-based liquid detergent scented with lavender essential oil. It cleans well in cold water, is gentle on sensitive skin and washes about 64 loads. The bottle is made from recycled plastic and can be refilled in store.',
      shop: 'harvest-corner-market',
      categories: ['laundry'],
      tags: ['vegan'],
      unit: '50 fl oz',
      price: 11.99,
      salePrice: 9.99,
      quantity: 50,
      manufacturer: 'fernwash-home',
      art: { motif: 'bottle', colors: ['#7e57c2', '#ede7f6'], label: 'Lavender' },
      i18n: {
        ar: {
          name: 'منظّف غسيل سائل باللافندر',
          description:
            'منظّف غسيل سائل مركّز نباتي الأساس معطّر بزيت اللافندر العطري. ينظّف جيداً بالماء البارد، ولطيف على البشرة الحساسة، وتكفي العبوة نحو 64 غسلة. القارورة مصنوعة من بلاستيك معاد تدويره ويمكن إعادة تعبئتها في المتجر.',
          unit: '50 أونصة سائلة',
        },
      },
    },
    {
      slug: 'lemon-dish-soap',
      name: 'Lemon Dish Soap',
      description:
        'A thick, grease-cutting washing-up liquid made with real lemon peel oil. A small squeeze handles a sink full of pans and rinses off without residue. Biodegradable formula in a recycled bottle.',
      shop: 'harvest-corner-market',
      categories: ['kitchen-cleaning'],
      tags: ['vegan'],
      unit: '500 ml',
      price: 3.49,
      quantity: 80,
      manufacturer: 'fernwash-home',
      art: { motif: 'bottle', colors: ['#fdd835', '#2e7d32'], label: 'Lemon' },
      i18n: {
        ar: {
          name: 'سائل غسيل الصحون بالليمون',
          description:
            'سائل كثيف لغسيل الصحون يزيل الدهون، مصنوع بزيت قشر الليمون الطبيعي. تكفي كمية صغيرة لحوض مليء بالقدور، ويُشطف دون أن يترك أثراً. تركيبة قابلة للتحلل الحيوي في قارورة معاد تدويرها.',
          unit: '500 مل',
        },
      },
    },
    {
      slug: 'citrus-all-purpose-cleaner',
      name: 'Citrus All-Purpose Cleaner',
      description:
        'A plant-based spray for counters, tiles, sinks and stovetops with a fresh orange and grapefruit scent. It lifts grease without harsh fumes and is safe around food preparation areas once wiped. Shake before use and keep out of reach of children.',
      shop: 'green-valley-grocers',
      categories: ['kitchen-cleaning'],
      unit: '750 ml',
      price: 4.99,
      salePrice: 3.99,
      quantity: 55,
      manufacturer: 'fernwash-home',
      art: { motif: 'bottle', colors: ['#ffa726', '#fff3e0'], label: 'Citrus' },
      i18n: {
        ar: {
          name: 'منظّف متعدد الأغراض بالحمضيات',
          description:
            'بخاخ نباتي الأساس لأسطح المطبخ والبلاط والأحواض والمواقد برائحة منعشة من البرتقال والجريب فروت. يزيل الدهون دون أبخرة لاذعة، وهو آمن حول أماكن تحضير الطعام بعد مسحه. يُرجّ قبل الاستخدام ويُحفظ بعيداً عن متناول الأطفال.',
          unit: '750 مل',
        },
      },
    },
    {
      slug: 'bamboo-paper-towels',
      name: 'Bamboo Paper Towels',
      description:
        'Six rolls of strong, absorbent two-ply towels made from fast-growing bamboo instead of trees. They hold together when wet and are fully compostable after use. Delivered plastic-free in a paper wrap.',
      shop: 'harvest-corner-market',
      categories: ['paper-goods'],
      unit: '6 pcs',
      price: 9.99,
      quantity: 0,
      art: { motif: 'packet', colors: ['#eceff1', '#558b2f'], label: 'Bamboo' },
      i18n: {
        ar: {
          name: 'مناشف ورقية من الخيزران',
          description:
            'ست لفات من المناشف الورقية المتينة عالية الامتصاص بطبقتين، مصنوعة من الخيزران سريع النمو بدلاً من الأشجار. تبقى متماسكة وهي مبللة، ويمكن تحويلها إلى سماد بالكامل بعد الاستخدام. تُسلَّم في غلاف ورقي دون بلاستيك.',
          unit: '6 لفات',
        },
      },
    },
    // Pet care
    {
      slug: 'grain-free-salmon-dog-food',
      name: 'Grain-Free Salmon Dog Food',
      description:
        'Dry kibble with salmon as the first ingredient, plus sweet potato, peas and pumpkin. Omega-rich fish oil supports a glossy coat, and the small pieces suit small and medium breeds. Seal the bag after each meal and store it in a cool place.',
      shop: 'harvest-corner-market',
      categories: ['dog-food'],
      unit: '4 lb',
      price: 21.99,
      salePrice: 18.99,
      quantity: 30,
      manufacturer: 'tailwag-pet-kitchen',
      art: { motif: 'sack', colors: ['#0277bd', '#ff8a65'], label: 'Salmon' },
      i18n: {
        ar: {
          name: 'طعام كلاب بالسلمون خالٍ من الحبوب',
          description:
            'طعام جاف للكلاب يأتي السلمون أولاً في مكوّناته، مع البطاطا الحلوة والبازلاء واليقطين. يدعم زيت السمك الغني بأوميغا لمعان الفرو، وتناسب القطع الصغيرة السلالات الصغيرة والمتوسطة. أغلق الكيس بعد كل وجبة واحفظه في مكان بارد.',
          unit: '4 أرطال',
        },
      },
    },
    {
      slug: 'peanut-butter-dog-biscuits',
      name: 'Peanut Butter Dog Biscuits',
      description:
        'Crunchy bone-shaped biscuits baked with peanut butter, oat flour and a little molasses. Good as training rewards and for keeping teeth busy. Store them in a sealed tin.',
      shop: 'green-valley-grocers',
      categories: ['dog-food'],
      unit: '16 oz',
      price: 6.99,
      quantity: 40,
      manufacturer: 'tailwag-pet-kitchen',
      art: { motif: 'box', colors: ['#a1662f', '#fff3e0'], label: 'Woof' },
      i18n: {
        ar: {
          name: 'بسكويت كلاب بزبدة الفول السوداني',
          description:
            'بسكويت مقرمش على شكل عظمة مخبوز بزبدة الفول السوداني ودقيق الشوفان وقليل من الدبس. مناسب مكافأةً أثناء التدريب ولإشغال أسنان كلبك. يُحفظ في علبة محكمة الإغلاق.',
          unit: '16 أونصة',
        },
      },
    },
    {
      slug: 'ocean-tuna-cat-pate',
      name: 'Ocean Tuna Cat Pâté',
      description:
        'Twelve small tins of smooth tuna pâté cooked in its own broth, complete and balanced for adult cats. The fine texture suits picky eaters and older cats. Refrigerate any leftover portion and use it within 24 hours.',
      shop: 'harvest-corner-market',
      categories: ['cat-food'],
      unit: '12 pcs',
      price: 14.99,
      quantity: 35,
      manufacturer: 'tailwag-pet-kitchen',
      art: { motif: 'can', colors: ['#26c6da', '#ffffff'], label: 'Tuna' },
      i18n: {
        ar: {
          name: 'باتيه تونة للقطط',
          description:
            'اثنتا عشرة علبة صغيرة من باتيه التونة الناعم المطهو في مرقه، وجبة متكاملة ومتوازنة للقطط البالغة. قوامه الناعم يناسب القطط الانتقائية والمسنّة. احفظ ما يتبقى في الثلاجة واستخدمه خلال 24 ساعة.',
          unit: '12 علبة',
        },
      },
    },
    {
      slug: 'indoor-cat-kibble-chicken',
      name: 'Indoor Cat Kibble with Chicken',
      description:
        'Dry food for indoor cats with chicken as the main protein and added fibre to help with hairballs. The crunchy pieces help keep teeth clean. Store it in its resealable bag in a cool, dry place.',
      shop: 'green-valley-grocers',
      categories: ['cat-food'],
      unit: '2 kg',
      price: 17.99,
      quantity: 0,
      manufacturer: 'tailwag-pet-kitchen',
      art: { motif: 'sack', colors: ['#ffb74d', '#6d4c41'], label: 'Chicken' },
      i18n: {
        ar: {
          name: 'طعام جاف للقطط المنزلية بالدجاج',
          description:
            'طعام جاف للقطط التي تعيش داخل المنزل، بروتينه الأساسي من الدجاج مع ألياف مضافة تساعد على التخلص من كرات الشعر. تساعد القطع المقرمشة على إبقاء الأسنان نظيفة. يُحفظ في كيسه القابل لإعادة الإغلاق في مكان بارد وجاف.',
          unit: '2 كغ',
        },
      },
    },
    // Old Mill Deli is closed (inactive shop): its products exist but must never be listed.
    {
      slug: 'hand-sliced-beef-pastrami',
      name: 'Hand-Sliced Beef Pastrami',
      description:
        'Brisket cured for ten days, rubbed with black pepper and coriander, then smoked and steamed until it falls apart. Sliced thick for rye sandwiches with mustard. Keep refrigerated and eat within four days.',
      shop: 'old-mill-deli',
      categories: ['beef-lamb'],
      unit: '1 lb',
      price: 14.99,
      quantity: 20,
      art: { motif: 'steak', colors: ['#8d2c2c', '#f8bbd0'] },
      i18n: {
        ar: {
          name: 'بسطرمة بقري مقطّعة يدوياً',
          description:
            'صدر بقري مملّح عشرة أيام ومفروك بالفلفل الأسود والكزبرة، ثم يُدخَّن ويُطهى على البخار حتى يتفكك. يُقطّع شرائح سميكة لشطائر خبز الجاودار مع الخردل. يُحفظ في الثلاجة ويُؤكل خلال أربعة أيام.',
          unit: '1 رطل',
        },
      },
    },
    {
      slug: 'half-sour-dill-pickles',
      name: 'Half-Sour Dill Pickles',
      description:
        'Kirby cucumbers fermented for a few days in a garlic and dill brine, so they stay bright green, crisp and only gently sour. The classic partner for a deli sandwich. Keep them refrigerated in their brine.',
      shop: 'old-mill-deli',
      categories: ['canned-jarred'],
      unit: '32 oz',
      price: 6.99,
      quantity: 15,
      art: { motif: 'jar', colors: ['#558b2f', '#f1f8e9'], label: 'Pickles' },
      i18n: {
        ar: {
          name: 'مخلل خيار بالشبت نصف مخمّر',
          description:
            'خيار صغير مخمّر بضعة أيام في محلول ملحي بالثوم والشبت، فيبقى أخضر زاهياً ومقرمشاً وحامضاً برقّة. الرفيق التقليدي لشطائر محلات الأطعمة الجاهزة. يُحفظ في الثلاجة داخل محلوله.',
          unit: '32 أونصة',
        },
      },
    },
  ],
};
