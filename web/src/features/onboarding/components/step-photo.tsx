/**
 * Step 5 "First Item" (spec 01 §2): a profile photo picker with preview. With a file the
 * button reads 'Save & Continue' (re-encode → presign → upload → PUT profile with the key →
 * mark); without one it reads 'Skip for Now' and goes on without marking.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PublicUser } from '@seamline/shared/contracts/auth';
import { PhotoPicker } from '@/components/photo-picker';
import { SubmitButton } from '@/components/form/submit-button';
import { serverMessage } from '@/lib/form-errors';
import { updateProfile, uploadProfilePhoto } from '@/lib/profile';
import { StepLayout } from './step-layout';

/** The profile photo step. */
export function StepPhoto({ user, onPrevious, onComplete, onSkip }: { user: PublicUser; onPrevious: () => void; onComplete: () => Promise<void>; onSkip: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);

  const onSave = async () => {
    if (!file) return onSkip();
    setPending(true);
    try {
      const profileImageKey = await uploadProfilePhoto(file);
      await updateProfile(queryClient, user.id, {
        firstName: user.firstName ?? user.username,
        lastName: user.lastName ?? user.username,
        profileImageKey,
      });
    } catch (error) {
      toast.error('Photo upload failed', { description: serverMessage(error, error instanceof Error ? error.message : 'Please try again.') });
      setPending(false);
      return;
    }
    await onComplete();
    setPending(false);
  };

  return (
    <StepLayout
      title="Add a profile photo"
      description="A photo helps friends recognise you. You can change it any time."
      onPrevious={onPrevious}
      actions={
        <SubmitButton type="button" variant={file ? 'accent' : 'outline'} pending={pending} pendingLabel="Uploading..." onClick={() => void onSave()}>
          {file ? 'Save & Continue' : 'Skip for Now'}
        </SubmitButton>
      }
    >
      <PhotoPicker file={file} onChange={setFile} currentUrl={user.profileImageUrl} />
    </StepLayout>
  );
}
