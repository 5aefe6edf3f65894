import { useRouter } from 'next/router';
import { useMutation } from './mutation';
import { type Body, call } from './call';
import type { ApiError } from './errors';
import type { AuthResponse, SuccessResponse } from './types';

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

/**
 * POST /token. Wrong credentials are not an HTTP error (the answer has no token, CONTRACT §5); the API client
 * rejects that answer as ApiError error-credential-wrong.
 */
export function useLogin() {
  return useMutation<AuthResponse, ApiError, LoginInput>({
    mutationFn: async (input) => call('post', '/token', { body: input }),
  });
}

/** The shopper's language, for the mails and texts the API sends (SPEC: account mails in the user's language). */
function useLanguage(): string {
  return useRouter().locale ?? 'en';
}

/** POST /register: a taken email or a weak password comes back as field errors (HTTP 422). */
export function useRegister() {
  const language = useLanguage();
  return useMutation<AuthResponse, ApiError, RegisterInput>({
    mutationFn: async (input) => call('post', '/register', { body: input, query: { language } }),
  });
}

/** POST /social-login-token with the provider's access token (SPEC §4 social login). */
export function useSocialLogin() {
  return useMutation<AuthResponse, ApiError, Body<'/social-login-token', 'post'>>({
    mutationFn: async (input) => call('post', '/social-login-token', { body: input }),
  });
}

/** POST /forget-password: mails a reset code (our API answers success whether or not the email has an account). */
export function useForgotPassword() {
  const language = useLanguage();
  return useMutation<SuccessResponse, ApiError, { email: string }>({
    mutationFn: async (input) => call('post', '/forget-password', { body: input, query: { language } }),
  });
}

/** POST /verify-forget-password-token: checks the code without using it up. */
export function useVerifyForgotPasswordToken() {
  return useMutation<SuccessResponse, ApiError, { email: string; token: string }>({
    mutationFn: async (input) => call('post', '/verify-forget-password-token', { body: input }),
  });
}

/** POST /reset-password: uses the code up and sets the new password. */
export function useResetPassword() {
  return useMutation<SuccessResponse, ApiError, { email: string; token: string; password: string }>({
    mutationFn: async (input) => call('post', '/reset-password', { body: input }),
  });
}
