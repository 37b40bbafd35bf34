/** The server's transport key pair, as loaded by platform/secrets. */
export interface TransportKeys {
  /** Short id of the public key (first 16 hex digits of the SHA-256 of its SPKI bytes). */
  keyId: string;
  /** Base64 of the DER SubjectPublicKeyInfo, served by GET {apiPrefix}/transport/key. */
  publicKeySpkiB64: string;
  /** RSA-OAEP-256 private key, usable for decrypt/unwrapKey only. */
  privateKey: CryptoKey;
}

/** The transport part of AppConfig. */
export interface TransportFlags {
  encrypt: boolean;
  zip: boolean;
  verifyKey: string;
  verifyValue: string;
  maxSkewMs: number;
}
