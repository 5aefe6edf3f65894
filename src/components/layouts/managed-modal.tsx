import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { Modal } from '@/components/ui/modal/modal';
import { useTranslation } from '@/lib/i18n/provider';
import { type ModalView, useModalAction, useModalState } from '@/store/ui';

export interface ModalViewProps {
  data: unknown;
}

/**
 * Each view is loaded when it is first opened, so pages do not carry code for dialogs nobody opened.
 * Views of later features register here as they arrive.
 */
const VIEWS: Partial<
  Record<ModalView, { component: ComponentType<ModalViewProps>; label: string; frameless?: boolean }>
> = {
  PRODUCT_DETAILS: {
    component: dynamic(() => import('@/components/product/product-details-modal')),
    label: 'text-product-details',
  },
  SELECT_PRODUCT_VARIATION: {
    component: dynamic(() => import('@/components/product/variation-modal')),
    label: 'text-select-options',
  },
  SHOP_INFO: { component: dynamic(() => import('@/components/shop/shop-info-modal')), label: 'text-shop-info' },
  LOCATION_BASED_SHOP: {
    component: dynamic(() => import('@/components/shop/location-modal')),
    label: 'text-find-nearby-shops',
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
