/** `/register`: create an account (full form arrives with the accounts issue). */
import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '@/features/auth/components/register-screen';

export const Route = createFileRoute('/_guest/register')({
  component: RegisterScreen,
});
