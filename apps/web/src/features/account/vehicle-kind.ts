/**
 * The vehicle kinds the French vehicle registry names by code (VP car, CTTE van, CAM truck, MTL
 * motorbike). The codes mean nothing outside France, and little inside it: the profile says the
 * kind in words, in the page's language (issue 26 item 15), and says nothing for a code it does
 * not know rather than show it raw.
 */
export const registryVehicleKinds = ['VP', 'CTTE', 'CAM', 'MTL'] as const;

export type RegistryVehicleKind = (typeof registryVehicleKinds)[number];

export function registryVehicleKindOf(code: string | null): RegistryVehicleKind | null {
  const upper = code?.trim().toUpperCase();
  return registryVehicleKinds.find((kind) => kind === upper) ?? null;
}
