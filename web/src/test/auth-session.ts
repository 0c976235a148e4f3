/** A signed-up person as better-auth's get-session answers it. */
export const maria = {
  id: 'user-1',
  email: 'maria@exemplo.com',
  name: 'Maria José',
  emailVerified: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** better-auth's get-session body for a signed-in user. */
export const sessionOf = (user: typeof maria) => ({
  session: {
    id: 'session-1',
    userId: user.id,
    token: 'opaque',
    expiresAt: '2027-12-01T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  user,
});
