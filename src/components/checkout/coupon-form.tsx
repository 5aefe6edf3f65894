import { useAtom } from 'jotai';
import { useState } from 'react';
import { Input } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useVerifyCoupon } from '@/framework/rest/checkout';
import { useTranslation } from '@/lib/i18n/provider';
import { verifyCouponSchema } from '@/shared/validation/checkout';
import { couponAtom } from '@/store/checkout/checkout.atoms';

const schema = verifyCouponSchema.pick(['code']);

/** What the shop says when a code does not apply and the API gave no reason. */
const INVALID_CODE = 'PICKBAZAR_ERROR.INVALID_COUPON_CODE';

/**
 * "Do you have a coupon?" (CONTRACT §6 step 2): the code is checked against the sub total; a valid one becomes the
 * applied coupon, an invalid one shows the API's reason under the field, translated (SPEC §8), and a failed request
 * is toasted with the server's message (useApiForm).
 */
export function CouponForm({ subtotal }: { subtotal: number }) {
  const { t } = useTranslation();
  const [coupon, setCoupon] = useAtom(couponAtom);
  const [open, setOpen] = useState(false);
  const verify = useVerifyCoupon();
  const form = useApiForm({ schema, defaultValues: { code: '' }, fields: ['code'] });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const answer = await verify.mutateAsync({ code, sub_total: subtotal });
    if (answer.is_valid && answer.coupon) {
      setCoupon(answer.coupon);
      form.reset();
      setOpen(false);
      return;
    }
    // SPEC §4: a verification without a coupon clears the applied one.
    setCoupon(null);
    form.setError('code', { type: 'server', message: answer.message || INVALID_CODE }, { shouldFocus: true });
  });

  if (coupon) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-md bg-accent/5 px-3 py-2 text-sm">
        <p role="status" className="text-gray-900">
          {t('text-coupon-applied', { code: coupon.code })}
        </p>
        <Button variant="ghost" size="sm" onClick={() => setCoupon(null)}>
          {t('text-remove-coupon')}
        </Button>
      </div>
    );
  }
  if (!open) {
    return (
      <Button variant="ghost" size="sm" className="self-start" aria-expanded={false} onClick={() => setOpen(true)}>
        {t('text-have-coupon')}
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex items-start gap-2">
      <div className="flex-1">
        <Input
          id="checkout-coupon"
          label={t('text-coupon-code')}
          autoComplete="off"
          autoFocus
          error={form.message('code')}
          {...form.register('code')}
        />
      </div>
      <Button type="submit" className="mt-7" loading={verify.isPending}>
        {t('text-apply')}
      </Button>
    </form>
  );
}
