/** Every story of the evaluation corpus. */
import type { Story } from '../story.ts';
import { MORE_FAMILIES } from './more-families.ts';
import { NORTH_CENTER } from './north-center.ts';
import { NORTHEAST } from './northeast.ts';
import { ana, joao, paulo, sebastiao } from './shared-four.ts';
import { SOUTH } from './south.ts';
import { SINGLE_PERSON } from './single-person.ts';
import { SOUTHEAST } from './southeast.ts';
import { TYPICAL_ONE_AT_A_TIME, TYPICAL_VOLUNTEERS } from './typical.ts';

export const STORIES: readonly Story[] = [
  ana,
  joao,
  paulo,
  sebastiao,
  TYPICAL_VOLUNTEERS,
  TYPICAL_ONE_AT_A_TIME,
  ...NORTHEAST,
  ...SOUTH,
  ...SOUTHEAST,
  ...NORTH_CENTER,
  ...MORE_FAMILIES,
  SINGLE_PERSON,
];
