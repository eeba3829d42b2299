import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, clientIpSigned, messageJson } from '@pointe/config';

/** The CMS client as the server runs it, with CMS_CLIENT_IP_SECRET set (env.server.ts reads it at import). */
async function clientWith(secret: string | undefined) {
  vi.resetModules();
  vi.stubEnv('CMS_CLIENT_IP_SECRET', secret);
  return (await import('~/lib/cms.server')).CmsClient;
}

/** The headers of every call to the CMS. */
function recordCalls(): Headers[] {
  const sent: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: URL, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Response.json({ message: 'ok' });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("the shopper's address on calls to the CMS", () => {
  it('is signed with CMS_CLIENT_IP_SECRET, as the CMS checks it (cms/src/auth/client-ip.ts)', async () => {
    const secret = 'unit-shared-client-ip-secret-0123';
    const CmsClient = await clientWith(secret);
    const sent = recordCalls();
    await new CmsClient({ clientIp: '203.0.113.7' }).request('/users/forgot-password', messageJson, { method: 'POST', body: { email: 'a@b.c' } });
    expect(sent[0]!.get(CLIENT_IP_HEADER)).toBe('203.0.113.7');
    expect(sent[0]!.get(CLIENT_IP_SIGNATURE_HEADER)).toBe(createHmac('sha256', secret).update(clientIpSigned('203.0.113.7')).digest('hex'));
    expect(sent[0]!.get('x-forwarded-for')).toBe('203.0.113.7');
  });

  it('goes only as X-Forwarded-For without the secret (for a CMS that trusts this server as a proxy)', async () => {
    const CmsClient = await clientWith(undefined);
    const sent = recordCalls();
    await new CmsClient({ clientIp: '203.0.113.7' }).request('/products', messageJson);
    expect([sent[0]!.get(CLIENT_IP_HEADER), sent[0]!.get(CLIENT_IP_SIGNATURE_HEADER), sent[0]!.get('x-forwarded-for')]).toEqual([null, null, '203.0.113.7']);
  });

  it('refuses a secret too short to be one, at start', async () => {
    await expect(clientWith('short')).rejects.toThrow(/CMS_CLIENT_IP_SECRET must be at least 16 characters/);
  });
});
