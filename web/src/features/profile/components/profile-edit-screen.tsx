/**
 * Profile editing (/profile-edit and /profile/edit) with the spec's profile schema (spec 01
 * §5, shared profileFormSchema = the route's own rules, issue 17 §2): names of letters, marks, spaces,
 * hyphens, apostrophes; username 3–30 and not reserved; location ≤ 100; bio ≤ 500; preferred
 * size ≤ 10. Email is read-only. A new photo is uploaded first; Save → PUT profile.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import type { PublicUser } from '@seamline/shared/contracts/auth';
import { profileFormSchema } from '@seamline/shared/contracts/profile';
import { PageHeader } from '@/components/page-header';
import { PhotoPicker } from '@/components/photo-picker';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { applyFieldErrors, serverMessage } from '@/lib/form-errors';
import { updateProfile, uploadProfilePhoto, type ProfileUpdate } from '@/lib/profile';
import { useCurrentUser } from '@/lib/session';
import { ProfileFields, type ProfileValues } from './profile-fields';

const FIELDS = ['firstName', 'lastName', 'username', 'location', 'bio', 'preferredSize'] as const;

/** The profile editor. */
export function ProfileEditScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return <ProfileEditForm user={user} />;
}

function ProfileEditForm({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      username: user.username,
      location: user.location ?? '',
      bio: user.bio ?? '',
      preferredSize: user.preferredSize ?? '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body: ProfileUpdate = { ...values };
      if (values.username === user.username) delete body.username;
      if (photo) body.profileImageKey = await uploadProfilePhoto(photo);
      const saved = await updateProfile(queryClient, user.id, body);
      setPhoto(null);
      form.reset({ ...values, username: saved.username });
      toast.success('Profile updated', { description: 'Your changes have been saved.' });
    } catch (error) {
      applyFieldErrors(error, FIELDS, form.setError);
      toast.error('Profile update failed', { description: serverMessage(error, error instanceof Error ? error.message : 'Please try again.') });
    }
  });

  return (
    <>
      <PageHeader title="Edit Profile" description="Your name, username, photo and bio are public; your email is used for login only." />
      <form onSubmit={onSubmit} noValidate className="max-w-2xl">
        <Card>
          <CardContent className="grid gap-6 pt-6">
            <PhotoPicker file={photo} onChange={setPhoto} currentUrl={user.profileImageUrl} label="Change photo" />
            <ProfileFields form={form} email={user.email} />
          </CardContent>
          <CardFooter className="justify-end">
            <Button asChild variant="ghost">
              <Link to="/profile">Cancel</Link>
            </Button>
            <SubmitButton variant="accent" pending={form.formState.isSubmitting} pendingLabel="Saving...">
              Save changes
            </SubmitButton>
          </CardFooter>
        </Card>
      </form>
    </>
  );
}
