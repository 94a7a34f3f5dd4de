/** Fit insights (spec 01 §2: an insights card with static tips). */
import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const TIPS = [
  'Between two sizes? Size up in woven fabrics and down in stretch knits.',
  'Brands cut differently: the match % shows how close your measurements sit to each size.',
  'Re-measure every few months, or after a change in weight or training.',
  'For fitted tops your bust matters most; for trousers and skirts, waist and hips.',
];

export function FitInsightsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-amber-500" aria-hidden />
          Fit Insights
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm text-stone-700">
          {TIPS.map((tip) => (
            <li key={tip} className="rounded-lg bg-stone-50 p-3">
              {tip}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
