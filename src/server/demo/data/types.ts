import type { SeedType } from '../seed/types';

/** Six product types, one per category-menu layout (SPEC §2), grocery being home. */
export const seedTypes: SeedType[] = [
  {
    slug: 'grocery',
    name: 'Grocery',
    icon: 'FruitsVegetable',
    layoutType: 'classic',
    productCard: 'neon',
    isHome: true,
    i18n: { ar: { name: 'البقالة' } },
    banners: [
      {
        title: 'Groceries delivered in 90 minutes',
        description: 'Get your healthy food and snacks delivered at your doorstep all day, every day.',
        art: {
          motif: 'banner',
          label: 'Fresh groceries',
          sublabel: 'Delivered in 90 minutes',
          colors: ['#e8f5e9', '#2e7d32'],
        },
        i18n: {
          ar: {
            title: 'البقالة تصلك خلال 90 دقيقة',
            description: 'احصل على طعامك الصحي ووجباتك الخفيفة حتى باب بيتك طوال اليوم، كل يوم.',
          },
        },
      },
    ],
    sliders: [
      { motif: 'offer', label: 'Save 20%', sublabel: 'on fresh fruit', colors: ['#fff3e0', '#ef6c00'] },
      { motif: 'offer', label: 'Free delivery', sublabel: 'on orders over $50', colors: ['#e3f2fd', '#1565c0'] },
      { motif: 'offer', label: 'Organic week', sublabel: 'hand-picked vegetables', colors: ['#f1f8e9', '#558b2f'] },
    ],
  },
  {
    slug: 'bakery',
    name: 'Bakery',
    icon: 'Bakery',
    layoutType: 'standard',
    productCard: 'argon',
    i18n: { ar: { name: 'المخبوزات' } },
    banners: [
      {
        title: 'Baked this morning',
        description: 'Sourdough, pastries and celebration cakes from neighbourhood bakers.',
        art: {
          motif: 'banner',
          label: 'Baked this morning',
          sublabel: 'Bread, pastries, cakes',
          colors: ['#fbe9e7', '#8d6e63'],
        },
        i18n: {
          ar: { title: 'مخبوز هذا الصباح', description: 'خبز العجين المخمر والمعجنات وكعك المناسبات من خبازي الحي.' },
        },
      },
    ],
    sliders: [
      {
        motif: 'offer',
        label: 'Two loaves',
        sublabel: 'for the price of one on Mondays',
        colors: ['#efebe9', '#6d4c41'],
      },
      { motif: 'offer', label: 'Birthday cakes', sublabel: 'order a day ahead', colors: ['#fce4ec', '#ad1457'] },
    ],
  },
  {
    slug: 'books',
    name: 'Books',
    icon: 'BookIcon',
    layoutType: 'minimal',
    productCard: 'radon',
    i18n: { ar: { name: 'الكتب' } },
    banners: [
      {
        title: 'Stories worth staying up for',
        description: 'Paperbacks from independent publishers and e-books you can read tonight.',
        art: {
          motif: 'banner',
          label: 'Stories worth staying up for',
          sublabel: 'Paperbacks and e-books',
          colors: ['#ede7f6', '#4527a0'],
        },
        i18n: {
          ar: {
            title: 'قصص تستحق السهر',
            description: 'كتب ورقية من دور نشر مستقلة وكتب إلكترونية يمكنك قراءتها الليلة.',
          },
        },
      },
    ],
    sliders: [
      { motif: 'offer', label: 'E-books', sublabel: 'download instantly', colors: ['#e8eaf6', '#283593'] },
      { motif: 'offer', label: 'Book club picks', sublabel: 'this month', colors: ['#f3e5f5', '#6a1b9a'] },
    ],
  },
  {
    slug: 'makeup',
    name: 'Makeup',
    icon: 'FacialCare',
    layoutType: 'compact',
    productCard: 'neon',
    i18n: { ar: { name: 'مستحضرات التجميل' } },
    banners: [
      {
        title: 'Shades for every skin',
        description: 'Foundations, lipsticks and palettes in the full range of tones.',
        art: {
          motif: 'banner',
          label: 'Shades for every skin',
          sublabel: 'Find your match',
          colors: ['#fce4ec', '#c2185b'],
        },
        i18n: { ar: { title: 'درجات لكل بشرة', description: 'كريمات أساس وأحمر شفاه ولوحات ظلال بكل درجات البشرة.' } },
      },
    ],
    sliders: [
      { motif: 'offer', label: 'New shades', sublabel: 'lipsticks from $9', colors: ['#ffebee', '#c62828'] },
      { motif: 'offer', label: 'Gift sets', sublabel: 'wrapped for free', colors: ['#f8bbd0', '#880e4f'] },
    ],
  },
  {
    slug: 'clothing',
    name: 'Clothing',
    icon: 'DressIcon',
    layoutType: 'modern',
    productCard: 'xenon',
    i18n: { ar: { name: 'الملابس' } },
    banners: [
      {
        title: 'Wardrobe basics, made to last',
        description: 'Organic cotton tees, denim and knitwear in every size.',
        art: {
          motif: 'banner',
          label: 'Made to last',
          sublabel: 'Organic cotton basics',
          colors: ['#e0f2f1', '#00695c'],
        },
        i18n: {
          ar: {
            title: 'أساسيات الخزانة، صُنعت لتدوم',
            description: 'قمصان من القطن العضوي وجينز وملابس صوفية بكل المقاسات.',
          },
        },
      },
    ],
    sliders: [
      { motif: 'offer', label: 'Winter knits', sublabel: 'up to 30% off', colors: ['#eceff1', '#37474f'] },
      { motif: 'offer', label: 'Denim days', sublabel: 'new fits in', colors: ['#e3f2fd', '#0d47a1'] },
    ],
  },
  {
    slug: 'bags',
    name: 'Bags',
    icon: 'Handbag',
    layoutType: 'default',
    productCard: 'krypton',
    i18n: { ar: { name: 'الحقائب' } },
    banners: [
      {
        title: 'Carry it well',
        description: 'Backpacks, totes and travel bags from small leather workshops.',
        art: {
          motif: 'banner',
          label: 'Carry it well',
          sublabel: 'Backpacks, totes, travel',
          colors: ['#fff8e1', '#a1887f'],
        },
        i18n: { ar: { title: 'احملها بأناقة', description: 'حقائب ظهر وحقائب يد وحقائب سفر من ورش جلد صغيرة.' } },
      },
    ],
    sliders: [
      { motif: 'offer', label: 'Weekend bags', sublabel: 'from $49', colors: ['#f5f5f5', '#5d4037'] },
      { motif: 'offer', label: 'Free monogram', sublabel: 'on leather totes', colors: ['#fff3e0', '#bf360c'] },
    ],
  },
];
