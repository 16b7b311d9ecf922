import { generateKeyPairSync } from 'node:crypto';

/** A fresh RSA-1024 pair per test run (the size Paybox uses, 1.5), PEM-encoded. */
export function payboxTestKeyPair(): { publicKeyPem: string; privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}
