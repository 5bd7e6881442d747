export interface VerifiedToken {
  sub: string;
  tokenUse: 'id' | 'access';
  email?: string;
  username?: string;
  issuedAt: number;
  sid?: string;
}

export interface TokenVerifier {
  verify(jwt: string): Promise<VerifiedToken>;
}
