/** The profile editor's fields: names, username, read-only email, location, bio (with counter), preferred size. */
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  username: string;
  location: string;
  bio: string;
  preferredSize: string;
}

const BIO_MAX = 500;

/** Form fields bound to `form`. */
export function ProfileFields({ form, email }: { form: UseFormReturn<ProfileValues>; email: string }) {
  const { register, formState, watch } = form;
  const { errors } = formState;
  const bioLength = (watch('bio') ?? '').length;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="firstName" label="First name" error={errors.firstName?.message}>
          {(c) => <Input {...c} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField id="lastName" label="Last name" error={errors.lastName?.message}>
          {(c) => <Input {...c} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>
      <FormField id="username" label="Username" error={errors.username?.message} hint="3–30 letters, numbers, underscores or hyphens. Public.">
        {(c) => <Input {...c} autoComplete="username" {...register('username')} />}
      </FormField>
      <FormField id="email" label="Email" hint="Used for login only; it can't be changed here and is never shown to others.">
        {(c) => <Input {...c} type="email" value={email} readOnly className="bg-stone-50 text-stone-600" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField id="location" label="Location" error={errors.location?.message}>
          {(c) => <Input {...c} autoComplete="address-level2" placeholder="City, Country" {...register('location')} />}
        </FormField>
        <FormField id="preferredSize" label="Preferred size" error={errors.preferredSize?.message}>
          {(c) => <Input {...c} placeholder="e.g. M" {...register('preferredSize')} />}
        </FormField>
      </div>
      <FormField
        id="bio"
        label="Bio"
        error={errors.bio?.message}
        aside={
          <span className={bioLength > BIO_MAX ? 'text-xs text-red-700' : 'text-xs text-stone-500'} aria-live="polite">
            {bioLength}/{BIO_MAX}
          </span>
        }
      >
        {(c) => <Textarea {...c} rows={4} {...register('bio')} />}
      </FormField>
    </div>
  );
}
