import type { SeedConcern } from '../seed/types';

/**
 * Company groups that own manufacturers (CONTRACT §11). All fictional. Each type's manufacturers name one of
 * these slugs as `concern` (or none, for independents).
 */
export const seedConcerns: SeedConcern[] = [
  {
    slug: 'northwind-food-group',
    name: 'Northwind Food Group',
    description: 'A farmer-owned cooperative group behind several produce, dairy and pantry brands on the East Coast.',
    website: 'https://northwind-group.example',
    art: { motif: 'logo', label: 'NFG', colors: ['#1b5e20', '#e8f5e9'] },
    i18n: {
      ar: {
        name: 'مجموعة نورثويند للأغذية',
        description: 'مجموعة تعاونية يملكها المزارعون وتقف وراء عدة علامات للخضروات والألبان والمؤن على الساحل الشرقي.',
      },
    },
  },
  {
    slug: 'crescent-foods-holding',
    name: 'Crescent Foods Holding',
    description: 'A Gulf food group owning date farms, spice houses and bakeries across the region.',
    website: 'https://crescent-foods.example',
    art: { motif: 'logo', label: 'CF', colors: ['#bf360c', '#fff3e0'] },
    i18n: {
      ar: {
        name: 'القابضة للأغذية الهلال',
        description: 'مجموعة أغذية خليجية تملك مزارع تمور ودور بهارات ومخابز في أنحاء المنطقة.',
      },
    },
  },
  {
    slug: 'meridian-publishing-group',
    name: 'Meridian Publishing Group',
    description: 'An association of independent presses sharing distribution, printing and rights teams.',
    website: 'https://meridian-publishing.example',
    art: { motif: 'logo', label: 'MPG', colors: ['#311b92', '#ede7f6'] },
    i18n: {
      ar: {
        name: 'مجموعة ميريديان للنشر',
        description: 'اتحاد دور نشر مستقلة تتشارك فرق التوزيع والطباعة والحقوق.',
      },
    },
  },
  {
    slug: 'lumiere-beauty-collective',
    name: 'Lumière Beauty Collective',
    description: 'A cosmetics group of cruelty-free make-up and skincare labels.',
    website: 'https://lumiere-beauty.example',
    art: { motif: 'logo', label: 'LBC', colors: ['#880e4f', '#fce4ec'] },
    i18n: {
      ar: {
        name: 'مجموعة لوميير للتجميل',
        description: 'مجموعة مستحضرات تجميل تضم علامات مكياج وعناية بالبشرة خالية من القسوة على الحيوان.',
      },
    },
  },
  {
    slug: 'atlas-apparel-group',
    name: 'Atlas Apparel Group',
    description: 'Owner of clothing and leather-goods labels made in small workshops.',
    website: 'https://atlas-apparel.example',
    art: { motif: 'logo', label: 'AAG', colors: ['#004d40', '#e0f2f1'] },
    i18n: {
      ar: {
        name: 'مجموعة أطلس للملابس',
        description: 'مالكة علامات ملابس ومنتجات جلدية تُصنع في ورش صغيرة.',
      },
    },
  },
];
