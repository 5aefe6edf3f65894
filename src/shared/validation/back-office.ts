import { number, object, string } from 'yup';
import { ORDER_STATUSES, type OrderStatus } from '../order-status';

/**
 * Inputs of the back office (issue 21), shared by its forms and the API. Messages are for the people using it
 * (the back office shows them as they come).
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const statusField = () =>
  string<OrderStatus>().oneOf([...ORDER_STATUSES], 'status must be an order status such as order-processing');

/** PUT /admin/orders/{id}/status */
export const moveOrderSchema = object({
  status: statusField().required('status is required'),
  from: statusField().meta({
    description: 'The status the caller saw: when the order has moved since, the answer is 409 and nothing changes',
  }),
});

/** The back office's paged lists: page (from 1) and limit (1 to 100, default 20). */
export const backOfficePaging = {
  page: number()
    .typeError('page must be a number')
    .integer('page must be a whole number')
    .min(1)
    .max(10_000)
    .default(1),
  limit: number()
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .default(20),
};

/** GET /admin/orders */
export const backOfficeOrderQuerySchema = object({
  status: statusField(),
  from: string().matches(DAY, 'from must be a day such as 2026-01-31'),
  to: string().matches(DAY, 'to must be a day such as 2026-01-31'),
  tracking_number: string().trim().max(40, 'tracking_number is too long'),
  shop_id: number()
    .typeError('shop_id must be a shop id')
    .integer('shop_id must be a shop id')
    .min(1)
    .max(2_147_483_647),
  ...backOfficePaging,
});

/** POST /admin/shops/{id}/members */
export const addShopMemberSchema = object({
  email: string().trim().email('email must be an email address').max(254).required('email is required'),
  role: string<'owner' | 'staff'>()
    .oneOf(['owner', 'staff'], 'role must be owner or staff')
    .required('role is required'),
});
