/**
 * The vision adapter of this execution environment: Rekognition when `SCAN_VISION=rekognition`
 * (deployed), else the local Human adapter (local runtime, tests).
 */
import { RekognitionClient } from '@aws-sdk/client-rekognition';
import { env } from '../../_core/env';
import { humanPose, humanVision } from './human-adapter';
import { rekognitionVision } from './rekognition-adapter';
import type { VisionPort } from './vision-port';

export const vision: VisionPort =
  env.SCAN_VISION === 'rekognition'
    ? rekognitionVision(new RekognitionClient({ region: env.AWS_REGION }), humanPose)
    : humanVision;
