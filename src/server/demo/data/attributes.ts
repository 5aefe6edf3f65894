import type { SeedAttribute } from '../seed/types';

/** Attributes variable products are offered in; `meta` holds a swatch colour. */
export const seedAttributes: SeedAttribute[] = [
  {
    slug: 'size',
    name: 'Size',
    i18n: { ar: { name: 'المقاس' } },
    values: [
      { slug: 'xs', value: 'XS', i18n: {} },
      { slug: 's', value: 'S', i18n: {} },
      { slug: 'm', value: 'M', i18n: {} },
      { slug: 'l', value: 'L', i18n: {} },
      { slug: 'xl', value: 'XL', i18n: {} },
    ],
  },
  {
    slug: 'color',
    name: 'Color',
    i18n: { ar: { name: 'اللون' } },
    values: [
      { slug: 'black', value: 'Black', meta: '#212121', i18n: { ar: { value: 'أسود' } } },
      { slug: 'white', value: 'White', meta: '#fafafa', i18n: { ar: { value: 'أبيض' } } },
      { slug: 'navy', value: 'Navy', meta: '#1a237e', i18n: { ar: { value: 'كحلي' } } },
      { slug: 'red', value: 'Red', meta: '#c62828', i18n: { ar: { value: 'أحمر' } } },
      { slug: 'olive', value: 'Olive', meta: '#827717', i18n: { ar: { value: 'زيتوني' } } },
      { slug: 'tan', value: 'Tan', meta: '#a1887f', i18n: { ar: { value: 'بني فاتح' } } },
      { slug: 'grey', value: 'Grey', meta: '#9e9e9e', i18n: { ar: { value: 'رمادي' } } },
      { slug: 'brown', value: 'Brown', meta: '#5d4037', i18n: { ar: { value: 'بني' } } },
      { slug: 'burgundy', value: 'Burgundy', meta: '#7b1f3a', i18n: { ar: { value: 'عنابي' } } },
      { slug: 'beige', value: 'Beige', meta: '#d8c8a8', i18n: { ar: { value: 'بيج' } } },
      { slug: 'green', value: 'Green', meta: '#2e7d32', i18n: { ar: { value: 'أخضر' } } },
      { slug: 'indigo', value: 'Indigo', meta: '#283c63', i18n: { ar: { value: 'نيلي' } } },
      { slug: 'light-blue', value: 'Light Blue', meta: '#90b4d6', i18n: { ar: { value: 'أزرق فاتح' } } },
      { slug: 'mustard', value: 'Mustard', meta: '#c99a2e', i18n: { ar: { value: 'خردلي' } } },
      { slug: 'pink', value: 'Pink', meta: '#f0a5b8', i18n: { ar: { value: 'زهري' } } },
      { slug: 'cognac', value: 'Cognac', meta: '#9a4a1f', i18n: { ar: { value: 'كونياكي' } } },
    ],
  },
  {
    slug: 'shade',
    name: 'Shade',
    i18n: { ar: { name: 'الدرجة' } },
    values: [
      { slug: 'porcelain', value: 'Porcelain', meta: '#f6e0d3', i18n: { ar: { value: 'خزفي' } } },
      { slug: 'ivory', value: 'Ivory', meta: '#eccfb8', i18n: { ar: { value: 'عاجي' } } },
      { slug: 'sand', value: 'Sand', meta: '#d9b08c', i18n: { ar: { value: 'رملي' } } },
      { slug: 'honey', value: 'Honey', meta: '#c18f5f', i18n: { ar: { value: 'عسلي' } } },
      { slug: 'caramel', value: 'Caramel', meta: '#a0693f', i18n: { ar: { value: 'كراميل' } } },
      { slug: 'espresso', value: 'Espresso', meta: '#5b3a24', i18n: { ar: { value: 'إسبريسو' } } },
      { slug: 'ruby', value: 'Ruby', meta: '#b71c1c', i18n: { ar: { value: 'ياقوتي' } } },
      { slug: 'rose', value: 'Rose', meta: '#d81b60', i18n: { ar: { value: 'وردي' } } },
      { slug: 'nude', value: 'Nude', meta: '#c8a28e', i18n: { ar: { value: 'نود' } } },
      { slug: 'plum', value: 'Plum', meta: '#6a1b4d', i18n: { ar: { value: 'برقوقي' } } },
    ],
  },
  {
    slug: 'weight',
    name: 'Weight',
    i18n: { ar: { name: 'الوزن' } },
    values: [
      { slug: '500g', value: '500 g', i18n: { ar: { value: '500 غ' } } },
      { slug: '1kg', value: '1 kg', i18n: { ar: { value: '1 كغ' } } },
      { slug: '2kg', value: '2 kg', i18n: { ar: { value: '2 كغ' } } },
    ],
  },
  {
    slug: 'format',
    name: 'Format',
    i18n: { ar: { name: 'الصيغة' } },
    values: [
      { slug: 'paperback', value: 'Paperback', i18n: { ar: { value: 'غلاف ورقي' } } },
      { slug: 'hardcover', value: 'Hardcover', i18n: { ar: { value: 'غلاف مقوى' } } },
      { slug: 'ebook', value: 'E-book', i18n: { ar: { value: 'كتاب إلكتروني' } } },
    ],
  },
];
