/**
 * Test support: keys and certificates made on the spot (no provider is reachable from tests), openssl for X.509 and
 * node:crypto for signatures. Each call of `certificateMaker` works in its own temporary directory.
 */
import { execFileSync } from 'node:child_process';
import { sign as signData, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function certificateMaker() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lokasi-pay-keys-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const keyFile = (name: string) => path.join(dir, `${name}.key`);

  function writeConfig(name: string, ca: boolean): string {
    const file = `${name}.cnf`;
    writeFileSync(path.join(dir, file), `[req]\ndistinguished_name=dn\n[dn]\n[v3]\nbasicConstraints=critical,CA:${ca ? 'TRUE' : 'FALSE'}\nkeyUsage=critical,keyCertSign,cRLSign,digitalSignature\n`);
    return file;
  }

  /** An EC P-256 certificate valid for 2 days from now: self-signed when no issuer is given. */
  function ecCert(name: string, issuer?: string, ca = true): X509Certificate {
    openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${name}.key`);
    const ext = `${name}.ext`;
    writeFileSync(path.join(dir, ext), ca ? 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n' : 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n');
    if (!issuer) {
      openssl('req', '-x509', '-new', '-key', `${name}.key`, '-subj', `/CN=${name}`, '-days', '2', '-out', `${name}.pem`, '-extensions', 'v3', '-config', writeConfig(name, ca));
    } else {
      openssl('req', '-new', '-key', `${name}.key`, '-subj', `/CN=${name}`, '-out', `${name}.csr`);
      openssl('x509', '-req', '-in', `${name}.csr`, '-CA', `${issuer}.pem`, '-CAkey', `${issuer}.key`, '-set_serial', String(Date.now()), '-days', '2', '-extfile', ext, '-out', `${name}.pem`);
    }
    return new X509Certificate(readFileSync(path.join(dir, `${name}.pem`)));
  }

  /** A compact JWS (ES256) with the chain in its x5c header, signed by `leafKey`'s key: Apple's signed payloads. */
  function jws(payload: object, leafKey: string, chain: X509Certificate[]): string {
    const h = Buffer.from(JSON.stringify({ alg: 'ES256', x5c: chain.map((c) => c.raw.toString('base64')) })).toString('base64url');
    const p = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const s = signData('sha256', Buffer.from(`${h}.${p}`), { key: readFileSync(keyFile(leafKey)), dsaEncoding: 'ieee-p1363' }).toString('base64url');
    return `${h}.${p}.${s}`;
  }
  return { dir, openssl, ecCert, jws, keyFile, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
