import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { InferType } from 'yup';
import { Input, Textarea } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { useUpdateUser } from '@/framework/rest/account';
import type { Attachment, User } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { profileFormSchema } from '@/shared/validation/account';
import { AvatarField } from './avatar-field';

type Values = InferType<typeof profileFormSchema>;

/** Where the API puts PUT /users/{id} field errors, and the form field each belongs to. */
const SERVER_FIELDS = { name: 'name', 'profile.bio': 'bio' } as const;

/**
 * Name, picture and bio (PUT /users/{id}). SPEC §8: success toasts profile-update-successful, any failure
 * error-something-wrong (field errors from the API are also shown on their fields).
 */
export function ProfileForm({ me }: { me: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [avatar, setAvatar] = useState<Attachment | null>(me.profile?.avatar ?? null);
  // Only a newly chosen (or removed) picture is sent: the API checks that the shopper uploaded it.
  const [avatarChanged, setAvatarChanged] = useState(false);
  const form = useForm<Values>({
    resolver: yupResolver(profileFormSchema),
    defaultValues: { name: me.name, bio: me.profile?.bio ?? '' },
  });
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      {
        id: me.id,
        name: values.name,
        profile: {
          ...(me.profile?.id ? { id: me.profile.id } : {}),
          bio: values.bio ?? null,
          ...(avatarChanged ? { avatar } : {}),
        },
      },
      {
        onSuccess: () => {
          setAvatarChanged(false);
          void notify('success', t('profile-update-successful'));
        },
        onError: (error) => {
          for (const [wire, field] of Object.entries(SERVER_FIELDS)) {
            const key = error.errors?.[wire]?.[0];
            if (key) form.setError(field, { type: 'server', message: key });
          }
          void notify('error', t('error-something-wrong'));
        },
      },
    ),
  );
  const message = (key?: string) => (key ? t(key) : undefined);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <AvatarField
        name={name || me.name}
        value={avatar}
        onChange={(next) => {
          setAvatar(next);
          setAvatarChanged(true);
        }}
      />
      <Input
        id="profile-name"
        label={t('text-name')}
        autoComplete="name"
        error={message(errors.name?.message)}
        {...form.register('name')}
      />
      <Textarea
        id="profile-bio"
        label={t('text-bio')}
        rows={4}
        optional
        error={message(errors.bio?.message)}
        {...form.register('bio')}
      />
      <div>
        <Button type="submit" loading={update.isPending}>
          {t('text-save')}
        </Button>
      </div>
    </form>
  );
}
