/** Types for oidc-server.mjs (plain JavaScript so it runs with node alone). */

/** The one person who can sign in at the local provider. */
export declare const oidcAccount: {
  readonly sub: string;
  readonly email: string;
  readonly email_verified: boolean;
  readonly name: string;
  readonly given_name: string;
  readonly family_name: string;
};

/** A running local OpenID Connect provider. */
export interface LocalOidcServer {
  /** `http://host:port`, also the `iss` of its ID tokens. */
  issuer: string;
  /** `${issuer}/.well-known/openid-configuration` */
  discoveryUrl: string;
  close(): Promise<void>;
}

/** Starts the provider on host:port (0: any free port) with one confidential client. */
export declare function startOidcServer(options: {
  port: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}): Promise<LocalOidcServer>;
