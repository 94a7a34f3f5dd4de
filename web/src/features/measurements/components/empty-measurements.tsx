/**
 * No saved measurements yet (spec 01 §2): two cards — start an AI body measurement scan, or
 * enter measurements manually.
 */
import { Camera, PencilRuler } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { AiScanButton } from './ai-scan-button';

export function EmptyMeasurements({ onEnterManually }: { onEnterManually: () => void }) {
  return (
    <section aria-labelledby="no-measurements" className="grid gap-4">
      <p id="no-measurements" className="text-sm text-stone-600">
        No measurements saved yet. Add them to see your size in each brand.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <Camera className="size-8 text-brand-600" aria-hidden />
            <CardTitle>AI Body Measurement Scan</CardTitle>
            <CardDescription>
              Start an AI body measurement scan: upload a front photo and your height, and we estimate bust, waist, hips
              and more. The scan is powered by a third-party AI vision model; photos are deleted after processing unless
              you choose to keep them.
            </CardDescription>
          </CardHeader>
          <CardFooter>
            <AiScanButton label="Start AI Scan" variant="accent" />
          </CardFooter>
        </Card>
        <Card>
          <CardHeader>
            <PencilRuler className="size-8 text-stone-700" aria-hidden />
            <CardTitle>Enter Manually</CardTitle>
            <CardDescription>Type in your bust, waist, hips and height in inches or centimetres.</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button variant="outline" onClick={onEnterManually}>
              <PencilRuler aria-hidden />
              Enter Measurements
            </Button>
          </CardFooter>
        </Card>
      </div>
    </section>
  );
}
