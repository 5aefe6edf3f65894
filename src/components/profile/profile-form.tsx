import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Input, Textarea } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useUpdateUser } from '@/framework/rest/account';
import type { Attachment, User } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { profileFormSchema } from '@/shared/validation/account';
import { AvatarField } from './avatar-field';

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
  const form = useApiForm({
    schema: profileFormSchema,
    defaultValues: { name: me.name, bio: me.profile?.bio ?? '' },
    fields: SERVER_FIELDS,
    onFailure: () => void notify('error', t('error-something-wrong')),
  });
  const name = useWatch({ control: form.control, name: 'name' });

  const onSubmit = form.handleSubmit(async (values) => {
    await update.mutateAsync({
      id: me.id,
      name: values.name,
      profile: {
        ...(me.profile?.id ? { id: me.profile.id } : {}),
        bio: values.bio ?? null,
        ...(avatarChanged ? { avatar } : {}),
      },
    });
    setAvatarChanged(false);
    void notify('success', t('profile-update-successful'));
  });
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
        error={form.message('name')}
        {...form.register('name')}
      />
      <Textarea
        id="profile-bio"
        label={t('text-bio')}
        rows={4}
        optional
        error={form.message('bio')}
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
