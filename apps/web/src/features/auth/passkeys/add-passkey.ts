/**
 * Makes a passkey on this device for the signed-in member and stores it under `name`. The WebAuthn
 * library comes with the ceremony, loaded here on the first use, not with the pages that offer it.
 */
export async function addPasskey(name: string) {
  const ceremony = await import('./passkey-ceremony');
  return ceremony.addPasskey(name);
}
