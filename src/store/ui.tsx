import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';

/**
 * Modal views opened by name (SPEC §2); only one at a time. Only names with a view registered in
 * components/layouts/managed-modal.tsx: the other SPEC names (review, question, abuse report…)
 * arrive with their views.
 */
export type ModalView =
  | 'LOGIN_VIEW'
  | 'REGISTER'
  | 'FORGOT_VIEW'
  | 'OTP_LOGIN'
  | 'ADD_OR_UPDATE_ADDRESS'
  | 'ADD_OR_UPDATE_GUEST_ADDRESS'
  | 'ADD_OR_UPDATE_CHECKOUT_CONTACT'
  | 'LOCATION_BASED_SHOP'
  | 'ADD_OR_UPDATE_PROFILE_CONTACT'
  | 'DELETE_ADDRESS'
  | 'PRODUCT_DETAILS'
  | 'SHOP_INFO'
  | 'REVIEW_RATING'
  | 'REVIEW_IMAGE_POPOVER'
  | 'SELECT_PRODUCT_VARIATION'
  | 'USE_NEW_PAYMENT'
  | 'ADD_NEW_CARD'
  | 'DELETE_CARD_MODAL'
  | 'STRIPE_ELEMENT_MODAL'
  | 'PAYMENT_MODAL'
  | 'GATEWAY_MODAL'
  | 'REFUND_REQUEST'
  | 'QUESTION_FORM'
  | 'ABUSE_REPORT';

/** Side drawers (SPEC §2). */
export type DrawerView = 'cart' | 'FILTER_VIEW' | 'MAIN_MENU_VIEW' | 'AUTH_MENU_VIEW' | 'SEARCH_FILTER';

/**
 * What a modal view receives: the payload it was opened with. Declared here, beside the view names, so views
 * never import the registry that loads them (managed-modal.tsx).
 */
export interface ModalViewProps {
  data: unknown;
}

/** What a drawer view receives: its payload and a way to close the drawer (see ModalViewProps). */
export interface DrawerViewProps {
  data: unknown;
  close: () => void;
}

/** Filter, main menu and search filter open from the start side (left in LTR), the rest from the end side. */
export function drawerSide(view: DrawerView): 'start' | 'end' {
  return view === 'FILTER_VIEW' || view === 'MAIN_MENU_VIEW' || view === 'SEARCH_FILTER' ? 'start' : 'end';
}

export interface UIState {
  modal: { view?: ModalView; data?: unknown; isOpen: boolean };
  drawer: { view?: DrawerView; data?: unknown; isOpen: boolean };
}

export type UIAction =
  | { type: 'OPEN_MODAL'; view: ModalView; data?: unknown }
  | { type: 'CLOSE_MODAL' }
  | { type: 'OPEN_DRAWER'; view: DrawerView; data?: unknown }
  | { type: 'CLOSE_DRAWER' };

export const initialUIState: UIState = { modal: { isOpen: false }, drawer: { isOpen: false } };

/** SPEC §4: a modal is open with a view and its payload, or closed with neither. Drawers behave alike. */
export function uiReducer(state: UIState, action: UIAction): UIState {
  switch (action.type) {
    case 'OPEN_MODAL':
      return { ...state, modal: { view: action.view, data: action.data, isOpen: true } };
    case 'CLOSE_MODAL':
      return { ...state, modal: { isOpen: false } };
    case 'OPEN_DRAWER':
      return { ...state, drawer: { view: action.view, data: action.data, isOpen: true } };
    case 'CLOSE_DRAWER':
      return { ...state, drawer: { isOpen: false } };
    default:
      return state;
  }
}

interface UIActions {
  openModal: (view: ModalView, data?: unknown) => void;
  closeModal: () => void;
  openDrawer: (view: DrawerView, data?: unknown) => void;
  closeDrawer: () => void;
}

const StateContext = createContext<UIState | null>(null);
const ActionsContext = createContext<UIActions | null>(null);

export function UIProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(uiReducer, initialUIState);
  const actions = useMemo<UIActions>(
    () => ({
      openModal: (view, data) => dispatch({ type: 'OPEN_MODAL', view, data }),
      closeModal: () => dispatch({ type: 'CLOSE_MODAL' }),
      openDrawer: (view, data) => dispatch({ type: 'OPEN_DRAWER', view, data }),
      closeDrawer: () => dispatch({ type: 'CLOSE_DRAWER' }),
    }),
    [],
  );
  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used within UIProvider`);
  return value;
}

export const useModalState = () => required(useContext(StateContext), 'useModalState').modal;
export const useDrawerState = () => required(useContext(StateContext), 'useDrawerState').drawer;
export const useModalAction = () => {
  const { openModal, closeModal } = required(useContext(ActionsContext), 'useModalAction');
  return { openModal, closeModal };
};
export const useDrawerAction = () => {
  const { openDrawer, closeDrawer } = required(useContext(ActionsContext), 'useDrawerAction');
  return { openDrawer, closeDrawer };
};
