import { AppError } from '../../errors';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function verifyCoupon(_options: any): Promise<any> {
  throw new AppError('NOT_IMPLEMENTED', 'Not built yet: this endpoint arrives with the orders branch.');
}
