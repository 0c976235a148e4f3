export * from './auth.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './public-config.ts';
export * from './documents/will-document.ts';
export * from './documents/find-gaps.ts';
export * from './documents/signing-instructions.ts';
export * from './will/documents.ts';
export * from './will/rule-result.ts';
export * from './will/forms.ts';
export * from './will/testament-content.ts';
export * from './will/safe-text.ts';
export * from './will/content-limits.ts';
export * from './will/example-testament.ts';
// Test fixture: the reference families of issue #17, for the server's PDF tests.
export {
  FAMILIES as REFERENCE_FAMILIES,
  referenceWill,
  type ReferenceFamily,
} from './will/law/reference-families.ts';
export * from './documents/will-text.ts';
export * from './documents/portuguese-gender.ts';
export * from './chat.ts';
export * from './testaments.ts';
export * from './privacy.ts';
export * from './will/law/index.ts';
export * from './will/rules/index.ts';
