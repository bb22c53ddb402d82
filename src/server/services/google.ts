import * as oidc from 'openid-client';

export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
}

export interface GoogleChecks {
  state: string;
  nonce: string;
  verifier: string;
}

export class GoogleSignInError extends Error {}

/**
 * Google sign-in with the authorization-code flow (PKCE, state and nonce) against any OpenID
 * Connect issuer; discovery happens on first use so start-up never waits on the issuer.
 */
export function createGoogleSignIn(options: {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
}) {
  let configuration: Promise<oidc.Configuration> | undefined;
  const configure = () => {
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        execute: options.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async start(): Promise<{ url: URL; checks: GoogleChecks }> {
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(await configure(), {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },

    /** Exchanges the code the browser brought back for a verified profile. */
    async finish(query: Record<string, string>, checks: GoogleChecks): Promise<GoogleProfile> {
      const current = new URL(options.redirectUri);
      for (const [key, value] of Object.entries(query)) current.searchParams.set(key, value);
      const tokens = await oidc.authorizationCodeGrant(await configure(), current, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.verifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string' || claims.email_verified !== true) {
        throw new GoogleSignInError('Your Google account has no verified e-mail address.');
      }
      const name = typeof claims.name === 'string' ? claims.name : claims.email.split('@')[0];
      return { sub: claims.sub, email: claims.email.toLowerCase(), name: name ?? claims.email };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
