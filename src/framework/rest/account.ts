import { useMutation } from './mutation';
import { useLoadQueryClient } from './query';
import { api } from './api';
import type { Client } from './client';
import { type ApiError, toApiError } from './errors';
import type { Attachment, OtpResponse, SuccessResponse, User, UserUpdateInput } from './types';
import { meQueryKey } from './user';

/** Every failure reaches the forms as one ApiError (message key, code, field errors). */
async function call<T>(work: (client: Client) => Promise<T>): Promise<T> {
  try {
    return await work(await api());
  } catch (error) {
    throw toApiError(error);
  }
}

/** After a change to the account, GET /me is asked again so every view shows the stored state. */
function useRefreshMe() {
  const queryClient = useLoadQueryClient();
  return () => queryClient().then((client) => client.invalidateQueries({ queryKey: meQueryKey }));
}

/** PUT /users/{id}: name, profile (bio, avatar) and address book entries (with id: changed, without: added). */
export function useUpdateUser() {
  const refresh = useRefreshMe();
  return useMutation<User, ApiError, UserUpdateInput & { id: number }>({
    mutationFn: (input) => call((client) => client.users.update(input)),
    onSuccess: () => refresh(),
  });
}

/** POST /attachments: pictures as multipart attachment[] (SPEC §5), answered with their stored records. */
export function useUploadPictures() {
  return useMutation<Attachment[], ApiError, File[]>({
    mutationFn: (files) => call((client) => client.users.upload(files)),
  });
}

/** DELETE /address/{id}. */
export function useDeleteAddress() {
  const refresh = useRefreshMe();
  return useMutation<boolean, ApiError, number>({
    mutationFn: (id) => call((client) => client.users.deleteAddress(id)),
    onSuccess: () => refresh(),
  });
}

/** POST /update-email. */
export function useUpdateEmail() {
  const refresh = useRefreshMe();
  return useMutation<SuccessResponse, ApiError, { email: string }>({
    mutationFn: (input) => call((client) => client.auth.updateEmail(input)),
    onSuccess: () => refresh(),
  });
}

/** POST /change-password: a wrong current password is an answer with success false, not an HTTP error. */
export function useChangePassword() {
  return useMutation<SuccessResponse, ApiError, { oldPassword: string; newPassword: string }>({
    mutationFn: (input) => call((client) => client.auth.changePassword(input)),
  });
}

/** POST /set-password: the first password of an account made by Google or phone sign-in. */
export function useSetPassword() {
  const refresh = useRefreshMe();
  return useMutation<SuccessResponse, ApiError, { newPassword: string }>({
    mutationFn: (input) => call((client) => client.auth.setPassword(input)),
    onSuccess: (answer) => {
      if (answer.success) void refresh();
    },
  });
}

/** POST /email/verification-notification: the verify-email page's resend button. */
export function useResendVerificationEmail() {
  return useMutation<SuccessResponse, ApiError, void>({
    mutationFn: () => call((client) => client.auth.resendVerificationEmail()),
  });
}

/** POST /email/verify (ours): the token of the emailed verification link. */
export function useVerifyEmail() {
  return useMutation<SuccessResponse, ApiError, { token: string }>({
    mutationFn: (input) => call((client) => client.auth.verifyEmail(input)),
  });
}

/** POST /send-otp-code with purpose contact: the code that proves a new profile phone number. */
export function useSendContactCode() {
  return useMutation<OtpResponse, ApiError, { phone_number: string }>({
    mutationFn: ({ phone_number }) => call((client) => client.auth.sendOtpCode({ phone_number, purpose: 'contact' })),
  });
}

/** POST /update-contact: the number, the code and the id the send step answered. */
export function useUpdateContact() {
  const refresh = useRefreshMe();
  return useMutation<SuccessResponse, ApiError, { phone_number: string; code: string; otp_id: string }>({
    mutationFn: (input) => call((client) => client.auth.updateContact(input)),
    onSuccess: (answer) => {
      if (answer.success) void refresh();
    },
  });
}
