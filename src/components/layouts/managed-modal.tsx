import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { Modal } from '@/components/ui/modal/modal';
import { withFullStrings } from '@/lib/i18n/lazy-translations';
import { useTranslation } from '@/lib/i18n/provider';
import { type ModalView, type ModalViewProps, useModalAction, useModalState } from '@/store/ui';

/**
 * Each view is loaded when it is first opened, so pages do not carry code for dialogs nobody opened.
 * Every name of ModalView has its view here: a feature adds its name and its view together.
 */
const VIEWS: Record<ModalView, { component: ComponentType<ModalViewProps>; label: string; frameless?: boolean }> = {
  PRODUCT_DETAILS: {
    component: dynamic(withFullStrings(() => import('@/components/product/product-details-modal'))),
    label: 'text-product-details',
  },
  SELECT_PRODUCT_VARIATION: {
    component: dynamic(withFullStrings(() => import('@/components/product/variation-modal'))),
    label: 'text-select-options',
  },
  SHOP_INFO: {
    component: dynamic(withFullStrings(() => import('@/components/shop/shop-info-modal'))),
    label: 'text-shop-info',
  },
  REVIEW_RATING: {
    component: dynamic(withFullStrings(() => import('@/components/review/review-rating-modal'))),
    label: 'text-review-product',
  },
  REVIEW_IMAGE_POPOVER: {
    component: dynamic(withFullStrings(() => import('@/components/review/review-image-popover'))),
    label: 'text-review-photos',
  },
  LOCATION_BASED_SHOP: {
    component: dynamic(withFullStrings(() => import('@/components/shop/location-modal'))),
    label: 'text-find-nearby-shops',
  },
  LOGIN_VIEW: {
    component: dynamic(withFullStrings(() => import('@/components/auth/login-view'))),
    label: 'text-login',
  },
  REGISTER: {
    component: dynamic(withFullStrings(() => import('@/components/auth/register-view'))),
    label: 'text-register',
  },
  FORGOT_VIEW: {
    component: dynamic(withFullStrings(() => import('@/components/auth/forgot-password-view'))),
    label: 'text-forgot-password',
  },
  OTP_LOGIN: {
    component: dynamic(withFullStrings(() => import('@/components/auth/otp-login-view'))),
    label: 'text-login-mobile',
  },
  ADD_OR_UPDATE_ADDRESS: {
    component: dynamic(withFullStrings(() => import('@/components/address/address-form-modal'))),
    label: 'text-address',
  },
  ADD_OR_UPDATE_GUEST_ADDRESS: {
    component: dynamic(withFullStrings(() => import('@/components/checkout/guest-address-modal'))),
    label: 'text-address',
  },
  ADD_OR_UPDATE_CHECKOUT_CONTACT: {
    component: dynamic(withFullStrings(() => import('@/components/checkout/contact-modal'))),
    label: 'text-contact-number',
  },
  DELETE_ADDRESS: {
    component: dynamic(withFullStrings(() => import('@/components/address/delete-address-modal'))),
    label: 'text-delete-address',
  },
  ADD_OR_UPDATE_PROFILE_CONTACT: {
    component: dynamic(withFullStrings(() => import('@/components/profile/contact-modal'))),
    label: 'text-contact-number',
  },
  USE_NEW_PAYMENT: {
    component: dynamic(withFullStrings(() => import('@/components/payment/stripe/use-new-payment-modal'))),
    label: 'text-card-use-new',
  },
  STRIPE_ELEMENT_MODAL: {
    component: dynamic(withFullStrings(() => import('@/components/payment/stripe/stripe-element-modal'))),
    label: 'text-card-pay-order',
  },
  ADD_NEW_CARD: {
    component: dynamic(withFullStrings(() => import('@/components/card/add-card-modal'))),
    label: 'text-card-add',
  },
  DELETE_CARD_MODAL: {
    component: dynamic(withFullStrings(() => import('@/components/card/delete-card-modal'))),
    label: 'text-card-delete',
  },
  PAYMENT_MODAL: {
    component: dynamic(withFullStrings(() => import('@/components/payment/payment-modal'))),
    label: 'text-payment-section',
    frameless: true,
  },
  GATEWAY_MODAL: {
    component: dynamic(withFullStrings(() => import('@/components/payment/gateway-modal'))),
    label: 'text-payment-switch-gateway',
  },
  REFUND_REQUEST: {
    component: dynamic(withFullStrings(() => import('@/components/refund/refund-request-modal'))),
    label: 'text-refund-request',
  },
  QUESTION_FORM: {
    component: dynamic(withFullStrings(() => import('@/components/community/question-form-modal'))),
    label: 'text-ask-question',
  },
  ABUSE_REPORT: {
    component: dynamic(withFullStrings(() => import('@/components/community/abuse-report-modal'))),
    label: 'text-report-abuse',
  },
};

/** Renders the one open modal view by name (SPEC §2 "one view at a time, opened by name with a payload"). */
export function ManagedModal() {
  const { t } = useTranslation();
  const { view, data, isOpen } = useModalState();
  const { closeModal } = useModalAction();
  const entry = view ? VIEWS[view] : undefined;
  if (!isOpen || !entry) return null;
  const View = entry.component;
  return (
    <Modal open onClose={closeModal} label={t(entry.label)} frameless={entry.frameless}>
      <View data={data} />
    </Modal>
  );
}
