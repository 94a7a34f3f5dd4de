/** Powertools logger, created once per execution environment. */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'seamline' });
