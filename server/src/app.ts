import { createBackgroundTasks } from './lib/background-tasks.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createAssistant, type Assistant } from './features/assistant/assistant.ts';
import { createAccessTokenVerifier } from './features/auth/access-token.ts';
import { createAuth } from './features/auth/auth-instance.ts';
import {
  createAuthRateLimiter,
  defaultAuthRateLimits,
  type AuthRateLimits,
} from './features/auth/auth-rate-limit.ts';
import { registerAuthRoutes } from './features/auth/auth-routes.ts';
import {
  pruneRevocations,
  readRevocationsFrom,
  SessionRevocations,
} from './features/auth/session-revocations.ts';
import { meRoutes } from './features/auth/me-routes.ts';
import { chatRoutes } from './features/chat/chat-routes.ts';
import { createChatService } from './features/chat/chat-service.ts';
import { documentsRoutes } from './features/documents/documents-routes.ts';
import {
  createDocumentsService,
  type PdfRenderLimits,
} from './features/documents/documents-service.ts';
import type { RenderWillPdfInput } from './features/documents/render-will-pdf.ts';
import { healthRoutes } from './features/health/health-routes.ts';
import { createMailer } from './features/mail/mailer.ts';
import { privacyRoutes } from './features/privacy/privacy-routes.ts';
import { publicConfigRoutes } from './features/public-config/public-config-routes.ts';
import { testamentsRoutes } from './features/testaments/testaments-routes.ts';
import { createRateLimitStore } from './lib/rate-limit-store.ts';
import { loggerOptions } from './logger.ts';
import { declareRequestUser, useBearerAuth } from './plugins/bearer-auth.ts';
import { useWriteQuota } from './plugins/write-quota.ts';
import { DEFAULT_BODY_LIMIT, registerBodyLimits } from './plugins/body-limits.ts';
import { registerErrorHandler, sendFrameworkError } from './plugins/error-handler.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

/** What the app needs from outside; tests pass their own. */
export interface AppDeps {
  database: DatabaseHandle;
  /** Folder of the built web app; when it has no index.html only the API is served. */
  webDist?: string;
  /** Where logs go (tests capture them); defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** Brute-force limits on /api/auth (tests lower them). */
  authRateLimits?: AuthRateLimits;
  /** The PDF renderer; defaults to the renderer process (tests stand a failing one in). */
  renderWillPdf?: (input: RenderWillPdfInput) => Promise<Buffer>;
  /** PDF renders per user (tests lower them). */
  pdfRenderLimits?: PdfRenderLimits;
  /** The interview assistant; defaults to the guided interview (+ the model when configured). */
  assistant?: Assistant;
  /**
   * Called when a chat turn completes a will's JSON: the person will soon confirm it and ask for
   * the PDF, so main.ts starts the PDF renderer then rather than at boot or on the first click.
   */
  onWillReady?: () => void;
}

/** Builds the whole server without listening: main.ts listens, tests use app.inject(). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // Off unless configured: a client must not be able to fake its IP past the rate limits.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerBodyLimits(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app, config);
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Legado API', version: '1.0.0', description: 'API do Legado (/api/v1).' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // swagger-ui's own CSP allows framing by the same origin; no page of ours may be framed.
    transformStaticCSP: (header) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });

  // Limits and lockouts: in PostgreSQL when the app runs on it (shared by every instance), in
  // memory on PGlite (ADR 0021).
  const rateLimits = createRateLimitStore(deps.database);
  app.addHook('onClose', () => rateLimits.close());
  const authRateLimiter = createAuthRateLimiter(
    rateLimits,
    deps.authRateLimits ?? defaultAuthRateLimits,
  );
  const passwordResets = new WeakMap<Request, string>();
  const background = createBackgroundTasks();
  app.addHook('onClose', () => background.settled());
  const auth = createAuth(config, {
    db: deps.database.db,
    mailer: createMailer(config),
    log: app.log,
    background,
    passwordResets,
    mayEmail: (address) => authRateLimiter.mayEmail(address),
  });
  // Sessions deleted anywhere (sign-out, reset, account deletion) refuse their tokens at once on
  // every instance (ADR 0020).
  const revocations = new SessionRevocations(readRevocationsFrom(deps.database.db), {
    onError: (error) => app.log.warn({ err: error }, 'revoked sessions could not be read'),
  });
  const pruning = setInterval(() => {
    pruneRevocations(deps.database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'old session revocations could not be deleted'),
    );
  }, 5 * 60_000);
  pruning.unref();
  app.addHook('onClose', () => {
    clearInterval(pruning);
    revocations.close();
  });
  const verifyAccessToken = createAccessTokenVerifier(config, async () => {
    const jwks = await auth.api.getJwks();
    return jwks;
  });
  const assistant =
    deps.assistant ??
    createAssistant({
      llm: config.llm && {
        ...config.llm,
        // Only why it failed: the person's words and the model's never reach the log.
        onFailure: (reason) => app.log.warn({ reason }, 'the language model could not read a turn'),
      },
    });
  declareRequestUser(app);
  registerAuthRoutes(app, {
    auth,
    config,
    rateLimiter: authRateLimiter,
    revocations,
    passwordResets,
  });

  await app.register(publicConfigRoutes, { prefix: '/api', config });
  await app.register(healthRoutes, { prefix: '/api/v1', database: deps.database });
  await app.register(
    async (scope) => {
      useBearerAuth(scope, verifyAccessToken, revocations);
      useWriteQuota(scope, rateLimits, config.quotas.writesPerMinute);
      await scope.register(meRoutes);
      await scope.register(testamentsRoutes, {
        db: deps.database.db,
        maxWills: config.quotas.willsPerUser,
      });
      await scope.register(chatRoutes, {
        chat: createChatService(deps.database.db, assistant, {
          maxTurns: config.quotas.turnsPerWill,
          ...(deps.onWillReady ? { onWillReady: deps.onWillReady } : {}),
        }),
      });
      await scope.register(documentsRoutes, {
        documents: createDocumentsService({
          db: deps.database.db,
          rateLimits,
          ...(deps.renderWillPdf ? { render: deps.renderWillPdf } : {}),
          ...(deps.pdfRenderLimits ? { limits: deps.pdfRenderLimits } : {}),
        }),
      });
      await scope.register(privacyRoutes, {
        db: deps.database.db,
        auth,
        rateLimits,
        revocations,
      });
    },
    { prefix: '/api/v1' },
  );

  await registerStaticWeb(app, deps.webDist);
  return app;
}
