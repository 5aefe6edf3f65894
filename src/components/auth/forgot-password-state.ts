/** SPEC §3 forgot-password flow state: step (Email, Token, Password), email, password, token. */
export type ForgotPasswordStep = 'Email' | 'Token' | 'Password';

export interface ForgotPasswordState {
  step: ForgotPasswordStep;
  email: string;
  token: string;
  password: string;
  /** The server's message after the email step, shown above the token form (SPEC §4). */
  message: string | null;
}

export type ForgotPasswordAction =
  | { type: 'EMAIL_ACCEPTED'; email: string; message: string | null }
  | { type: 'TOKEN_ACCEPTED'; token: string }
  | { type: 'PREVIOUS_STEP' }
  | { type: 'RESET' };

export const initialForgotPasswordState: ForgotPasswordState = {
  step: 'Email',
  email: '',
  token: '',
  password: '',
  message: null,
};

/** SPEC §4: Email → Token → Password; 'previous step' goes Token → Email and Password → Token; RESET clears all. */
export function forgotPasswordReducer(state: ForgotPasswordState, action: ForgotPasswordAction): ForgotPasswordState {
  switch (action.type) {
    case 'EMAIL_ACCEPTED':
      return { ...state, step: 'Token', email: action.email, message: action.message };
    case 'TOKEN_ACCEPTED':
      return { ...state, step: 'Password', token: action.token };
    case 'PREVIOUS_STEP':
      if (state.step === 'Password') return { ...state, step: 'Token', password: '' };
      if (state.step === 'Token') return { ...state, step: 'Email', token: '', message: null };
      return state;
    case 'RESET':
      return initialForgotPasswordState;
    default:
      return state;
  }
}
