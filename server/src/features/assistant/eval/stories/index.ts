/** Every story of the evaluation corpus. */
import type { Story } from '../story.ts';
import { CENTER_WEST } from './center-west.ts';
import { MORE_FAMILIES } from './more-families.ts';
import { NORTH_AM_AC_RR_RO } from './north-am-ac-rr-ro.ts';
import { NORTH_PA_AP_TO } from './north-pa-ap-to.ts';
import { NORTHEAST_PB_AL_SE_MA } from './northeast-pb-al-se-ma.ts';
import { NORTHEAST_PE_CE_RN_PI } from './northeast-pe-ce-rn-pi.ts';
import { ana, joao } from './shared-ana-joao.ts';
import { paulo, sebastiao } from './shared-paulo-sebastiao.ts';
import { SINGLE_PERSON } from './single-person.ts';
import { SOUTH_CAPITALS } from './south-capitals.ts';
import { SOUTH_INLAND } from './south-inland.ts';
import { SOUTHEAST_ES_MG } from './southeast-es-mg.ts';
import { SOUTHEAST_MG_RJ } from './southeast-mg-rj.ts';
import { SOUTHEAST_SP } from './southeast-sp.ts';
import { TRYOUT_ASIDES } from './tryout-asides.ts';
import { TRYOUT_FAMILY3 } from './tryout-family3.ts';
import { TRYOUT_FAMILY4 } from './tryout-family4.ts';
import { TRYOUT_GIFTS } from './tryout-gifts.ts';
import { TRYOUT_GIFTS2 } from './tryout-gifts2.ts';
import { TRYOUT_GIFTS3 } from './tryout-gifts3.ts';
import { TRYOUT_GIFT_TALK } from './tryout-gift-talk.ts';
import { TRYOUT_KIDS } from './tryout-kids.ts';
import { TRYOUT_R2_OPENINGS } from './tryout-r2-openings.ts';
import { TRYOUT_MONEY_GIFTS } from './tryout-money-gifts.ts';
import { TRYOUT_NAMES } from './tryout-names.ts';
import { TRYOUT_NAMES_CLAUSES } from './tryout-names-clauses.ts';
import { TRYOUT_OWNCASE } from './tryout-owncase.ts';
import { TRYOUT_PLACES } from './tryout-places.ts';
import { TRYOUT_R2_ADDRESS } from './tryout-r2-address.ts';
import { TRYOUT_QUESTIONS } from './tryout-questions.ts';
import { TRYOUT_QUESTIONS2 } from './tryout-questions2.ts';
import { TRYOUT_R2_QUESTIONS } from './tryout-r2-questions.ts';
import { TRYOUT_PEOPLE3 } from './tryout-people3.ts';
import { TRYOUT_PEOPLE_REFS } from './tryout-people-refs.ts';
import { TRYOUT_REVIEW } from './tryout-review.ts';
import { TRYOUT_REVIEW2 } from './tryout-review2.ts';
import { TRYOUT_SPOUSE } from './tryout-spouse.ts';
import { TRYOUT_SPOUSE2 } from './tryout-spouse2.ts';
import { TRYOUT_R2_FAMILY } from './tryout-r2-family.ts';
import { TRYOUT_WISHES } from './tryout-wishes.ts';
import { TRYOUT_TYPOS2 } from './tryout-typos2.ts';
import { TRYOUT_R2_NUMBERS } from './tryout-r2-numbers.ts';
import { TRYOUT_WITNESS } from './tryout-witness.ts';
import { TRYOUT_WITNESS_CORRECTIONS } from './tryout-witness-corrections.ts';
import { TRYOUT_COMMENTS } from './tryout-comments.ts';
import { TRYOUT_FAMILY_LISTS } from './tryout-family-lists.ts';
import { TRYOUT_SHARES_GIFTS } from './tryout-shares-gifts.ts';
import { TRYOUT_R2_SHARES } from './tryout-r2-shares.ts';
import { TRYOUT_YESNO } from './tryout-yesno.ts';
import { TRYOUT_ACCENTS } from './tryout-accents.ts';
import { TYPICAL_ONE_AT_A_TIME, TYPICAL_VOLUNTEERS } from './typical.ts';

export const STORIES: readonly Story[] = [
  ana,
  joao,
  paulo,
  sebastiao,
  TYPICAL_VOLUNTEERS,
  TYPICAL_ONE_AT_A_TIME,
  ...NORTHEAST_PE_CE_RN_PI,
  ...NORTHEAST_PB_AL_SE_MA,
  ...SOUTH_CAPITALS,
  ...SOUTH_INLAND,
  ...SOUTHEAST_SP,
  ...SOUTHEAST_ES_MG,
  ...SOUTHEAST_MG_RJ,
  ...NORTH_AM_AC_RR_RO,
  ...NORTH_PA_AP_TO,
  ...CENTER_WEST,
  ...MORE_FAMILIES,
  ...TRYOUT_SPOUSE,
  ...TRYOUT_SPOUSE2,
  ...TRYOUT_R2_FAMILY,
  SINGLE_PERSON,
  ...TRYOUT_REVIEW,
  ...TRYOUT_GIFTS,
  ...TRYOUT_MONEY_GIFTS,
  ...TRYOUT_KIDS,
  ...TRYOUT_R2_OPENINGS,
  ...TRYOUT_NAMES,
  ...TRYOUT_NAMES_CLAUSES,
  ...TRYOUT_OWNCASE,
  ...TRYOUT_QUESTIONS,
  ...TRYOUT_QUESTIONS2,
  ...TRYOUT_R2_QUESTIONS,
  ...TRYOUT_REVIEW2,
  ...TRYOUT_GIFTS2,
  ...TRYOUT_GIFTS3,
  ...TRYOUT_WITNESS,
  ...TRYOUT_COMMENTS,
  ...TRYOUT_FAMILY3,
  ...TRYOUT_PEOPLE3,
  ...TRYOUT_PEOPLE_REFS,
  ...TRYOUT_WISHES,
  ...TRYOUT_TYPOS2,
  ...TRYOUT_R2_NUMBERS,
  ...TRYOUT_FAMILY4,
  ...TRYOUT_GIFT_TALK,
  ...TRYOUT_SHARES_GIFTS,
  ...TRYOUT_R2_SHARES,
  ...TRYOUT_ACCENTS,
  ...TRYOUT_ASIDES,
  ...TRYOUT_WITNESS_CORRECTIONS,
  ...TRYOUT_FAMILY_LISTS,
  ...TRYOUT_YESNO,
  ...TRYOUT_PLACES,
  ...TRYOUT_R2_ADDRESS,
];
