import {
  operatorVehicleProofBodySchema,
  operatorVehicleProofResponseSchema,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { machineCall, operatorCallSchema } from '../../plugins/operator-calls.ts';
import type { VehiclesService } from './service.ts';

export interface OperatorVehiclesRoutesOptions {
  vehicles: VehiclesService;
}

/**
 * The support desk's side of the proof of possession (issue 24 item 6): a customer without a
 * receipt (a new car, a dispute over a plate's alerts) shows the staff their papers, and the desk
 * records the proof on their registration. For the operator's console (issue 28) and tools.
 */
export const operatorVehiclesRoutes: FastifyPluginAsyncZod<OperatorVehiclesRoutesOptions> = async (
  app,
  { vehicles },
) => {
  app.post(
    routes.operatorVehicleProof.path,
    {
      schema: {
        summary: 'Records that the support desk saw a customer\u2019s papers for a vehicle',
        description:
          'The proof of possession (issue 24) of the activated customer whose account is `email`, ' +
          'on their registration of the plate: its trips are listed and its alert toggle works ' +
          'from now on (kind operator). Answers how many registrations were proved. Errors: 400 ' +
          'invalid_request, invalid_number_plate; 401 api_key_missing, api_key_invalid; 404 ' +
          'vehicle_not_found (no such customer registered the plate). Authenticated by an API ' +
          'key of the white-label, as the roadside ingestion.',
        ...operatorCallSchema,
        body: operatorVehicleProofBodySchema,
        response: {
          200: operatorVehicleProofResponseSchema,
        },
      },
      ...machineCall(app),
    },
    async (request) => ({
      proven: await vehicles.recordOperatorProof(request.whitelabel, request.body),
    }),
  );
};
