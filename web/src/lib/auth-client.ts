import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client, talking to our own server at /api/auth (same origin). */
export const authClient = createAuthClient({ basePath: '/api/auth' });
