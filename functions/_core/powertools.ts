/** Powertools logger and metrics, created once per execution environment. */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'seamline' });
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Seamline',
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'seamline',
});
