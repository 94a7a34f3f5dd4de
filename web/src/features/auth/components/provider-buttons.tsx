/** Continue with Google / Apple / Microsoft: only a 'Coming Soon' message for now (spec 01 §2, §8). */
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

const PROVIDERS = ['Google', 'Apple', 'Microsoft'] as const;

export function ProviderButtons() {
  return (
    <div className="grid gap-2">
      {PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          onClick={() => toast('Coming Soon', { description: `${provider} authentication will be available soon.` })}
        >
          Continue with {provider}
        </Button>
      ))}
    </div>
  );
}
