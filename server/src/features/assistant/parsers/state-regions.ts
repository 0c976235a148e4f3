import type { Uf } from '@legado/contract';

/**
 * Regions people name beside their town ("cachoeira, no recôncavo", "amparo, no interior
 * paulista"): each one inside a single state, so it settles the state of a town whose name is
 * shared or is also a common word. Matched on normalized text. Regions of several states
 * ("cariri", "seridó", "zona da mata", "pantanal") are not here.
 */
export const STATE_REGIONS: ReadonlyArray<[RegExp, Uf]> = [
  [/\breconcavo\b|\bchapada diamantina\b/, 'BA'],
  [/\btriangulo mineiro\b|\b(?:sul|norte) de minas\b|\bvale do jequitinhonha\b/, 'MG'],
  [/\bbaixada fluminense\b|\bregiao dos lagos\b/, 'RJ'],
  [/\bbaixada santista\b|\bvale do ribeira\b/, 'SP'],
  [/\bvale do itajai\b/, 'SC'],
  [/\bserra gaucha\b/, 'RS'],
  [/\bsertao do pajeu\b/, 'PE'],
  [/\bilha do marajo\b|\bmarajo\b/, 'PA'],
  [/\bbico do papagaio\b/, 'TO'],
];
