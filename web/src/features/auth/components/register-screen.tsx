/** `/register`. The registration form and its validation arrive with the accounts issue. */
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';

export function RegisterScreen() {
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Create Account</h1>
      <p className="mt-2 text-sm text-stone-600">
        Creating an account is not available in this version of Seamline. You must be 13 or older to use Seamline.
      </p>
      <Button asChild variant="outline" className="mt-6 w-full">
        <Link to="/login" search={{}}>
          Back to Login
        </Link>
      </Button>
    </>
  );
}
