import type { FleetProcessorSettings } from '../../../config.ts';
import { createHttpProcessor } from './http-processor.ts';
import type { FleetCardProcessor } from './processor.ts';
import { createSandboxProcessor } from './sandbox-processor.ts';

/** The deployment's fleet-card processor; null when fleet cards are off. */
export function fleetProcessorOf(settings: FleetProcessorSettings): FleetCardProcessor | null {
  if (settings.kind === 'sandbox') return createSandboxProcessor();
  if (settings.kind === 'http' && settings.http) {
    return createHttpProcessor({ ...settings.http, timeoutMs: settings.timeoutMs });
  }
  return null;
}
