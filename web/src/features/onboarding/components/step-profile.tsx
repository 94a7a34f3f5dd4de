/**
 * Step 2 Profile Setup (spec 01 §2, §5 Profile (onboarding)): first name, last name, optional
 * bio, with notes on what is public. Save → PUT profile, then the wizard marks the step; a
 * failure keeps the user here (spec 01 §4).
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PublicUser } from '@seamline/shared/contracts/auth';
import { profileUpdateSchema } from '@seamline/shared/contracts/profile';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/form-errors';
import { updateProfile } from '@/lib/profile';
import { StepLayout } from './step-layout';

const schema = profileUpdateSchema.pick({ firstName: true, lastName: true, bio: true });
type Values = { firstName: string; lastName: string; bio?: string };

/** The profile step. */
export function StepProfile({ user, onPrevious, onComplete }: { user: PublicUser; onPrevious: () => void; onComplete: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', bio: user.bio ?? '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile(queryClient, user.id, values);
    } catch (error) {
      toast.error('Profile update failed', { description: serverMessage(error, 'Please try again.') });
      return;
    }
    await onComplete();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <StepLayout
        title="Set up your profile"
        description="Tell people who you are."
        onPrevious={onPrevious}
        actions={
          <SubmitButton variant="accent" pending={formState.isSubmitting} pendingLabel="Saving...">
            Continue
          </SubmitButton>
        }
      >
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="firstName" label="First name" error={errors.firstName?.message}>
              {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
            </FormField>
            <FormField id="lastName" label="Last name" error={errors.lastName?.message}>
              {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
            </FormField>
          </div>
          <FormField id="bio" label="Bio (optional)" error={errors.bio?.message}>
            {(control) => <Textarea {...control} rows={3} placeholder="Your style in a few words" {...register('bio')} />}
          </FormField>
          <ul className="grid gap-1 rounded-xl bg-stone-50 p-4 text-sm text-stone-600">
            <li>Your username (@{user.username}) is public.</li>
            <li>Your email ({user.email}) is used for login only and never shown to others.</li>
            <li>Your name and bio are public on your profile.</li>
          </ul>
        </div>
      </StepLayout>
    </form>
  );
}
