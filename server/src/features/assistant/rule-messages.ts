/** The Portuguese texts of the legal rules live in the contract, beside the rules. */
export { ruleMessages } from '@legado/contract';
