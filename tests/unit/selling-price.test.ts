import { describe, expect, it } from 'vitest';
import {
  productPriceRange,
  productSellingPrice,
  sellingPrice,
  sellingPriceFromMinor,
  type PricedItem,
} from '@/shared/selling-price';

/** The figures a shopper sees: what they pay, the struck list price when on sale, and the badge. */
const seen = (item: PricedItem) => {
  const quote = sellingPrice(item);
  return quote && { pays: quote.price, was: quote.onSale ? quote.basePrice : null, badge: quote.discount };
};

describe('sellingPrice: when a sale price is a sale', () => {
  it('a sale price above 0 and below the list price is paid, with the list price and the saving', () => {
    expect(sellingPrice({ price: 3.2, sale_price: 2.6 })).toEqual({
      unitMinor: 260,
      baseMinor: 320,
      price: 2.6,
      basePrice: 3.2,
      onSale: true,
      discountPercent: 19,
      discount: '19%',
    });
  });

  it('sale price 0 is no sale: the list price is paid (not a free item)', () => {
    expect(seen({ price: 3.2, sale_price: 0 })).toEqual({ pays: 3.2, was: null, badge: null });
    expect(seen({ price: '28.00', sale_price: '0.00' })).toEqual({ pays: 28, was: null, badge: null });
  });

  it('null, undefined or missing sale price: the list price', () => {
    expect(seen({ price: 3.2, sale_price: null })).toEqual({ pays: 3.2, was: null, badge: null });
    expect(seen({ price: 3.2, sale_price: undefined })).toEqual({ pays: 3.2, was: null, badge: null });
    expect(seen({ price: 3.2 })).toEqual({ pays: 3.2, was: null, badge: null });
  });

  it('a sale price equal to the list price is paid but is not a sale', () => {
    expect(seen({ price: 5, sale_price: 5 })).toEqual({ pays: 5, was: null, badge: null });
    expect(seen({ price: '19.99', sale_price: 19.99 })).toEqual({ pays: 19.99, was: null, badge: null });
  });

  it('a sale price above the list price is ignored: never more than the list price', () => {
    expect(seen({ price: 5, sale_price: 7 })).toEqual({ pays: 5, was: null, badge: null });
  });

  it('reads numeric strings as numbers, and ignores junk, NaN and negative sale prices', () => {
    expect(seen({ price: '28.00', sale_price: '24.00' })).toEqual({ pays: 24, was: 28, badge: '14%' });
    expect(seen({ price: ' 10 ', sale_price: '7.5' })).toEqual({ pays: 7.5, was: 10, badge: '25%' });
    for (const junk of ['abc', '', '1,50', Number.NaN, Number.POSITIVE_INFINITY, -2, '-2.00']) {
      expect(seen({ price: 10, sale_price: junk }), String(junk)).toEqual({ pays: 10, was: null, badge: null });
    }
  });

  it('compares in cents: a sale one cent below a drifting list price is still a sale', () => {
    expect(seen({ price: 0.1 + 0.2, sale_price: 0.29 })).toEqual({ pays: 0.29, was: 0.3, badge: '3%' });
    expect(seen({ price: 0.1 + 0.2, sale_price: 0.3 })).toEqual({ pays: 0.3, was: null, badge: null });
  });
});

describe('sellingPrice: missing or unusable list price', () => {
  it('pays a usable sale price, not shown as a sale; nothing usable is no price at all', () => {
    expect(seen({ price: null, sale_price: 4 })).toEqual({ pays: 4, was: null, badge: null });
    expect(seen({ sale_price: '4.00' })).toEqual({ pays: 4, was: null, badge: null });
    expect(sellingPrice({ price: null, sale_price: 0 })).toBeNull();
    expect(sellingPrice({})).toBeNull();
    expect(sellingPrice({ price: 'n/a', sale_price: null })).toBeNull();
    expect(sellingPrice({ price: -5, sale_price: null })).toBeNull();
  });

  it('a list price of 0 is a free item, and a sale cannot raise it', () => {
    expect(seen({ price: 0, sale_price: null })).toEqual({ pays: 0, was: null, badge: null });
    expect(seen({ price: 0, sale_price: 3 })).toEqual({ pays: 0, was: null, badge: null });
  });
});

describe('discount percentage', () => {
  it('is the saving rounded to a whole percent of the list price', () => {
    expect(sellingPrice({ price: 100, sale_price: 80 })!.discount).toBe('20%');
    expect(sellingPrice({ price: 3, sale_price: 2 })!.discountPercent).toBe(33);
    expect(sellingPrice({ price: 3, sale_price: 1 })!.discountPercent).toBe(67);
    expect(sellingPrice({ price: 8, sale_price: 7.5 })!.discountPercent).toBe(6); // 6.25
  });

  it('never reads 0% or 100% while something is on sale', () => {
    expect(sellingPrice({ price: 1000, sale_price: 999.99 })!.discount).toBe('1%');
    expect(sellingPrice({ price: 1000, sale_price: 0.01 })!.discount).toBe('99%');
  });
});

describe('sellingPriceFromMinor (database cents)', () => {
  it('applies the same rule to integer cents', () => {
    expect(sellingPriceFromMinor({ priceMinor: 2800, salePriceMinor: 2400 })).toMatchObject({
      unitMinor: 2400,
      baseMinor: 2800,
      onSale: true,
    });
    expect(sellingPriceFromMinor({ priceMinor: 2800, salePriceMinor: 0 })).toMatchObject({
      unitMinor: 2800,
      onSale: false,
    });
    expect(sellingPriceFromMinor({ priceMinor: 2800, salePriceMinor: 3000 })!.unitMinor).toBe(2800);
    expect(sellingPriceFromMinor({ priceMinor: null, salePriceMinor: null })).toBeNull();
    expect(sellingPriceFromMinor({ priceMinor: 12.5, salePriceMinor: null })).toBeNull();
  });
});

describe('productSellingPrice and productPriceRange', () => {
  const simple = { product_type: 'simple', price: 3.2, sale_price: 2.6, min_price: 2.6, max_price: 2.6 };
  const variable = { product_type: 'variable', price: null, sale_price: null, min_price: 24, max_price: 28 };

  it('a simple product is priced by its own price and sale price', () => {
    expect(productSellingPrice(simple)).toMatchObject({ price: 2.6, basePrice: 3.2, discount: '19%' });
    expect(productSellingPrice({ ...simple, sale_price: 0 })).toMatchObject({ price: 3.2, onSale: false });
  });

  it('a simple product without a usable price falls back to min_price', () => {
    expect(productSellingPrice({ ...simple, price: null, sale_price: null })).toMatchObject({
      price: 2.6,
      onSale: false,
    });
  });

  it('a variation option is priced by the option, the product figures play no part', () => {
    const onSale = { price: '28.00', sale_price: '24.00' };
    expect(productSellingPrice(variable, onSale)).toMatchObject({ price: 24, basePrice: 28, discount: '14%' });
    expect(productSellingPrice(variable, { price: '26.00', sale_price: null })).toMatchObject({
      price: 26,
      onSale: false,
    });
    expect(productSellingPrice(variable, { price: '26.00', sale_price: '0' })!.price).toBe(26);
    expect(productSellingPrice(variable, { price: '26.00', sale_price: '30.00' })!.price).toBe(26);
  });

  it('a variable product with no option chosen has a range, not one price', () => {
    expect(productSellingPrice(variable)).toBeNull();
    expect(productSellingPrice(variable, null)).toBeNull();
    expect(productPriceRange(variable)).toEqual({ lowMinor: 2400, highMinor: 2800, low: 24, high: 28 });
    expect(productPriceRange({ ...variable, min_price: '24.00', max_price: null })).toMatchObject({
      low: 24,
      high: 24,
    });
    expect(productPriceRange({ ...variable, max_price: 20 })).toMatchObject({ low: 24, high: 24 });
    expect(productPriceRange({ ...variable, min_price: null })).toBeNull();
  });
});
