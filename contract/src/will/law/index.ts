export * from './dates.ts';
export * from './derive.ts';
export * from './dispositions.ts';
export * from './explain.ts';
export * from './fraction.ts';
export * from './heirs.ts';
export * from './regime.ts';
export * from './spouse.ts';
export { normalizeText, sameName } from './text.ts';
