import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartButton } from '@/components/layouts/cart-button';
import { ManagedDrawer } from '@/components/layouts/managed-drawer';
import { ManagedModal } from '@/components/layouts/managed-modal';
import {
  type DrawerView,
  drawerSide,
  initialUIState,
  uiReducer,
  useDrawerAction,
  useModalAction,
  useModalState,
} from '@/store/ui';
import { renderWithProviders } from './helpers/render';

// The views are other features' code; here only the manager and the shells are under test, so the views that
// would fetch their own data are stand-ins that show the payload they were given.
vi.mock('@/components/product/product-details-modal', async () => {
  const { useState } = await import('react');
  return {
    default: function Details({ data }: { data: unknown }) {
      const [shown, setShown] = useState(true);
      return (
        <div>
          <p>details of {String(data)}</p>
          <button type="button">inside</button>
          {shown ? (
            <button type="button" onClick={() => setShown(false)}>
              vanish
            </button>
          ) : null}
        </div>
      );
    },
  };
});
vi.mock('@/components/search/filter-drawer', async () => {
  const { useModalAction } = await import('@/store/ui');
  return {
    default: function Filters() {
      const { openModal } = useModalAction();
      return (
        <button type="button" onClick={() => openModal('PRODUCT_DETAILS', 'honeycrisp-apples')}>
          details from the filters
        </button>
      );
    },
  };
});

// jsdom lays nothing out, so offsetParent is always null there; the focus trap uses it to skip hidden elements.
// Give every attached element its parent, as a browser does for displayed content.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

describe('uiReducer (SPEC §4 "Modal: open with view and payload, or closed with neither")', () => {
  it('opens a modal with its view and payload and closes it with neither', () => {
    const open = uiReducer(initialUIState, { type: 'OPEN_MODAL', view: 'PRODUCT_DETAILS', data: 'honeycrisp-apples' });
    expect(open.modal).toEqual({ view: 'PRODUCT_DETAILS', data: 'honeycrisp-apples', isOpen: true });
    expect(open.drawer).toEqual(initialUIState.drawer);
    const closed = uiReducer(open, { type: 'CLOSE_MODAL' });
    expect(closed.modal).toEqual({ isOpen: false });
    expect(closed.modal.view).toBeUndefined();
    expect(closed.modal.data).toBeUndefined();
  });

  it('one modal view at a time: opening another replaces view and payload', () => {
    let state = uiReducer(initialUIState, { type: 'OPEN_MODAL', view: 'PRODUCT_DETAILS', data: 'a' });
    state = uiReducer(state, { type: 'OPEN_MODAL', view: 'SHOP_INFO', data: { id: 1 } });
    expect(state.modal).toEqual({ view: 'SHOP_INFO', data: { id: 1 }, isOpen: true });
  });

  it('opens and closes drawers the same way, independently of the modal', () => {
    let state = uiReducer(initialUIState, { type: 'OPEN_MODAL', view: 'LOGIN_VIEW' });
    state = uiReducer(state, { type: 'OPEN_DRAWER', view: 'cart', data: { from: 'header' } });
    expect(state.drawer).toEqual({ view: 'cart', data: { from: 'header' }, isOpen: true });
    state = uiReducer(state, { type: 'CLOSE_DRAWER' });
    expect(state.drawer).toEqual({ isOpen: false });
    expect(state.modal.view).toBe('LOGIN_VIEW');
  });
});

describe('drawerSide (SPEC §2 "Side drawers")', () => {
  it.each<[DrawerView, 'start' | 'end']>([
    ['FILTER_VIEW', 'start'],
    ['MAIN_MENU_VIEW', 'start'],
    ['SEARCH_FILTER', 'start'],
    ['cart', 'end'],
    ['AUTH_MENU_VIEW', 'end'],
  ])('%s opens from the %s side', (view, side) => {
    expect(drawerSide(view)).toBe(side);
  });
});

function DrawerOpener({ view }: { view: DrawerView }) {
  const { openDrawer } = useDrawerAction();
  return (
    <button type="button" onClick={() => openDrawer(view)}>
      open {view}
    </button>
  );
}

describe('ManagedDrawer', () => {
  it('opening `cart` shows a dialog labelled "Shopping cart" with the cart inside and a "Close" button', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CartButton />
        <ManagedDrawer />
      </>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Shopping cart, 0 items' }));
    const dialog = screen.getByRole('dialog', { name: 'Shopping cart' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('Escape closes it and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CartButton />
        <ManagedDrawer />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Shopping cart, 0 items' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Shopping cart' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('the close button closes it too, and focus returns', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CartButton />
        <ManagedDrawer />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Shopping cart, 0 items' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Tab and Shift+Tab stay inside the open drawer (focus trap)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CartButton />
        <button type="button">a button after the drawer</button>
        <ManagedDrawer />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Shopping cart, 0 items' }));
    const dialog = screen.getByRole('dialog', { name: 'Shopping cart' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const shopping = await within(dialog).findByRole('link', { name: 'Continue shopping' });
    expect(close).toHaveFocus(); // first focusable element on open

    await user.tab();
    expect(shopping).toHaveFocus();
    await user.tab(); // past the last one: back to the first
    expect(close).toHaveFocus();
    await user.tab({ shift: true }); // before the first one: to the last
    expect(shopping).toHaveFocus();
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('opens the cart on the logical end side and the menu and filters on the start side', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DrawerOpener view="cart" />
        <DrawerOpener view="MAIN_MENU_VIEW" />
        <DrawerOpener view="FILTER_VIEW" />
        <DrawerOpener view="SEARCH_FILTER" />
        <ManagedDrawer />
      </>,
    );
    const expectations: [DrawerView, string, 'start' | 'end'][] = [
      ['cart', 'Shopping cart', 'end'],
      ['MAIN_MENU_VIEW', 'Menu', 'start'],
      ['FILTER_VIEW', 'Filter', 'start'],
      ['SEARCH_FILTER', 'Filter', 'start'],
    ];
    for (const [view, label, side] of expectations) {
      await user.click(screen.getByRole('button', { name: `open ${view}` }));
      const dialog = screen.getByRole('dialog', { name: label });
      expect(dialog).toHaveAttribute('data-side', side);
      expect(dialog).toHaveClass(`${side}-0`);
      await user.keyboard('{Escape}');
    }
  });

  it('in Arabic the cart drawer is still placed with the logical `end` side (the right-to-left swap is CSS)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CartButton />
        <ManagedDrawer />
      </>,
      { router: { locale: 'ar' } },
    );
    // (The test store holds the English strings under `ar`; Arabic plural forms are not there, so no name here.)
    await user.click(screen.getByRole('button'));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('data-side', 'end');
    expect(dialog).toHaveClass('end-0');
    // No physical side anywhere, so nothing stays on the left/right when the direction flips.
    const classes = [dialog, ...dialog.querySelectorAll('*')].map((el) => el.getAttribute('class') ?? '').join(' ');
    expect(classes).not.toMatch(/(^|\s)-?(left|right|ml|mr|pl|pr)-|text-(left|right)|border-[lr]\b|rounded-[lr]\b/);
  });

  it('an unregistered drawer name renders nothing', async () => {
    const user = userEvent.setup();
    // Every SPEC drawer is registered now; a name outside the registry stands in for a view yet to arrive.
    renderWithProviders(
      <>
        <DrawerOpener view={'NOT_A_DRAWER' as DrawerView} />
        <ManagedDrawer />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'open NOT_A_DRAWER' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function ModalOpener() {
  const { openModal } = useModalAction();
  const { isOpen } = useModalState();
  return (
    <button type="button" onClick={() => openModal('PRODUCT_DETAILS', 'honeycrisp-apples')}>
      details ({isOpen ? 'open' : 'closed'})
    </button>
  );
}

describe('ManagedModal', () => {
  it('renders the named view with its payload in a labelled dialog with a "Close" button', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ModalOpener />
        <ManagedModal />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'details (closed)' }));
    const dialog = screen.getByRole('dialog', { name: 'Product details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await within(dialog).findByText('details of honeycrisp-apples')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('Escape closes it, clears the state and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ModalOpener />
        <ManagedModal />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'details (closed)' });
    await user.click(opener);
    await screen.findByText('details of honeycrisp-apples');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveAccessibleName('details (closed)');
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ModalOpener />
        <ManagedModal />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'details (closed)' }));
    const dialog = screen.getByRole('dialog', { name: 'Product details' });
    const inside = await within(dialog).findByRole('button', { name: 'inside' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await user.tab();
    expect(inside).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'vanish' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'vanish' })).toHaveFocus();
  });

  it('focus that fell out of the modal (its button was removed) comes back in on Tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ModalOpener />
        <button type="button">a button after the modal</button>
        <ManagedModal />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'details (closed)' }));
    const dialog = screen.getByRole('dialog', { name: 'Product details' });
    await user.click(await within(dialog).findByRole('button', { name: 'vanish' }));
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('over an open drawer, the modal alone has the keys; Escape closes only it and focus goes back into the drawer', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DrawerOpener view="FILTER_VIEW" />
        <ManagedDrawer />
        <ManagedModal />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'open FILTER_VIEW' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter' });
    const opener = await within(drawer).findByRole('button', { name: 'details from the filters' });
    await user.click(opener);
    const modal = screen.getByRole('dialog', { name: 'Product details' });
    await within(modal).findByText('details of honeycrisp-apples');
    for (const shift of [true, true, false, false, false]) {
      await user.tab({ shift });
      expect(modal).toContainElement(document.activeElement as HTMLElement); // the drawer's trap stays out of it
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Product details' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open FILTER_VIEW' })).toHaveFocus();
  });

  it('a click on the backdrop closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ModalOpener />
        <ManagedModal />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'details (closed)' }));
    const backdrop = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    await user.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
