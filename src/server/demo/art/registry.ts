import type { Motif } from '../art-spec';
import { bags } from './bags';
import { bakery } from './bakery';
import { produceBasket } from './basket';
import { beauty } from './beauty';
import { bookObject } from './book';
import { clothing } from './clothing';
import { coupon } from './coupon';
import { cover } from './cover';
import { fresh } from './fresh';
import { fruit } from './fruit';
import { logo } from './logo';
import { pantry } from './pantry';
import { portrait } from './portrait';
import { banner, offer } from './promo';
import { sweets } from './sweets';
import type { MotifDef } from './types';
import { vegetables } from './vegetables';

/** Every motif the content may name, with the drawing that renders it (the type makes a missing one a compile error). */
export const motifs: Record<Motif, MotifDef> = {
  ...fruit,
  ...vegetables,
  'produce-basket': produceBasket,
  ...pantry,
  ...fresh,
  ...bakery,
  ...sweets,
  book: bookObject,
  ...beauty,
  ...clothing,
  ...bags,
  logo,
  cover,
  banner,
  offer,
  coupon,
  portrait,
};
