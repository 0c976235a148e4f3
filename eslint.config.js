// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const webFeatures = ['auth', 'chat', 'testaments', 'documents', 'analytics', 'theme', 'privacy'];

/**
 * Server features depend on each other in one direction only: each may import just the features
 * listed for it (lower layers first). Shared code lives in lib/, db/, errors/ and plugins/.
 */
const serverFeatureDependencies = {
  assistant: [],
  mail: [],
  health: [],
  'public-config': [],
  auth: ['mail'],
  testaments: ['assistant'],
  documents: ['testaments'],
  chat: ['assistant', 'testaments'],
  privacy: ['auth', 'testaments'],
};
// A new server feature must say where it stands before it can be linted.
for (const entry of readdirSync(new URL('./server/src/features', import.meta.url), {
  withFileTypes: true,
})) {
  if (entry.isDirectory() && !(entry.name in serverFeatureDependencies)) {
    throw new Error(
      `eslint.config.js: add server feature "${entry.name}" to serverFeatureDependencies`,
    );
  }
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', '*.ts', 'server/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['contract/tsconfig.json', 'server/tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web and server never import each other: both go through @legado/contract.
      'no-restricted-imports': ['error', { patterns: ['@legado/server', '**/server/src/**'] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@legado/web', '**/web/src/**'] }],
    },
  },
  // Features in the web app do not import each other (bulletproof-react): shared code lives in
  // components/ and lib/, and app/ composes features.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'Uma feature não importa outra: mova o código compartilhado para lib/ ou components/.',
            },
            {
              target: `./web/src/features/${feature}`,
              from: './web/src/app',
              message: 'Features não importam app/: o fluxo é lib → features → app.',
            },
          ],
        },
      ],
    },
  })),
  ...Object.entries(serverFeatureDependencies).map(([feature, allowed]) => ({
    files: [`server/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./server/src/features/${feature}`,
              from: './server/src/features',
              except: [`./${feature}`, ...allowed.map((name) => `./${name}`)],
              message: `A feature "${feature}" ${allowed.length ? `só importa ${allowed.join(', ')}` : 'não importa outras features'}: as dependências entre features têm um sentido só (eslint.config.js).`,
            },
            // The assistant is pure functions over plain data: no database, plugins or config.
            ...(feature === 'assistant'
              ? ['db', 'plugins', 'config.ts', 'app.ts', 'main.ts'].map((name) => ({
                  target: './server/src/features/assistant',
                  from: `./server/src/${name}`,
                  message: 'O assistente não depende de banco, plugins nem configuração.',
                }))
              : []),
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      // Tests read untyped JSON responses (inject().json()) on purpose and assert on them.
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
