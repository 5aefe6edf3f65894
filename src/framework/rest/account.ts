import { useRouter } from 'next/router';
import { useMutation } from './mutation';
import { useLoadQueryClient } from './query';
import { type Body, call } from './call';
import type { ApiError } from './errors';
import type { Attachment, OtpResponse, SuccessResponse, User } from './types';
import { meQueryKey } from './user';

/** After a change to the account, GET /me is asked again so every view shows the stored state. */
function useRefreshMe() {
  const queryClient = useLoadQueryClient();
  return () => queryClient().then((client) => client.invalidateQueries({ queryKey: meQueryKey }));
}

/** PUT /users/{id}: name, profile (bio, avatar) and address book entries (with id: changed, without: added). */
export function useUpdateUser() {
  const refresh = useRefreshMe();
  return useMutation<User, ApiError, Body<'/users/{id}', 'put'> & { id: number }>({
    mutationFn: async ({ id, ...body }) => call('put', '/users/{id}', { params: { id }, body }),
    onSuccess: () => refresh(),
  });
}

/** POST /attachments: pictures as multipart attachment[] (SPEC §5), answered with their stored records. */
export function useUploadPictures() {
  return useMutation<Attachment[], ApiError, File[]>({
    mutationFn: async (files) => {
      const form = new FormData();
      for (const file of files) form.append('attachment[]', file);
      return call('post', '/attachments', { body: form });
    },
  });
}

/** DELETE /address/{id}. */
export function useDeleteAddress() {
  const refresh = useRefreshMe();
  return useMutation<boolean, ApiError, number>({
    mutationFn: async (id) => call('delete', '/address/{id}', { params: { id: id } }),
    onSuccess: () => refresh(),
  });
}

/** The shopper's language: the API mails in it. */
function useLanguage(): string {
  return useRouter().locale ?? 'en';
}

/** POST /update-email: the link and the notice are mailed in the shopper's language. */
export function useUpdateEmail() {
  const refresh = useRefreshMe();
  const language = useLanguage();
  return useMutation<SuccessResponse, ApiError, { email: string }>({
    mutationFn: async (input) => call('post', '/update-email', { body: input, query: { language } }),
    onSuccess: () => refresh(),
  });
}

/** POST /change-password: a wrong current password (success false, HTTP 200) rejects as ApiError like any failure. */
export function useChangePassword() {
  return useMutation<SuccessResponse, ApiError, { oldPassword: string; newPassword: string }>({
    mutationFn: async (input) => call('post', '/change-password', { body: input }),
  });
}

/** POST /set-password: the first password of an account made by Google or phone sign-in. */
export function useSetPassword() {
  const refresh = useRefreshMe();
  return useMutation<SuccessResponse, ApiError, { newPassword: string }>({
    mutationFn: async (input) => call('post', '/set-password', { body: input }),
    onSuccess: () => refresh(),
  });
}

/** POST /email/verification-notification: the verify-email page's resend button. */
export function useResendVerificationEmail() {
  const language = useLanguage();
  return useMutation<SuccessResponse, ApiError, void>({
    mutationFn: async () => call('post', '/email/verification-notification', { query: { language } }),
  });
}

/** POST /email/verify (ours): the token of the emailed verification link. */
export function useVerifyEmail() {
  return useMutation<SuccessResponse, ApiError, { token: string }>({
    mutationFn: async (input) => call('post', '/email/verify', { body: input }),
  });
}

/** POST /send-otp-code with purpose contact: the code that proves a new profile phone number. */
export function useSendContactCode() {
  const language = useLanguage();
  return useMutation<OtpResponse, ApiError, { phone_number: string }>({
    mutationFn: async ({ phone_number }) =>
      call('post', '/send-otp-code', { body: { phone_number, purpose: 'contact' }, query: { language } }),
  });
}

/** POST /update-contact: the number, the code and the id the send step answered. */
export function useUpdateContact() {
  const refresh = useRefreshMe();
  return useMutation<SuccessResponse, ApiError, { phone_number: string; code: string; otp_id: string }>({
    mutationFn: async (input) => call('post', '/update-contact', { body: input }),
    onSuccess: () => refresh(),
  });
}
