import { describe, expect, it } from 'vitest';
import { cartReducer } from '@/store/cart/cart.reducer';
import {
  CART_QUANTITY_ERROR,
  type CartItem,
  type CartState,
  addItemWithQuantity,
  initialCartState,
  inStock,
  parseSavedCart,
  removeItemOrQuantity,
} from '@/store/cart/cart.utils';
import { cartLineKey, generateCartItem } from '@/store/cart/generate-cart-item';
import { lineWords } from '@/store/cart/translate-cart-items';
import { simpleProduct, variableProduct } from './fixtures/catalogue';

const apple: CartItem = { id: 1, name: 'Apple', price: 2.5, quantity: 1, stock: 5 };
const pear: CartItem = { id: 2, name: 'Pear', price: 1.25, quantity: 2, stock: 3 };
const tee: CartItem = { id: '21.101', name: 'Tee - Navy/S', price: 28, quantity: 1, stock: 10 };

/** Applies actions in order from an empty cart. */
const run = (...actions: Parameters<typeof cartReducer>[1][]) =>
  actions.reduce<CartState>(cartReducer, initialCartState);

/** The totals SPEC §3 defines, checked against the lines themselves. */
function expectTotals(state: CartState, expected: { totalItems: number; totalUniqueItems: number; total: number }) {
  expect({ totalItems: state.totalItems, totalUniqueItems: state.totalUniqueItems, total: state.total }).toEqual(
    expected,
  );
  expect(state.isEmpty).toBe(expected.totalUniqueItems === 0);
  for (const line of state.items) expect(line.itemTotal).toBeCloseTo(line.price * line.quantity, 10);
}

describe('cart state defaults (SPEC §3, §9)', () => {
  it('starts empty, with meta null and language en', () => {
    expect(initialCartState).toEqual({
      items: [],
      isEmpty: true,
      totalItems: 0,
      totalUniqueItems: 0,
      total: 0,
      meta: null,
      language: 'en',
    });
  });
});

describe('cartReducer (SPEC §4)', () => {
  it('ADD_ITEMS appends the lines as given, after the existing ones, even with a repeated id', () => {
    const state = run(
      { type: 'ADD_ITEMS', items: [apple] },
      { type: 'ADD_ITEMS', items: [pear, { ...apple, quantity: 2 }] },
    );
    expect(state.items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 1],
      [2, 2],
      [1, 2],
    ]);
    expectTotals(state, { totalItems: 5, totalUniqueItems: 3, total: 2.5 + 2.5 + 5 });
  });

  it('ADD_ITEM_WITH_QUANTITY grows an existing line and adds a new one otherwise', () => {
    let state = run({ type: 'ADD_ITEM_WITH_QUANTITY', item: apple, quantity: 2 });
    expect(state.items).toEqual([{ ...apple, quantity: 2, itemTotal: 5 }]);
    expectTotals(state, { totalItems: 2, totalUniqueItems: 1, total: 5 });

    state = cartReducer(state, { type: 'ADD_ITEM_WITH_QUANTITY', item: apple, quantity: 3 });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]!.quantity).toBe(5);
    expectTotals(state, { totalItems: 5, totalUniqueItems: 1, total: 12.5 });

    state = cartReducer(state, { type: 'ADD_ITEM_WITH_QUANTITY', item: tee, quantity: 1 });
    expect(state.items.map((i) => i.id)).toEqual([1, '21.101']);
    expectTotals(state, { totalItems: 6, totalUniqueItems: 2, total: 40.5 });
  });

  it('ADD_ITEM_WITH_QUANTITY refuses zero, negative and NaN quantities with the SPEC message', () => {
    const state = run({ type: 'ADD_ITEM_WITH_QUANTITY', item: apple, quantity: 1 });
    for (const quantity of [0, -1, Number.NaN]) {
      expect(() => cartReducer(state, { type: 'ADD_ITEM_WITH_QUANTITY', item: apple, quantity })).toThrow(
        "cartQuantity can't be zero or less than zero",
      );
    }
    expect(CART_QUANTITY_ERROR).toBe("cartQuantity can't be zero or less than zero");
  });

  it('REMOVE_ITEM_OR_QUANTITY removes one by default, a given quantity otherwise, and drops the line at zero or below', () => {
    let state = run({ type: 'ADD_ITEMS', items: [{ ...apple, quantity: 4 }, pear] });
    state = cartReducer(state, { type: 'REMOVE_ITEM_OR_QUANTITY', id: 1 });
    expect(state.items[0]!.quantity).toBe(3);
    expectTotals(state, { totalItems: 5, totalUniqueItems: 2, total: 7.5 + 2.5 });

    state = cartReducer(state, { type: 'REMOVE_ITEM_OR_QUANTITY', id: 1, quantity: 2 });
    expect(state.items[0]!.quantity).toBe(1);
    expectTotals(state, { totalItems: 3, totalUniqueItems: 2, total: 2.5 + 2.5 });

    state = cartReducer(state, { type: 'REMOVE_ITEM_OR_QUANTITY', id: 2, quantity: 5 }); // below zero
    expect(state.items.map((i) => i.id)).toEqual([1]);
    expectTotals(state, { totalItems: 1, totalUniqueItems: 1, total: 2.5 });

    state = cartReducer(state, { type: 'REMOVE_ITEM_OR_QUANTITY', id: 1 }); // exactly zero
    expect(state.items).toEqual([]);
    expectTotals(state, { totalItems: 0, totalUniqueItems: 0, total: 0 });
  });

  it('REMOVE_ITEM_OR_QUANTITY of an id not in the cart changes nothing', () => {
    const state = run({ type: 'ADD_ITEMS', items: [apple] }, { type: 'REMOVE_ITEM_OR_QUANTITY', id: 99 });
    expect(state.items).toEqual([{ ...apple, itemTotal: 2.5 }]);
  });

  it('ADD_ITEM adds one line as given', () => {
    const state = run({ type: 'ADD_ITEM', item: apple }, { type: 'ADD_ITEM', item: tee });
    expect(state.items.map((i) => i.id)).toEqual([1, '21.101']);
    expectTotals(state, { totalItems: 2, totalUniqueItems: 2, total: 30.5 });
  });

  it('REMOVE_ITEM removes the whole line whatever its quantity', () => {
    const state = run({ type: 'ADD_ITEMS', items: [{ ...apple, quantity: 4 }, pear] }, { type: 'REMOVE_ITEM', id: 1 });
    expect(state.items.map((i) => i.id)).toEqual([2]);
    expectTotals(state, { totalItems: 2, totalUniqueItems: 1, total: 2.5 });
  });

  it('UPDATE_ITEM merges the given fields into the line and recomputes its total', () => {
    const state = run(
      { type: 'ADD_ITEMS', items: [apple, pear] },
      { type: 'UPDATE_ITEM', id: 2, item: { quantity: 3, price: 2 } },
    );
    expect(state.items[1]).toEqual({ ...pear, quantity: 3, price: 2, itemTotal: 6 });
    expect(state.items[0]).toEqual({ ...apple, itemTotal: 2.5 });
    expectTotals(state, { totalItems: 4, totalUniqueItems: 2, total: 8.5 });
  });

  it('CHANGE_LANGUAGE empties the cart and keeps the new language', () => {
    const state = run({ type: 'ADD_ITEMS', items: [apple, pear] }, { type: 'CHANGE_LANGUAGE', language: 'ar' });
    expect(state).toEqual({ ...initialCartState, language: 'ar' });
  });

  it('TRANSLATE_ITEMS moves the cart to the new language and keeps every line, quantity and total', () => {
    const before = run({ type: 'ADD_ITEMS', items: [apple, pear, tee] });
    const state = cartReducer(before, {
      type: 'TRANSLATE_ITEMS',
      language: 'ar',
      lines: [
        { id: 1, name: 'تفاح', unit: 'كغ', language: 'ar' },
        { id: '21.101', name: 'قميص - كحلي/S', unit: undefined, language: 'ar' },
      ],
    });
    expect(state.language).toBe('ar');
    expect(state.items.map((item) => [item.id, item.name, item.quantity, item.price])).toEqual([
      [1, 'تفاح', 1, 2.5],
      [2, 'Pear', 2, 1.25], // no words given for it: it keeps its own
      ['21.101', 'قميص - كحلي/S', 1, 28],
    ]);
    expect(state.items[0]).toMatchObject({ unit: 'كغ', language: 'ar' });
    expectTotals(state, { totalItems: before.totalItems, totalUniqueItems: 3, total: before.total });
  });

  it('TRANSLATE_ITEMS on an empty cart only changes the language', () => {
    expect(run({ type: 'TRANSLATE_ITEMS', language: 'he', lines: [] })).toEqual({
      ...initialCartState,
      language: 'he',
    });
  });

  it('RESET_CART empties the cart', () => {
    const state = run({ type: 'ADD_ITEMS', items: [apple, pear] }, { type: 'RESET_CART' });
    expect(state).toEqual(initialCartState);
  });

  it('keeps meta through item changes', () => {
    const start: CartState = { ...initialCartState, meta: { coupon: 'X' } };
    expect(cartReducer(start, { type: 'ADD_ITEM', item: apple }).meta).toEqual({ coupon: 'X' });
  });

  it('does not mutate the state it is given', () => {
    const state = run({ type: 'ADD_ITEMS', items: [apple] });
    const frozen = structuredClone(state);
    cartReducer(state, { type: 'ADD_ITEM_WITH_QUANTITY', item: apple, quantity: 2 });
    cartReducer(state, { type: 'REMOVE_ITEM_OR_QUANTITY', id: 1 });
    expect(state).toEqual(frozen);
  });
});

describe('money in cents', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    const state = run({
      type: 'ADD_ITEMS',
      items: [
        { id: 'a', price: 0.1, quantity: 1, stock: 9 },
        { id: 'b', price: 0.2, quantity: 1, stock: 9 },
      ],
    });
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(state.total).toBe(0.3);
  });

  it('line totals have no float noise (3 × 1.1 = 3.3, 3 × 19.99 = 59.97)', () => {
    const state = run({
      type: 'ADD_ITEMS',
      items: [
        { id: 'a', price: 1.1, quantity: 3, stock: 9 },
        { id: 'b', price: 19.99, quantity: 3, stock: 9 },
      ],
    });
    expect(1.1 * 3).not.toBe(3.3);
    expect(state.items.map((i) => i.itemTotal)).toEqual([3.3, 59.97]);
    expect(state.total).toBe(63.27);
  });
});

describe('in-stock rule (SPEC §5)', () => {
  const items = [{ ...apple, quantity: 2 }];
  it('a product in the cart is in stock while its cart quantity is below the stock', () => {
    expect(inStock(items, 1, 3)).toBe(true);
    expect(inStock(items, 1, 2)).toBe(false);
    expect(inStock(items, '1', 2)).toBe(false); // same line whether the id arrives as text or number
  });
  it('a product not in the cart is in stock when its stock is above zero', () => {
    expect(inStock(items, 7, 1)).toBe(true);
    expect(inStock(items, 7, 0)).toBe(false);
  });
});

describe('cart helpers', () => {
  it('addItemWithQuantity and removeItemOrQuantity leave their input alone', () => {
    const items = [apple];
    expect(addItemWithQuantity(items, apple, 1)[0]!.quantity).toBe(2);
    expect(removeItemOrQuantity(items, 1)).toEqual([]);
    expect(items).toEqual([apple]);
  });

  it('parseSavedCart keeps the lines, recomputes totals and drops what is not a line (a part of a unit too)', () => {
    const saved = JSON.stringify({
      items: [apple, { ...pear, quantity: 3 }, { id: 3, name: 'broken' }, null, { ...tee, quantity: 1.5 }],
      totalItems: 999,
      total: 1,
      meta: null,
      language: 'de',
    });
    const state = parseSavedCart(saved)!;
    expect(state.items.map((i) => i.id)).toEqual([1, 2]);
    expect(state.language).toBe('de');
    expectTotals(state, { totalItems: 4, totalUniqueItems: 2, total: 6.25 });
    expect(parseSavedCart(null)).toBeNull();
    expect(parseSavedCart('not json')).toBeNull();
    expect(parseSavedCart('{"items":"x"}')).toBeNull();
  });
});

describe('generateCartItem (CONTRACT "Cart line")', () => {
  it('simple product: product id, its name, the sale price, the product stock', () => {
    const item = generateCartItem(simpleProduct);
    expect(item).toMatchObject({
      id: 11,
      productId: 11,
      name: 'Honeycrisp Apples',
      price: 2.6,
      stock: 3,
      unit: '1 lb',
      image: '/api/media/thumbnails/apples.webp',
      is_digital: false,
      language: 'en',
      shop_id: 1,
    });
    expect(item.variationId).toBeUndefined();
  });

  it('simple product without a sale price uses the price', () => {
    expect(generateCartItem({ ...simpleProduct, sale_price: null }).price).toBe(3.2);
  });

  it('a sale price of 0, or one at or above the price, is no sale: the line costs the price', () => {
    expect(generateCartItem({ ...simpleProduct, sale_price: 0 }).price).toBe(3.2);
    expect(generateCartItem({ ...simpleProduct, sale_price: 3.2 }).price).toBe(3.2);
    expect(generateCartItem({ ...simpleProduct, sale_price: 4 }).price).toBe(3.2);
    const option = { ...variableProduct.variation_options![0]!, price: '28.00', sale_price: '0.00' };
    expect(generateCartItem(variableProduct, option).price).toBe(28);
  });

  it('variation: "productId.variationId", "Name - Title", the option price and stock', () => {
    const navyS = variableProduct.variation_options![0]!;
    const item = generateCartItem(variableProduct, navyS);
    expect(item).toMatchObject({
      id: '21.101',
      productId: 21,
      variationId: 101,
      name: 'Organic Cotton Crew Tee - Navy/S',
      price: 28,
      stock: 10,
    });
  });

  it('variation on sale: the sale price; its stock is the option quantity', () => {
    const navyM = variableProduct.variation_options![1]!;
    const item = generateCartItem(variableProduct, navyM);
    expect(item).toMatchObject({ id: '21.102', price: 24, stock: 0 });
  });

  it('digital variation or product marks the line digital', () => {
    const option = { ...variableProduct.variation_options![0]!, is_digital: true };
    expect(generateCartItem(variableProduct, option).is_digital).toBe(true);
    expect(generateCartItem({ ...simpleProduct, is_digital: true }).is_digital).toBe(true);
  });
});

describe('cartLineKey: the line a card compares with the cart, without its price', () => {
  it('is the id, name and stock of the line generateCartItem makes, for a product and for each option', () => {
    const key = ({ id, name, stock }: { id: string | number; name?: string; stock: number }) => ({ id, name, stock });
    expect(cartLineKey(simpleProduct)).toEqual(key(generateCartItem(simpleProduct)));
    expect(cartLineKey(simpleProduct)).toEqual({ id: 11, name: 'Honeycrisp Apples', stock: 3 });
    for (const option of variableProduct.variation_options!) {
      expect(cartLineKey(variableProduct, option)).toEqual(key(generateCartItem(variableProduct, option)));
    }
    expect(cartLineKey(variableProduct, variableProduct.variation_options![0]!)).toEqual({
      id: '21.101',
      name: 'Organic Cotton Crew Tee - Navy/S',
      stock: 10,
    });
  });
});

describe("lineWords: a line's words from its product in another language", () => {
  const arabic = {
    ...variableProduct,
    name: 'قميص قطن عضوي',
    language: 'ar',
    variation_options: variableProduct.variation_options!.map((o) => ({ ...o, title: `${o.title} (ar)` })),
  };

  it('a variation takes "Name - Option title" in the new language, by the rule that made it', () => {
    const line = { ...generateCartItem(variableProduct, variableProduct.variation_options![0]!), quantity: 2 };
    expect(lineWords(line, arabic)).toEqual({
      id: '21.101',
      name: 'قميص قطن عضوي - Navy/S (ar)',
      unit: '1 lb',
      language: 'ar',
    });
  });

  it('a simple product takes its name and unit', () => {
    const line = { ...generateCartItem(simpleProduct), quantity: 1 };
    const words = lineWords(line, { ...simpleProduct, name: 'تفاح هوني كريسب', unit: '٠٫٥ كغ', language: 'ar' });
    expect(words).toEqual({ id: 11, name: 'تفاح هوني كريسب', unit: '٠٫٥ كغ', language: 'ar' });
  });

  it("none from another product (another id) or a product without the line's option", () => {
    const line = { ...generateCartItem(variableProduct, variableProduct.variation_options![0]!), quantity: 1 };
    expect(lineWords(line, { ...arabic, id: 99 })).toBeNull();
    expect(lineWords(line, { ...arabic, variation_options: arabic.variation_options.slice(1) })).toBeNull();
    expect(lineWords({ ...generateCartItem(simpleProduct), quantity: 1 }, arabic)).toBeNull();
  });
});
